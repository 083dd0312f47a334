/**
 * Was broken: a step with `job-id` and `follow-up-command` (no `prompt`) on any event but a
 * comment (a push, a workflow_dispatch, a pull_request) never waits for the job it names: it ends
 * at once, exit 0, `outcome` `skipped`, `polls` 0, with "No follow-up sent: this run's event is
 * push, not a comment." On a push the step even warns "'follow-up-command' acts only on a pull
 * request's run, but this run's event (push) is about none: here it does nothing", and then the
 * input does the opposite of nothing: it switches off the wait `job-id` asked for. On a
 * pull_request event it is silent. src/step/comment-run.ts (`commentRun = config.followUp &&
 * (config.work.plan.kind !== 'start' || ...)`) treats every non-start run as a comment's run.
 *
 * How a user meets it: one step shared by a workflow `on: [issue_comment, workflow_dispatch]` (or
 * push) that waits for a job by its id (README: "On any event, ... a `job-id` waits for one
 * started elsewhere") and also answers `/docs`. Every dispatch or push run passes green without
 * reading the job, so a failed docs job never fails the workflow.
 *
 * What should happen instead: the warning is true (the input does nothing here) and `job-id` waits
 * for the job as documented, ending `completed` (or `failed`); or, if the combination is not meant
 * to be, a clear input error naming 'job-id' and 'follow-up-command'. Never a silent `skipped`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { eventFile } from '../sim/pull-request.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-done': [
        {
          job: {
            id: 'job-done',
            status: 'failed',
            source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-done' },
            model: 'claude-sonnet-4-5',
            prLink: null,
            createdAt: '2026-11-22T09:00:00.000Z',
            archivedAt: null,
          },
        },
      ],
    },
  });
});
afterAll(() => service.close());

const inputs = () => ({
  'project-id': DEMO_PROJECT_ID,
  'api-key': DEMO_API_KEY,
  'base-url': service.url,
  'poll-interval': '100ms',
  'job-id': 'job-done',
  'follow-up-command': '/docs',
});

const env = (eventName: string) => ({
  GITHUB_EVENT_NAME: eventName,
  GITHUB_EVENT_PATH: eventFile({}),
  GITHUB_REPOSITORY: 'acme/product',
  GITHUB_RUN_ID: '91001',
  GITHUB_SERVER_URL: 'https://github.com',
});

describe("a step with 'job-id' and 'follow-up-command', on a run that is no comment", () => {
  it.each(['push', 'workflow_dispatch', 'schedule'])(
    'on %s, waits for the job it names (it failed: the step fails)',
    async (eventName) => {
      const before = service.requests.length;
      const run = await runAction(inputs(), { env: env(eventName), killAfterMs: 30_000 });
      // The job is read and judged: it failed, so the step fails; never a quiet pass.
      expect(run.outputs.outcome).toBe('failed');
      expect(run.exitCode).toBe(1);
      expect(service.requests.length).toBeGreaterThan(before);
    },
  );
});

/**
 * The same, on a comment on an issue (found by the review of the first fix):
 * Was broken: f13900c makes a step with `job-id` and `follow-up-command` wait for its job on a run
 * that brings no comment (push, workflow_dispatch, schedule), but a comment on a plain ISSUE (no
 * pull request) still gets the old treatment: src/step/comment-run.ts `waitsForJobs` requires
 * `trigger.adds === undefined`, and an issue's comment has `adds: 'comment'` (src/github/trigger.ts
 * ADDS) though it is on no pull request, where the same file says "a comment on an issue is an
 * event like any other". The run ends `skipped`, exit 0, polls 0, never reading the job: a failed
 * docs job passes green. The sibling of the shape the commit fixed.
 *
 * How a user meets it: the commit's own setup, a workflow `on: [issue_comment, workflow_dispatch]`
 * whose step waits with `job-id` and answers `/docs`; someone comments on an issue. That run
 * passes without looking at the job.
 *
 * What should happen instead: as README ("On any event, ... a `job-id` waits for one started
 * elsewhere") and as a push does now: a comment that is on no pull request (so can carry no
 * command to a pull request's job) waits for the job named, here ending `failed`; never a quiet
 * `skipped`.
 */
const issueCommentEnv = () => ({
  GITHUB_EVENT_NAME: 'issue_comment',
  GITHUB_EVENT_PATH: eventFile({
    action: 'created',
    issue: { number: 12 },
    comment: { id: 7001, body: 'Thanks, looks good.', user: { login: 'lead', type: 'User' } },
    repository: { full_name: 'acme/product' },
  }),
  GITHUB_REPOSITORY: 'acme/product',
  GITHUB_RUN_ID: '91002',
  GITHUB_SERVER_URL: 'https://github.com',
});

describe("a step with 'job-id' and 'follow-up-command', on a comment on an issue (no pull request)", () => {
  it('waits for the job it names (it failed: the step fails)', async () => {
    const before = service.requests.length;
    const run = await runAction(inputs(), { env: issueCommentEnv(), killAfterMs: 30_000 });
    // Observed: outcome 'skipped', exit 0, polls 0, no request to the service; the log says only
    // "No follow-up sent: the comment is on an issue, not a pull request."
    expect({ outcome: run.outputs.outcome, exit: run.exitCode, polls: run.outputs.polls }).toEqual({
      outcome: 'failed',
      exit: 1,
      polls: expect.stringMatching(/^[1-9]/),
    });
    expect(service.requests.length).toBeGreaterThan(before);
  });
});
