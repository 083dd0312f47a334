/**
 * Was broken: `message JOB` answered with a redirect ends "Could not send the message to job JOB:
 * the service answered HTTP 302, a redirect to …; a start is never sent twice, so it is not
 * followed": a follow-up is explained as a start, so the user reads that something about starting
 * a job went wrong.
 *
 * Now, as promised: docs/cli.md, Exit codes: a refused request's message "names the flag and the
 * fix"; README ("Follow-ups"): a message is a follow-up to an existing job, never a start; the
 * command line's words say what happened.
 */
/**
 * How a user meets it: the API moved and its old address answers every POST with a 302. `message
 * job_123 --message ...` says "a start is never sent twice", though nothing was being started:
 * a user running a follow-up wonders whether a new job was started, or the message was taken as
 * one. The reason is the same for a message (a POST is never sent twice unless surely unacted
 * on), and the words should say so for the message.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ jobs: { 'job-asked': [{ job: { status: 'completed' } }] } });
});
afterAll(async () => service.close());

it('a redirected follow-up is not called a start', async () => {
  service.failNextPost({
    http: 302,
    body: '',
    headers: { location: 'https://api.moved.example/v2/agent/demo-project/job/job-asked/message' },
  });
  const ran = await runCli([
    'message',
    'job-asked',
    '--message',
    'Make the intro shorter',
    '--base-url',
    service.url,
    '--allow-insecure-http',
    '--poll-interval',
    '1s',
    '--timeout',
    '20s',
  ]);
  const line = ran.err.split('\n').find((l) => l.startsWith('error:')) ?? '';
  // It is the message that was not sent (said right), and the redirect's target is named.
  expect(line).toContain('Could not send the message to job job-asked');
  expect(line).toContain('api.moved.example');
  // No word of a start: none was asked for.
  expect(line).not.toMatch(/\bstart\b/i);
});
