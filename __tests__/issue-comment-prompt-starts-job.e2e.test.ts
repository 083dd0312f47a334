/**
 * Was broken: src/step/comment-run.ts `commentRun` now sends every `issue_comment` run without
 * `follow-up-command` to `withoutCommand`, whatever the comment is on. A comment on a plain issue
 * (not a pull request: the trigger has no `pullNumber`) cannot be brought into step
 * (`asItsEvent` returns undefined at once, logging nothing), so the run ends `skipped`: "This
 * comment's run sends the job nothing: 'follow-up-command' is not set ... the pull request was not
 * brought into step (the log says why)". There is no pull request, no job, and the log says no why.
 * Before bd16b19 such a run started its job with the `prompt`, as on any other event.
 *
 * How a user meets it: a workflow `on: issue_comment` that starts a docs job from an issue (the
 * issue's text or the comment as `prompt`, e.g. a "/write-docs" comment on a feature-request
 * issue), with no `follow-up-command` since there is no pull request to follow. Every such run
 * now ends skipped, telling them to set `follow-up-command` or drop `issue_comment` from `on:`;
 * the job they asked for never starts.
 *
 * Was: outputs.started is 'false' and outcome 'skipped'; the service gets no start (the
 * bundle before bd16b19 passes this test: it started the job, outcome 'completed').
 *
 * Now, as promised: README: "On any event, a `prompt` starts a job"; the pull-request
 * handling (bd16b19: "starts no second job" on a pull request that has one) is about pull requests
 * only, and docs/pull-request.md says "a comment on a plain issue reads nothing".
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1 });
let github: SimGitHub;
afterEach(() => github.close());

describe('an issue_comment on a plain issue, with a prompt and no follow-up-command', () => {
  it('starts the job with the prompt', async () => {
    github = await startSimulatedGitHub({
      tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
    });
    const event = {
      action: 'created',
      issue: { number: 12, title: 'Document the --verbose flag' },
      comment: {
        id: 9001,
        body: '/write-docs Document the --verbose flag',
        user: { login: 'lead', type: 'User' },
        created_at: '2026-11-22T09:10:00Z',
      },
      repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
    };
    const env = pullRequestEnv(github.url, 81_001, {
      GITHUB_EVENT_NAME: 'issue_comment',
      GITHUB_EVENT_PATH: eventFile(event),
      GITHUB_WORKFLOW: 'Docs from issues',
      GITHUB_ACTOR: 'lead',
    });
    const run = await runAction(
      sim.inputs({
        prompt: 'Document the --verbose flag (issue #12).',
        'report-token': REPORT_TOKEN,
        'github-token': REPORT_TOKEN,
      }),
      { env, killAfterMs: 25_000 },
    );
    const starts = sim
      .service()
      .requests.filter((r) => r.method === 'POST' && /\/job$/.test(r.url.split('?')[0] ?? ''));
    expect({ started: run.outputs.started, outcome: run.outputs.outcome, starts: starts.length }).toEqual({
      started: 'true',
      outcome: 'completed',
      starts: 1,
    });
  });
});
