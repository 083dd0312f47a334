/**
 * Was broken: the api-key as a list of its characters, `["m","i","n","t","_",...]` (JSON of
 * `[...key]` / `Array.from(key)`) or `['m', 'i', 'n', ...]` (Python's `list(key)`), is shown whole.
 * The split reading (SPLIT in src/output/redaction.ts) takes out one separator character between
 * two letters or digits; here each letter sits between quotes, so `","` and `', '` split nothing
 * it reads, and no other reading takes the quotes out.
 *
 * How a user meets it: a service (or a debugging layer in front of it) that echoes the caller's key
 * as a list of characters in a job field. The step hands the field to the `model` and `job`
 * outputs (every later step has them) and prints it in its log; the job summary shows it too.
 *
 * What should happen instead (SECURITY.md: the key is hidden with its letters "split by ... `,`";
 * the guide: no secret nor any piece of one, encoded in any way, ever appears on a surface): the
 * key written as a list of its characters is hidden.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** Every surface of a run (the ::add-mask:: lines aside), with a list's quotes, commas and spaces taken out. */
function letters(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.annotations.map((a) => a.message).join('\n'),
    run.stderr,
    ...Object.values(run.outputs),
    run.summary.replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))).replace(/&quot;/g, '"'),
  ]
    .join('\n')
    .replace(/["'\\, ]/g, '');
}

async function echoed(id: string, value: string): Promise<ActionRun> {
  sim
    .service()
    .setJob(id, [{ job: { status: 'completed', model: value, prLink: 'https://github.com/acme/docs/pull/42' } }]);
  const run = await sim.act({ 'job-id': id });
  expect(run.outputs.outcome).toBe('completed');
  return run;
}

describe('the api-key as a list of its characters, echoed by the service', () => {
  it('as JSON ["m","i",...] is on no surface', async () => {
    const run = await echoed('job-chars-json', JSON.stringify([...DEMO_API_KEY]));
    // Fails: the `model` output and the log's `model:` line hold ["m","i","n","t","_","d",...] whole.
    expect(letters(run)).not.toContain(DEMO_API_KEY);
  });

  it("as Python's list ['m', 'i', ...] is on no surface", async () => {
    const run = await echoed('job-chars-python', `['${[...DEMO_API_KEY].join("', '")}']`);
    // Fails: ['m', 'i', 'n', 't', '_', 'd', ...] is shown whole.
    expect(letters(run)).not.toContain(DEMO_API_KEY);
  });
});
