/**
 * Was broken: a push's run read whether the job's docs pull request was merged or closed from a
 * pull request of the same owner, name and number on THIS run's GitHub when the link named another
 * host (src/step/push-news.ts took `addressOf(pr)` without its `sameServer` flag), with
 * `github-token`: a namesake merged on github.com (or a service answering such a link on purpose)
 * made every push start a new job. Every other reader of the link refused a link off this GitHub.
 *
 * Now the class is closed where links become addresses: `CodeHost.addressOf` names only a pull
 * request on this run's server, for every reader (the push, the close, the docs comment, the
 * mirror, the sweep's docs event). docs/pull-request.md: "A docs pull request on another host than
 * this run's GitHub gets no comment and one warning"; SECURITY.md: `github-token` is sent only to
 * this run's GitHub. A pull request this run cannot read is taken as open: the push is told.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService({
  activeReads: 1,
  startedPrLink: 'https://ghe.example.com/acme/docs/pull/42',
  repository: 'https://ghe.example.com/acme/docs',
});
const DOCS_TOKEN = 'ghs_docsAppInstallationToken000001';
const HEAD1 = '1'.repeat(40);
const HEAD2 = '2'.repeat(40);
let github: SimGitHub;
let runId = 61_000;
let pulls: Record<string, Record<string, unknown>>;
afterEach(() => github.close());
beforeEach(async () => {
  pulls = {
    [`${PR_REPOSITORY}#5`]: {
      ...{ number: 5, state: 'open', head: { sha: HEAD1, ref: 'feature' } },
      ...{ files: ['src/cli.ts'], user: { login: 'octocat' } },
    },
    // github.com's acme/docs#42: not the job's docs pull request (that one is on ghe.example.com).
    'acme/docs#42': {
      ...{ number: 42, state: 'closed', merged: true, merged_at: '2026-01-01T00:00:00Z' },
      ...{ head: { sha: 'd'.repeat(40), ref: 'release-notes' }, user: { login: 'someone' } },
    },
  };
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'read' },
      [DOCS_TOKEN]: { readable: ['acme/docs'], repository: 'acme/docs', pullRequests: 'write' },
    },
    pulls,
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --dry-run flag' }],
        files: ['src/cli.ts'],
      },
    },
  });
});

const inputs = () =>
  sim.inputs({
    prompt: 'Update the documentation.',
    'check-name': 'Docs agent',
    'report-token': REPORT_TOKEN,
    'github-token': DOCS_TOKEN,
    timeout: '60s',
  });

function prRun(action: string, head: string): Promise<ActionRun> {
  Object.assign(pulls[`${PR_REPOSITORY}#5`] ?? {}, { head: { sha: head, ref: 'feature' } });
  const pull_request = {
    ...{ number: 5, draft: false, labels: [], user: { login: 'octocat', type: 'User' } },
    head: { sha: head, ref: 'feature', repo: { full_name: PR_REPOSITORY } },
    base: { repo: { full_name: PR_REPOSITORY } },
  };
  const event = { action, pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
  return runAction(inputs(), {
    killAfterMs: 60_000,
    env: pullRequestEnv(github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) }),
  });
}

const starts = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job'));
const messages = () => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/message'));

describe("a push, when the job's docs pull request is on another host than this run's GitHub", () => {
  it("never reads this GitHub's namesake pull request, and tells the job the push instead of starting another", async () => {
    const opened = await prRun('opened', HEAD1);
    expect(opened.outputs.outcome).toBe('completed');
    const pushed = await prRun('synchronize', HEAD2);
    // The job's docs pull request is ghe.example.com's: github.com's acme/docs#42 is someone else's.
    expect(github.requests.filter((r) => r.url.startsWith('/repos/acme/docs/pulls/42'))).toEqual([]);
    expect(pushed.log.join('\n')).not.toContain('acme/docs#42 was merged');
    expect(starts()).toHaveLength(1);
    expect(messages()).toHaveLength(1);
  });
});
