/**
 * Was broken (an attacker reading GitHub's limits): a check run's summary and text were fitted to
 * 65,535 characters, but GitHub counts UTF-8 bytes there ("exceeds a maximum bytesize of 65535"):
 * a conversation in Chinese or Japanese near the limit was refused (422) on every write, and each
 * write fell back to the short version, losing the conversation. A check run's fields are now
 * fitted in bytes, a comment's body still in characters (GitHub counts those).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createLog } from '../../src/output/log.ts';
import { TEXT_LIMIT } from '../../src/github/host.ts';
import { endingWrite } from '../../src/pull-request/documents.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const log = createLog(new FakeIO({}), []);
const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');
const LIMITS = { comment: 65_000, check: TEXT_LIMIT };

function ending(text: string, turns: number) {
  const conversation = {
    title: 'Conversation',
    turns: Array.from({ length: turns }, (_, i) => ({ line: `lead sent follow-up ${i + 1}`, text })),
  };
  const doc = { icon: '✅', heading: `Agent job ${text.slice(0, 40)}`, paragraphs: [text.slice(0, 500)], rows: [] };
  return {
    doc: { ...doc, conversation },
    conclusion: 'success' as const,
    text: { ...doc, details: { title: 'All', text } },
  };
}

describe("a check run's summary and text", () => {
  it('fit in 65,535 bytes with a conversation of three-byte characters, keeping its newest turns', () => {
    const { check, html } = endingWrite(log, ending('文档'.repeat(4_000), 6), LIMITS);
    expect(bytes(check.summary ?? '')).toBeLessThanOrEqual(TEXT_LIMIT);
    expect(bytes(check.text ?? '')).toBeLessThanOrEqual(TEXT_LIMIT);
    expect(check.summary).toContain('lead sent follow-up 6');
    expect(html.length).toBeLessThanOrEqual(LIMITS.comment);
  });

  it('fit in their bytes whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 3_000 }), fc.integer({ min: 1, max: 40 }), (text, turns) => {
        const { check } = endingWrite(log, ending(text, turns), { comment: 20_000, check: 20_000 });
        expect(bytes(check.summary ?? '')).toBeLessThanOrEqual(20_000);
        expect(bytes(check.text ?? '')).toBeLessThanOrEqual(20_000);
      }),
      { numRuns: 60 },
    );
  });
});
