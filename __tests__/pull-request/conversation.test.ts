/**
 * The job's conversation as the comment keeps and shows it: each start and follow-up a turn in
 * the signed marker, rendered newest last, whatever text a commenter wrote.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { TEXT_LIMIT } from '../../src/github/host.ts';
import { conversationOf, progressWrite } from '../../src/pull-request/documents.ts';
import {
  commentMarker,
  keepRecords,
  MAX_SAID_CHARS,
  readCommentRecords,
  stepRecord,
  type StepRecord,
} from '../../src/pull-request/record.ts';
import type { Work } from '../../src/inputs/inputs.ts';
import { createLog } from '../../src/output/log.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const KEY = 'mint_conversationKey0123456789';
const START_STEP = { workflow: 'docs.yml', job: 'docs', step: 'agent', repository: 'acme/product', pull: 5 };
const REPLY_STEP = { ...START_STEP, workflow: 'converse.yml' };
const log = createLog(new FakeIO({}), [KEY]);
const trigger = (runId: string) => ({ runId, attempt: 1 }) as Parameters<typeof stepRecord>[1];
const config = (plan: Work['plan']): Work => ({ plan, jobId: '', jobIds: [], letGo: false });
const progress = { phase: 'waiting' as const, jobs: [{ id: 'job-1' }] };

/** The comment after a start and one follow-up, each written by its own step. */
function afterFollowUp(message: string, who = 'lead'): { body: string; records: StepRecord[] } {
  const start = stepRecord(config({ kind: 'start', prompt: 'Document the flag.' }), trigger('100'), {
    who: 'author',
    at: '2026-11-25T10:00:00.000Z',
    excerpt: log.excerpt,
  });
  const first = keepRecords({ ...start, jobs: ['job-1'], ended: 'success' }, [], 7, START_STEP);
  const reply = stepRecord(config({ kind: 'message', message }), trigger('200'), {
    who,
    at: '2026-11-25T10:05:00.000Z',
    excerpt: log.excerpt,
  });
  const kept = keepRecords(reply, first.records, 7, REPLY_STEP);
  const marker = commentMarker(REPLY_STEP, kept, KEY);
  const written = progressWrite(
    log,
    progress,
    undefined,
    { comment: TEXT_LIMIT - marker.length, check: TEXT_LIMIT },
    conversationOf(kept.records),
  );
  return { body: `${written.html}\n${marker}\n`, records: kept.records };
}

describe("the job's conversation", () => {
  it('shows the start and the follow-up, oldest first, with who asked as text, when, and how each ended', () => {
    const { body } = afterFollowUp('make the intro shorter');
    const lines = [...body.matchAll(/<li>(.*)\n/g)].map((match) => match[1]);
    expect(lines).toEqual([
      'author started the job · 2026-11-25 10&#58;00 UTC · ✅ done',
      'lead sent a follow-up · 2026-11-25 10&#58;05 UTC · ⏳ in progress',
    ]);
    expect(body).toContain('<blockquote>make the intro shorter</blockquote>');
  });

  it('is shown only once there is a follow-up: a start alone keeps its comment as it was', () => {
    const start = stepRecord(config({ kind: 'start', prompt: 'Document.' }), trigger('1'), {
      at: '2026-11-25T10:00:00Z',
      excerpt: log.excerpt,
    });
    expect(conversationOf([start])).toBeUndefined();
  });

  it('keeps both steps readable: each finds its own record in the one comment', () => {
    const { body } = afterFollowUp('shorter');
    expect(readCommentRecords(body, START_STEP, KEY)?.records).toHaveLength(2);
    expect(readCommentRecords(body, REPLY_STEP, KEY)?.records).toHaveLength(2);
    // On another pull request the same marker is nobody's: the key is bound to the place.
    expect(readCommentRecords(body, { ...START_STEP, pull: 6 }, KEY, true)).toBeUndefined();
    expect(readCommentRecords(body, { ...START_STEP, repository: 'acme/other' }, KEY, true)).toBeUndefined();
  });

  it('never shows a secret, an @mention, an issue link or a blank line, and the marker stays readable (property)', () => {
    const piece = fc.constantFrom(KEY, '@octocat', '@acme/writers', '#12', 'GH-3', '\n\n', '-->', '<script>', '`', ' ');
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 30 })), { minLength: 1, maxLength: 60 }), (parts) => {
        const message = parts.join('');
        const { body, records } = afterFollowUp(message);
        const html = body.slice(0, body.lastIndexOf('<!--')).trimEnd();
        expect(body).not.toContain(KEY);
        expect(JSON.stringify(records)).not.toContain(KEY);
        expect(html).not.toMatch(/\n\s*\n/);
        expect(html).not.toMatch(/@|(?<!&)#/);
        expect(html).not.toContain('<script>');
        expect(readCommentRecords(body, REPLY_STEP, KEY)?.records.length).toBe(2);
        const said = records.find((record) => record.kind === 'message')?.said ?? '';
        expect(said.length).toBeLessThanOrEqual(MAX_SAID_CHARS);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps at most 1,000 characters of a long message, cut by the log with a marker, and folds it', () => {
    const { body, records } = afterFollowUp(`Rewrite the intro\n${'x'.repeat(3_000)}`);
    const said = records.find((record) => record.kind === 'message')?.said ?? '';
    expect(said.length).toBeLessThanOrEqual(MAX_SAID_CHARS);
    expect(said).toMatch(/… \[cut: 3,018 characters in all\]$/);
    expect(body).toContain('<details><summary>Rewrite the intro</summary>');
  });

  it.each(Array.from({ length: 41 }, (_, i) => 900 + i))(
    'leaves no piece of a key that stands where the message is cut (key at %i)',
    (at) => {
      const { body, records } = afterFollowUp(`${'x'.repeat(at)}${KEY}${'y'.repeat(2_000)}`);
      for (const text of [body, JSON.stringify(records)]) expect(text).not.toContain(KEY.slice(0, 6));
    },
  );

  it('leaves a login out that is not one, rather than show it', () => {
    const { body } = afterFollowUp('shorter', '@everyone <b>');
    expect(body).toContain('The workflow sent a follow-up');
  });

  it('leaves the oldest turns out, saying how many, when the comment has no room for all', () => {
    const turns = Array.from({ length: 12 }, (_, i): StepRecord => ({
      run: String(300 + i),
      attempt: 1,
      kind: i === 0 ? 'prompt' : 'message',
      jobs: ['job-1'],
      step: 'k',
      at: `2026-11-25T10:${String(10 + i).padStart(2, '0')}:00.000Z`,
      said: `${'&'.repeat(900)} turn ${i}`,
    }));
    const written = progressWrite(
      log,
      progress,
      undefined,
      { comment: 30_000, check: TEXT_LIMIT },
      conversationOf(turns),
    );
    expect(written.html.length).toBeLessThanOrEqual(30_000);
    expect(written.html).toContain('earlier turns are left out here');
    expect(written.html).toContain('turn 11');
  });
});
