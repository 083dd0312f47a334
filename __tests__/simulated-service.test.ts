/**
 * The simulated service's clocks for a started or messaged job: real time (`jobDurationMs` on
 * `now`), reads of the job (`activeReads`), or the test's word (`holdJobs`, `completeJob`).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

let service: SimulatedService;
afterEach(() => service.close());

const call = async (method: 'GET' | 'POST', path = ''): Promise<Record<string, unknown>> => {
  const response = await fetch(`${service.url}/v2/agent/${DEMO_PROJECT_ID}/job${path}`, {
    method,
    headers: { authorization: `Bearer ${DEMO_API_KEY}`, 'content-type': 'application/json' },
    ...(method === 'POST' ? { body: JSON.stringify({ prompt: 'Document the flag.' }) } : {}),
  });
  return (await response.json()) as Record<string, unknown>;
};
const start = async (): Promise<string> => String((await call('POST')).id);
const statuses = async (id: string, reads: number): Promise<unknown[]> => {
  const seen: unknown[] = [];
  for (let i = 0; i < reads; i++) seen.push((await call('GET', `/${id}`)).status);
  return seen;
};

describe('how long a started or messaged job stays active', () => {
  it('activeReads: that many reads, then it ends; the answer to the start or message is no read', async () => {
    service = await startService({ activeReads: 2, now: () => 0 });
    const id = await start();
    expect(await statuses(id, 4)).toEqual(['active', 'active', 'completed', 'completed']);
    expect(await call('POST', `/${id}/message`)).toMatchObject({ status: 'active' });
    expect(await statuses(id, 3)).toEqual(['active', 'active', 'completed']);
  });

  it('jobDurationMs on the `now` it is given, as before', async () => {
    let now = 0;
    service = await startService({ jobDurationMs: 1_000, now: () => now });
    const id = await start();
    expect(await statuses(id, 2)).toEqual(['active', 'active']);
    now = 1_000;
    expect(await statuses(id, 1)).toEqual(['completed']);
  });

  it('holdJobs: active until the test ends it, on any clock; the ending is as endLiveJobsAs says', async () => {
    let now = 0;
    service = await startService({ holdJobs: true, activeReads: 1, jobDurationMs: 1_000, now: () => now });
    const [first, second] = [await start(), await start()];
    now = 60_000;
    expect(await statuses(first, 3)).toEqual(['active', 'active', 'active']);
    service.endLiveJobsAs('failed');
    service.completeJob(first);
    expect(await statuses(first, 1)).toEqual(['failed']);
    expect(await statuses(second, 1)).toEqual(['active']);
    service.completeJob();
    expect(await statuses(second, 1)).toEqual(['failed']);
    expect(() => service.completeJob('job-none')).toThrow('no job job-none was started or messaged');
  });

  it('holdJobs(false) lets the next jobs keep their clock; reset puts the option back', async () => {
    service = await startService({ holdJobs: true, activeReads: 1 });
    service.holdJobs(false);
    const free = await start();
    expect(await statuses(free, 2)).toEqual(['active', 'completed']);
    service.reset();
    const held = await start();
    expect(await statuses(held, 3)).toEqual(['active', 'active', 'active']);
  });
});
