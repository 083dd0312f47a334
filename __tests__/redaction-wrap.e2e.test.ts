/**
 * A key percent-encoded byte by byte and then wrapped at a width that splits an escape (`%6\nD`;
 * a wrapper's 25, 76, 80 columns) is read by the stacked reading, which takes white space out
 * before it decodes the escapes: the key reaches no surface.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const wrap = (text: string, columns: number): string =>
  text.match(new RegExp(`.{1,${columns}}`, 'g'))?.join('\n') ?? '';
const URL_ENCODED = [...Buffer.from(DEMO_API_KEY)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');

function surfaces(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');
}

/** Same reader as redaction-combos.e2e: breaks out, then %XX and \uXXXX decoded. */
function readsKey(text: string): boolean {
  const joined = text.replace(/%25/g, '%').replace(/\\\\n|\\n|\n|%0A|%0D|\r/gi, '');
  const decoded = joined
    .replace(/\\\\u([0-9a-f]{4})|\\u([0-9a-f]{4})/gi, (_, a?: string, b?: string) =>
      String.fromCharCode(parseInt(a ?? b ?? '0', 16)),
    )
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.includes(DEMO_API_KEY);
}

describe('the api-key encoded and wrapped at a width that splits its escapes', () => {
  it('URL-encoded byte by byte and wrapped at 25 columns, in a job field, is on no surface', async () => {
    sim
      .service()
      .setJob('job-url-wrap25', [
        { job: { status: 'completed', model: wrap(URL_ENCODED, 25), prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-url-wrap25' });
    expect(run.outputs.outcome).toBe('completed');
    expect(readsKey(surfaces(run))).toBe(false);
  });
});
