/**
 * Was broken (a new user's helper): a `start` the service refused started no job, yet `--json`
 * said `"job-id": []` beside `"pr-links": [null]`, `"pending-count": 1` and a `results` entry with
 * no id: one job pending where there was none, against "the four counts add up to all jobs"
 * (README). A start that made no job now names none: no result, no link, every count 0.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let svc: SimulatedService;
beforeAll(async () => {
  svc = await startService({});
});
afterAll(async () => svc.close());

describe('a start the service refuses', () => {
  it('hands on no job: no result, no link, every count 0', async () => {
    svc.failNextPost({ http: 403, body: '{"error":"this key may not start jobs"}' });
    const ran = await runCli(['start', '--prompt', 'Document the flag', '--json', '--base-url', svc.url]);
    expect(ran.code).toBe(4);
    expect(JSON.parse(ran.out)).toMatchObject({
      outcome: 'unauthorized',
      'job-id': [],
      results: [],
      'pr-links': [],
      'completed-count': 0,
      'failed-count': 0,
      'archived-count': 0,
      'pending-count': 0,
    });
  });
});
