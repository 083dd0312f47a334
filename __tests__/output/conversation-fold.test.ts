/**
 * A folded conversation turn says each line once: its summary is the first line when it fits,
 * and its details hold the rest; a first line too long for the summary is folded whole.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createLog } from '../../src/output/log.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const log = createLog(new FakeIO({}), []);

function turnOf(text: string): { summary?: string; details?: string; quote?: string } {
  const html = log.markup({
    icon: '🤖',
    heading: 'Agent job',
    paragraphs: [],
    rows: [],
    conversation: { title: 'Conversation', turns: [{ line: 'lead sent a follow-up', text }] },
  });
  const item = /<li>[^\n]*\n([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';
  const summary = /<summary>([\s\S]*?)<\/summary>/.exec(item)?.[1];
  // Newlines in the details are written as &#10;, so the comment stays one HTML block.
  const details = /<pre>([\s\S]*?)<\/pre>/.exec(item)?.[1]?.replaceAll('&#10;', '\n');
  const quote = /<blockquote>([\s\S]*?)<\/blockquote>/.exec(item)?.[1];
  return { summary, details, quote };
}

describe('a folded conversation turn', () => {
  it('shows a first line that fits in its summary only, and the rest in its details', () => {
    const turn = turnOf('Rewrite the intro\nKeep it to one paragraph.\nMention the flag.');
    expect(turn.summary).toBe('Rewrite the intro');
    expect(turn.details).toBe('Keep it to one paragraph.\nMention the flag.');
  });

  it('folds a first line too long for the summary whole, so nothing is lost', () => {
    const first = 'Rewrite the introduction so that it explains '.repeat(4).trim();
    const turn = turnOf(`${first}\nand the flag`);
    expect(turn.summary?.length).toBeLessThan(first.length);
    expect(turn.details).toBe(`${first}\nand the flag`);
  });

  it('quotes a message whose other lines are empty', () => {
    expect(turnOf('Rewrite the intro\n\n')).toEqual({ quote: 'Rewrite the intro' });
  });

  it('never says a first line twice, and loses no line, for any message of plain words', () => {
    const line = fc.stringMatching(/^[a-z][a-z ]{0,120}$/);
    fc.assert(
      fc.property(fc.array(line, { minLength: 2, maxLength: 6 }), (lines) => {
        const text = lines.join('\n');
        const turn = turnOf(text);
        if (turn.quote !== undefined) return;
        const first = lines[0] ?? '';
        if (turn.summary === first) expect(`${turn.summary}\n${turn.details ?? ''}`).toBe(text);
        else expect(turn.details).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});
