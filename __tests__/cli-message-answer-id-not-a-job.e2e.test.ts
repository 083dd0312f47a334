/**
 * Was broken: `message job-asked` whose 2xx answer cannot be used (no job status) but carries
 * another `id` (the message's own id, or a cache's other job) hands that id on as the job:
 * `--json`'s `job-id`, the dotenv's JOB_ID and the error's title all name `msg_…`, never the job
 * the message went to.
 *
 * Now, as promised: README, Outputs: "`job-id` | The job started, messaged or waited for (after an
 * unusable answer to a start, any id it gave)"; docs/endings.md: "`job-id`, after a start whose
 * answer could not be used … is any id the service's answer gave" (a start only: a follow-up's job
 * is known).
 */
/**
 * How a user meets it: a GitLab job runs `wait-for-agent-job message "$JOB_ID" --message ...
 * --output-file agent.env`; the service (or a proxy in front of it) answers the follow-up 200 with
 * the message it recorded, `{"id":"msg_01HZX...","createdAt":...}`, not a job. The command rightly
 * says it cannot tell whether the message was taken (exit 5), but JOB_ID in agent.env is now
 * `msg_01HZX...`: the next CI job's `wait-for-agent-job wait "$JOB_ID"` asks the service for a job
 * that does not exist (404), and the job the message went to (job-asked) is named nowhere in the
 * data handed on. The step's own words ("Look at job job-asked's conversation") know the job.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
const folder = mkdtempSync(path.join(tmpdir(), 'found-message-answer-id-'));

beforeAll(async () => {
  service = await startService({ jobs: { 'job-asked': [{ job: { status: 'completed' } }] } });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

it('hands on the job the message went to, not the id the unusable answer carried', async () => {
  // The follow-up's answer: a 2xx that is no job (no status), carrying the message's own id.
  service.failNextPost({ http: 200, body: JSON.stringify({ id: 'msg_01HZX9', createdAt: '2026-12-01T10:00:00Z' }) });
  const file = path.join(folder, 'agent.env');

  const ran = await runCli([
    'message',
    'job-asked',
    '--message',
    'Make the intro shorter',
    '--json',
    '--output-file',
    file,
    '--base-url',
    service.url,
    '--allow-insecure-http',
    '--poll-interval',
    '1s',
    '--timeout',
    '20s',
  ]);

  // The message went to job-asked, once, and the answer could not be used: "may have been taken", exit 5.
  const posts = service.requests.filter((r) => r.method === 'POST').map((r) => r.url);
  expect(posts).toEqual(['/v2/agent/demo-project/job/job-asked/message']);
  expect(ran.code).toBe(5);

  // What the next CI job reads: the job messaged.
  const json = JSON.parse(ran.out) as Record<string, unknown>;
  expect(json['job-id']).toEqual(['job-asked']);
  expect(readFileSync(file, 'utf8')).toMatch(/^JOB_ID=job-asked$/m);
  // The error is about job-asked, not titled for an id that is no job.
  const error = ran.err.split('\n').find((line) => line.startsWith('error:')) ?? '';
  expect(error).toMatch(/^error: Agent job job-asked:/);
});
