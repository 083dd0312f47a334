/**
 * A product pull request whose job keeps its comment on the agent's docs pull request
 * (acme/docs#101, in another repository), and the runs of that docs repository's workflow: the
 * simulated service and a fresh simulated GitHub for each test.
 */
import { afterEach, beforeEach } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../../sim/pull-request.ts';
import { runAction, type ActionRun } from '../../sim/run-action.ts';
import { useSimulatedService } from './simulated.ts';

export const DOCS = 'acme/docs#101';
export const DOCS_HEAD = 'd'.repeat(40);
export const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
export const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

export interface DocsReviewWorldOptions {
  /** Where this file's run ids start (each test moves on by 20). */
  runIds: number;
  /** The docs pull request's author: the agent's account (a `[bot]` by default). */
  author?: { login: string; type: 'Bot' | 'User' };
  /** Who may command on the docs repository besides `lead` (write). */
  collaborators?: Record<string, { permission: string; role_name: string }>;
}

export function useDocsReviewWorld(options: DocsReviewWorldOptions) {
  const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
  const w = {
    sim,
    github: undefined as unknown as SimGitHub,
    runId: options.runIds,
    /** The product pull request's run: starts the job and keeps its comment on the docs pull request. */
    productRun: (extra: Record<string, string> = {}): Promise<ActionRun> =>
      runAction(
        sim.inputs({
          prompt: 'Document the new flag.',
          'report-token': REPORT_TOKEN,
          'docs-pr-comment': 'true',
          'github-token': DOCS_APP_TOKEN,
          'check-name': 'Docs',
          ...extra,
        }),
        { killAfterMs: 25_000, env: pullRequestEnv(w.github.url, w.runId) },
      ),
    /** The docs repository's workflow inputs: its own token, no github-token. */
    docsInputs: (extra: Record<string, string> = {}) =>
      sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '', ...extra }),
    /** Every follow-up the service was sent, its text. */
    messages: (): string[] =>
      sim
        .requests()
        .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
        .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt)),
  };
  beforeEach(async () => {
    w.runId += 20;
    w.github = await startSimulatedGitHub({
      tokens: {
        [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
        [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
        [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
      },
      collaborators: { lead: { permission: 'write', role_name: 'write' }, ...options.collaborators },
      pulls: {
        [DOCS]: {
          ...{ number: 101, state: 'open', draft: false, head: { sha: DOCS_HEAD, ref: 'agent/job-started-1' } },
          user: options.author ?? { login: 'mintlify[bot]', type: 'Bot' },
        },
      },
    });
  });
  afterEach(() => w.github.close());
  return w;
}
