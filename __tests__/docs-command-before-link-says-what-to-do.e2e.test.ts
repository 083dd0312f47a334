/**
 * Was broken (a helper reading one pull request's day, docs-repository recipe): a maintainer's
 * `/docs` on the agent's docs pull request while its job still worked, before the product pull
 * request's step wrote the comment that links the job there, was answered 😕 "No agent job was
 * started on this pull request by this action yet; start one first": a job was at work, and the
 * advice (start one) would start a second. Nothing in that recipe runs again on the docs pull
 * request by itself (a first fix kept the command owed, and a regression hunter found it sent
 * only by a later /docs, or never), so it is answered with what to do: write it again once the
 * link is there, or on the product pull request.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);

const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

let github: SimGitHub;
let runId = 3_160_000;
beforeEach(async () => {
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [DOCS]: {
        ...{ number: 101, state: 'open', draft: false, head: { sha: 'd'.repeat(40), ref: 'agent/job-started-1' } },
        user: { login: 'mintlify[bot]', type: 'Bot' },
      },
    },
  });
});
afterEach(() => github.close());

const productRun = (): Promise<ActionRun> =>
  runAction(
    sim.inputs({
      prompt: 'Document the new flag.',
      'report-token': REPORT_TOKEN,
      'docs-pr-comment': 'true',
      'github-token': DOCS_APP_TOKEN,
      'check-name': 'Docs',
    }),
    { killAfterMs: 25_000, env: pullRequestEnv(github.url, ++runId) },
  );

function docsCommand(body: string) {
  const written = github.addComment(DOCS, body, 'lead');
  const env = commentEventEnv(
    github.url,
    ++runId,
    { id: written.id, body, login: 'lead' },
    {},
    {
      repository: 'acme/docs',
      number: 101,
    },
  );
  const inputs = { 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' };
  return { written, run: runAction(sim.inputs(inputs), { killAfterMs: 25_000, env }) };
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
    .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));

describe("a /docs on the agent's docs pull request before its job is linked there", () => {
  it('is answered with what to do, and the next /docs once the link is there is sent', async () => {
    const early = docsCommand('/docs Use the product name.');
    const first = await early.run;
    expect(first.outputs.outcome).toBe('skipped');
    expect(first.stdout).toContain("this is the agent's own docs pull request, and no job is linked here yet");
    expect(github.reactions.filter((r) => r.commentId === early.written.id).map((r) => r.content)).toEqual([
      'confused',
    ]);
    const reply = github.comments.filter((c) => c.issue === DOCS).at(-1)?.body ?? '';
    expect(reply).toContain('its job is not linked here yet');
    expect(reply).toContain('Write the command again once it is here, or on the product pull request.');
    expect(reply).not.toContain('start one first');

    expect((await productRun()).outputs.outcome).toBe('completed');
    const next = docsCommand('/docs Add an example for the flag.');
    expect((await next.run).outputs.outcome).toBe('completed');
    expect(messages()).toEqual([expect.stringContaining('Add an example for the flag.')]);
  });
});
