/**
 * Was broken: examples/start-and-wait.yml as written (github-token left at its default, the
 * workflow's GITHUB_TOKEN, which cannot read the docs repository) on a job that completed with
 * no prLink ends with the notice "completed: pull request unknown" whose whole text is "Completed
 * after 0s; the service names no pull request, and whether the job has one on its agent's branch
 * could not be read (... HTTP 404 ...)." It names no fix: the "Give 'github-token' a token that
 * can read acme/docs's pull requests" advice that src/report/verdict.ts builds is kept only when
 * `require-pr` is true (completedWithUnknownPullRequest drops `next` otherwise).
 *
 * How a user meets it: copies the start-and-wait recipe (the README's first cookbook entry); the
 * docs live in another repository, as the README says they usually do; `pr-link` is empty and the
 * annotation and summary say only that something "could not be read", with no word of what to do.
 *
 * What should happen instead: as the README promises ("pass a `github-token` that can read it ...,
 * or the look-up says so in one line") and the product's rule (every message says what happened
 * and what to do next), the notice (and the summary) names 'github-token' and the repository it
 * must read, whether or not require-pr is set.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';

/** The start-and-wait recipe's `with:`, less its expressions. */
function recipeStep(): Record<string, string> {
  const workflow = parse(
    readFileSync(path.join(import.meta.dirname, '..', 'examples', 'start-and-wait.yml'), 'utf8'),
  ) as {
    jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, unknown> }> }>;
  };
  const step = workflow.jobs.docs?.steps.find((s) => s.uses?.includes('wait-for-agent-job'));
  return Object.fromEntries(
    Object.entries(step?.with ?? {})
      .map(([k, v]) => [k, String(v)])
      .filter(([, v]) => !(v ?? '').includes('${{')),
  );
}

/** The service as the spec has it: a started job that completes having changed no files (prLink null). */
let service: http.Server;
let serviceUrl = '';
beforeAll(async () => {
  service = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const job = {
        id: 'job-docs-1',
        status: request.method === 'POST' ? 'active' : 'completed',
        source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-docs-1' },
        model: 'claude-sonnet-4-5',
        prLink: null,
        createdAt: '2026-11-22T09:00:00.000Z',
        archivedAt: null,
      };
      response.writeHead(request.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(job));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

let github: SimGitHub;
beforeEach(async () => {
  // The workflow's own GITHUB_TOKEN: it reads and writes acme/product only (the docs live in acme/docs).
  github = await startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' } },
  });
});
afterEach(() => github.close());

function pushToMain(): Promise<ActionRun> {
  const env = pullRequestEnv(github.url, 81_101, {
    GITHUB_EVENT_NAME: 'push',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REF_NAME: 'main',
    GITHUB_EVENT_PATH: eventFile({ ref: 'refs/heads/main', after: 'b'.repeat(40) }),
  });
  const inputs = {
    ...recipeStep(),
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': serviceUrl,
    'poll-interval': '100ms',
    prompt: 'Update the documentation for the changes in acme/product@bbbb.',
    // action.yml's defaults, as the runner fills them in: ${{ github.token }}.
    'github-token': REPORT_TOKEN,
    'report-token': REPORT_TOKEN,
  };
  return github.running(env, () => runAction(inputs, { env, killAfterMs: 30_000 }));
}

describe('the start-and-wait recipe, on a job whose pull request the default github-token cannot look up', () => {
  it("says what to do: give 'github-token' a token that reads the docs repository", async () => {
    expect(recipeStep()['require-pr']).toBeUndefined();
    const run = await pushToMain();
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['pr-link']).toBe('');
    const notice = run.annotations.find((a) => a.command === 'notice' && /job-docs-1/.test(a.properties.title ?? ''));
    expect(notice?.properties.title).toMatch(/pull request unknown/);
    // The fix, in the annotation a user reads: the input to change, and for which repository.
    expect(notice?.message).toMatch(/github-token/);
    expect(notice?.message).toMatch(/acme\/docs/);
    expect(run.summary).toMatch(/github-token/);
  });
});
