/**
 * Several failing jobs are summed into one error annotation (src/report/report.ts `failureOf`):
 * the jobs' ids, then one next step for each kind of failure (at most six), each kept whole. No text is cut there:
 * the next steps stay messages whose values (a job id, the service's words, an unknown status)
 * are redacted, escaped and only then cut by the log, as every message is. Proven on the bundle
 * with the key in every value the service gives, placed where the cuts fall (a status is cut at
 * 60 characters, an id at 100), and four kinds of failure.
 */
import { beforeEach, expect, it } from '@jest/globals';
import { DEMO_API_KEY, type SimulatedService } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
let service: SimulatedService;
beforeEach(() => {
  service = sim.service();
});

/** Every piece of the key 6 characters long: none may leave the process. */
const pieces = (key: string): string[] => [...Array(key.length - 5).keys()].map((i) => key.slice(i, i + 6));

it('sums five failing jobs in one annotation with no piece of the key, wherever a cut falls', async () => {
  const ids = ['job-failed', 'job-archived', 'job-odd', 'job-gone', 'job-no-pr'];
  const near = (room: number) => `${'x'.repeat(room - 6)}${DEMO_API_KEY}`;
  service.setJob('job-failed', [{ job: { status: 'failed', error: near(60), summary: near(100) } }]);
  service.setJob('job-archived', [{ job: { status: 'archived', archivedAt: '2026-11-22T09:05:00.000Z' } }]);
  service.setJob('job-odd', [{ job: { status: near(60) } }, { job: { status: 'failed' } }]);
  service.setJob('job-gone', [{ http: 404, body: JSON.stringify({ error: `no job ${near(100)}` }) }]);
  service.setJob('job-no-pr', [{ job: { status: 'completed', prLink: null } }]);

  const run = await sim.act({
    'job-id': ids.join(','),
    'fail-on': 'failed,archived',
    'require-pr': 'true',
  });
  expect(run.outputs.outcome).not.toBe('completed');
  const summed = run.annotations.find((a) => a.command === 'error' && a.message.includes('jobs failed the step'));
  expect(summed?.message).toBeDefined();
  for (const id of ids) expect(summed?.message).toContain(id);
  // Four kinds of next step, each kept whole: the key the 404's words held is hidden in it.
  expect(summed?.message).toContain('no path of the API');
  expect(summed?.message).toContain('set require-pr: false');
  expect(run.annotations.some((a) => a.message.includes('HTTP 404: no job x') && a.message.includes('***'))).toBe(true);

  const printed = [run.stdout.replace(/^::add-mask::.*$/gm, ''), run.stderr, run.summary, JSON.stringify(run.outputs)];
  for (const piece of pieces(DEMO_API_KEY)) for (const text of printed) expect(text).not.toContain(piece);
});
