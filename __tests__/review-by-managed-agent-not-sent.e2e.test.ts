/**
 * Was broken: with the agent a managed (EMU) machine user (`agent-login: docs-bot_acme`, a `User`
 * account, the docs pull request's author), the agent's own review on its docs pull request (a
 * reply in a thread, which GitHub wraps in a COMMENTED review) is sent back to the agent as a
 * follow-up, and answered "went to the agent".
 *
 * Now, as promised: docs/pull-request.md, Reviews: "Not sent and not answered (the log says why):
 * ... the reviews of the action's own account and of the agent's (the docs pull request's
 * author)"; README `agent-login`: "the agent's account (`[bot]` optional)".
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimGitHub } from '../sim/github-api.ts';
import { eventFile, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DOCS, DOCS_HEAD, useDocsReviewWorld } from './helpers/docs-review-world.ts';

jest.setTimeout(90_000);

const AGENT = 'docs-bot_acme';
// The agent's machine user pushes its branches: it has write access, as a person would.
const w = useDocsReviewWorld({
  runIds: 771_000,
  author: { login: AGENT, type: 'User' },
  collaborators: { [AGENT]: { permission: 'write', role_name: 'write' } },
});

/** The docs repository's run for a review, with the event GitHub sends: the pull request's author is the agent's User account. */
function reviewRun(review: ReturnType<SimGitHub['addReview']>): Promise<ActionRun> {
  const event = {
    action: 'submitted',
    review: { ...review, state: review.state.toLowerCase() },
    pull_request: {
      number: 101,
      head: { sha: DOCS_HEAD, repo: { full_name: 'acme/docs' } },
      base: { repo: { full_name: 'acme/docs' } },
      user: { login: AGENT, type: 'User' },
    },
    repository: { full_name: 'acme/docs' },
  };
  const env = pullRequestEnv(w.github.url, w.runId + 1, {
    GITHUB_REPOSITORY: 'acme/docs',
    GITHUB_EVENT_NAME: 'pull_request_review',
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_WORKFLOW: 'Converse',
    GITHUB_ACTOR: AGENT,
  });
  return runAction(w.docsInputs({ 'agent-login': AGENT }), {
    killAfterMs: 60_000,
    env,
  });
}

describe("the agent's own review on its docs pull request, the agent a managed machine user", () => {
  it('is not sent back to the agent', async () => {
    expect((await w.productRun({ 'agent-login': AGENT })).outputs.outcome).toBe('completed');
    // The agent answers a reviewer in a thread: GitHub wraps the reply in a COMMENTED review by the agent.
    const review = w.github.addReview(DOCS, { state: 'COMMENTED', login: AGENT, body: '' }, [
      {
        path: 'docs/flags.md',
        line: 3,
        diff_hunk: '@@ -1,3 +1,3 @@\n a\n b\n+c',
        body: 'Done: I shortened the intro.',
      },
    ]);
    const run = await reviewRun(review);
    expect(run.exitCode).toBe(0);
    expect({ outcome: run.outputs.outcome, messages: w.messages() }).toEqual({ outcome: 'skipped', messages: [] });
    const answered = w.github.comments.filter((c) => c.issue === DOCS && c.body.includes('review-answered'));
    expect(answered).toEqual([]);
  });
});
