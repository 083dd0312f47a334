/**
 * Was broken: the redaction's reading that takes white space and invisible characters out of a text
 * (src/output/redaction.ts `SPACE`: JavaScript's `\s`, marks, format characters) does not take out
 * U+0085 NEXT LINE, which Unicode counts as white space and a line break, nor the invisible letters
 * the log itself escapes as invisible (the Hangul fillers U+3164, U+FFA0: src/output/text.ts
 * INVISIBLE). So the api-key with one of them between its characters (or wrapped at NEL line
 * breaks) matches nothing; the log then shows each as `\u0085` or `\u3164`, and the key reads
 * plainly between them on every surface: the log, the job summary, the `job` output.
 *
 * How a user meets it: a misbehaving or compromised service (SECURITY.md: every byte of its answers
 * is untrusted) puts the key it was sent in a job field (`model`), split by NEL or a Hangul filler.
 * SECURITY.md promises a secret is hidden "split by white space, escaped line breaks or characters
 * that show nothing"; the same key split by U+2028, a zero-width space or a soft hyphen is hidden.
 *
 * What should happen instead: the split key is `***` on every surface.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** Every surface of a run, the ::add-mask:: lines aside. */
function surfaces(run: ActionRun): Record<string, string> {
  return {
    log: run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    outputs: JSON.stringify(run.outputs),
    summary: run.summary,
  };
}

/** The text as a reader reads it: entities decoded, the separators (raw or escaped) taken out. */
const read = (text: string): string =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\\+u(?:0085|2028|200b|3164|ffa0)|[\u0085\u2028\u200b\u3164\uffa0]/gi, '');

describe('the api-key split by white space or a character that shows nothing', () => {
  it.each([
    ['U+2028 LINE SEPARATOR (hidden today)', '\u2028'],
    ['a zero-width space (hidden today)', '\u200b'],
    ['U+0085 NEXT LINE', '\u0085'],
    ['a Hangul filler (U+3164)', '\u3164'],
    ['a halfwidth Hangul filler (U+FFA0)', '\uffa0'],
  ])('by %s, in a job field, is on no surface', async (_, separator) => {
    const split = [...DEMO_API_KEY].join(separator);
    sim
      .service()
      .setJob('job-split', [
        { job: { status: 'completed', model: `claude ${split}`, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-split' });
    expect(run.outputs.outcome).toBe('completed');
    const shown = Object.entries(surfaces(run))
      .filter(([, text]) => read(text).includes(DEMO_API_KEY))
      .map(
        ([surface, text]) =>
          `${surface}: ${text
            .split('\n')
            .find((line) => read(line).includes(DEMO_API_KEY))
            ?.slice(0, 160)}`,
      );
    expect(shown).toEqual([]);
  });
});
