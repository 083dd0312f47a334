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
