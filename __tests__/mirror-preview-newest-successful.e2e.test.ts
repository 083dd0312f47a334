/**
 * Was broken: when the newest deployment of the docs pull request's head failed (a redeploy) and
 * an older deployment of that same head succeeded, the compact comment shows no preview at all: it
 * reads only the newest deployment's statuses.
 *
 * Now, as promised: docs/pull-request.md "The compact comment": the first line links "the preview:
 * the `environment_url` of the newest successful deployment of the docs pull request's head".
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService({ activeReads: 1 });
const DOCS_TOKEN = 'ghs_docsRepositoryReadToken000000002';
const DOCS_HEAD = 'd'.repeat(40);
const PREVIEW = 'https://docs-preview.example.com/42';

let github: SimGitHub;
afterEach(() => github.close());

describe("the compact comment's preview, the head's newest deployment failed", () => {
  it("links the head's newest successful deployment", async () => {
    github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
        [DOCS_TOKEN]: { readable: ['acme/docs'] },
      },
      pulls: {
        // Job `job-pr` of the simulated service opens acme/docs#42 on its branch.
        'acme/docs#42': {
          ...{ number: 42, state: 'open', draft: false, title: 'Document the billing API' },
          head: { sha: DOCS_HEAD, ref: 'agent/job-pr' },
        },
      },
      deployments: {
        // Newest first, as GitHub lists them: a redeploy of the same head that failed, then the one that succeeded.
        'acme/docs': [
          { id: 78, sha: DOCS_HEAD, statuses: [{ state: 'failure' }] },
          { id: 77, sha: DOCS_HEAD, statuses: [{ state: 'success', environment_url: PREVIEW }] },
        ],
      },
    });
    const run = await runAction(
      sim.inputs({ 'report-token': REPORT_TOKEN, 'github-token': DOCS_TOKEN, 'job-id': 'job-pr' }),
      { killAfterMs: 25_000, env: pullRequestEnv(github.url, 981_500) },
    );
    expect(run.outputs.outcome).toBe('completed');
    expect(github.comments).toHaveLength(1);
    const firstLine = /<h3>(.*?)<\/h3>/s.exec(github.comments[0]?.body ?? '')?.[1] ?? '';
    expect(firstLine).toContain('Document the billing API');
    // Was: no preview link at all on the first line.
    expect(firstLine).toContain(`<a href="${PREVIEW}">preview</a>`);
  });
});
