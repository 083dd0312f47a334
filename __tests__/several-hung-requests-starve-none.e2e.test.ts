/**
 * Was broken (a helper): `job-id: h1,h2,h3,h4,c1` with a service that holds the first four
 * requests: c1, which the service answers at once, was never asked (the four held requests kept
 * every one of the 4 places in flight), and the step timed out saying the service "did not answer
 * within 'timeout': check 'base-url', the network and any proxy" for a job it never asked about.
 *
 * Now a request held past 5 s gives its place to the next job's: c1 is read `completed`.
 */
import { expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

it('four held requests do not keep a fifth job from being read', async () => {
  const service = sim.service();
  const ids = ['h1', 'h2', 'h3', 'h4', 'c1'];
  for (const id of ids)
    service.setJob(id, id.startsWith('h') ? [{ hang: true }] : [{ job: { status: 'completed', prLink: null } }]);
  const run = await sim.act({ 'job-id': ids.join(','), timeout: '15s', 'poll-interval': '1s' });
  const results = JSON.parse(run.outputs.results ?? '[]') as Array<{ id: string; outcome: string }>;
  expect(results.find((result) => result.id === 'c1')?.outcome).toBe('completed');
  expect(run.outputs['completed-count']).toBe('1');
  expect(service.requests.some((request) => request.url.endsWith('/c1'))).toBe(true);
});
