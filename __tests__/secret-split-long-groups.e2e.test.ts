/**
 * Was broken: the api-key split into groups of five or more characters by `-` (or `.`, `:`, `/`...) is
 * shown: the split reading (SPLIT in src/output/redaction.ts) is gated on five splits in a row of
 * groups of one to four characters, so `mint_demo0-12345-6789a-bcdef` is never joined, and no
 * group is a piece by itself (runs of 12, or the start and end pieces). A key in groups of five
 * (as licence keys and "readable" key displays write them) hands every character of it on.
 *
 * How a user meets it: a service that echoes the caller's key in a job field formatted for reading,
 * grouped by hyphens. The step hands the field to the `model` and `job` outputs (every later step
 * has them), prints it in its log and writes it to the job summary.
 *
 * What should happen instead (SECURITY.md: the key is hidden "split by ... `-`, `.`, `_`, `:`, `,`,
 * `/` or `|`"; the guide: no secret nor any piece of one, encoded in any way, on any surface): the
 * key split into groups of any length by those characters is hidden.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The key's own characters past `mint_`: demo0123456789abcdef. */
const KEY_TAIL = DEMO_API_KEY.slice('mint_'.length);

/** Each run of 12 of the key's own characters: a piece of it (RUN_CHARS in src/output/redaction.ts). */
const RUNS = Array.from({ length: KEY_TAIL.length - 11 }, (_, i) => KEY_TAIL.slice(i, i + 12));
const piecesIn = (text: string): string[] => RUNS.filter((run) => text.includes(run));

/** Every surface of a run (the ::add-mask:: lines aside), as a reader joins the groups back. */
function joined(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.annotations.map((a) => a.message).join('\n'),
    run.stderr,
    ...Object.values(run.outputs),
    run.summary.replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))),
  ]
    .join('\n')
    .replace(/[-.:/]/g, '');
}

async function echoed(id: string, value: string): Promise<ActionRun> {
  sim
    .service()
    .setJob(id, [{ job: { status: 'completed', model: value, prLink: 'https://github.com/acme/docs/pull/42' } }]);
  const run = await sim.act({ 'job-id': id });
  expect(run.outputs.outcome).toBe('completed');
  return run;
}

describe('the api-key in groups of five, echoed by the service', () => {
  it("split by '-' is on no surface", async () => {
    const grouped = `mint_${KEY_TAIL.match(/.{1,5}/g)?.join('-')}`; // mint_demo0-12345-6789a-bcdef
    const run = await echoed('job-groups-dash', grouped);
    // Fails: the `model` output, the log's `model:` and `job:` lines hold mint_demo0-12345-6789a-bcdef.
    expect(piecesIn(joined(run))).toEqual([]);
  });

  it("split by '.' in groups of six is on no surface", async () => {
    const grouped = `mint_${KEY_TAIL.match(/.{1,6}/g)?.join('.')}`; // mint_demo01.234567.89abcd.ef
    const run = await echoed('job-groups-dot', grouped);
    // Fails: only the first group (the key's start) is hidden; `.234567.89abcd.ef`, 14 of the
    // key's 20 secret characters, stays on the outputs and the log.
    expect(piecesIn(joined(run))).toEqual([]);
  });
});
