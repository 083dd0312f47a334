/** Probe world: the sweep.e2e setup, shared by the found-badday tests. */
import { afterEach, beforeEach, expect, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { startSimulatedGitHub, type SimGitHub, type SimGitHubOptions, type TokenGrant } from '../../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, PR_STEP, pullRequestEnv, REPORT_TOKEN } from '../../sim/pull-request.ts';
import { runAction, type ActionRun } from '../../sim/run-action.ts';
import { DEMO_API_KEY, type ServiceOptions } from '../../sim/service.ts';
import { readCommentRecords } from '../../src/pull-request/record.ts';
import { deadlinesPassed } from './deadlines-passed.ts';
import { useSimulatedService } from './simulated.ts';

export const HEADS = ['1', '2', '3'].map((d) => d.repeat(40)) as [string, string, string];
export const LABEL = 'agent-job-pending';

/** What GitHub compares between the world's heads: one commit a push, each its own file. */
export const SWEEP_COMPARISONS = {
  [`${PR_REPOSITORY}:${HEADS[0]}...${HEADS[1]}`]: {
    commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
    files: ['src/flag.ts'],
  },
  [`${PR_REPOSITORY}:${HEADS[1]}...${HEADS[2]}`]: {
    commits: [{ sha: 'd'.repeat(40), message: 'Add the --other option' }],
    files: ['src/other.ts'],
  },
  [`${PR_REPOSITORY}:${HEADS[0]}...${HEADS[2]}`]: {
    commits: [
      { sha: 'c'.repeat(40), message: 'Add the --flag option' },
      { sha: 'd'.repeat(40), message: 'Add the --other option' },
    ],
    files: ['src/flag.ts', 'src/other.ts'],
  },
};

/**
 * `service`: the simulated service's options besides its clock (stale reads after a message, say);
 * `github`: the simulated GitHub's besides its tokens. `w.tokens` are the tokens GitHub takes,
 * which a test may change between runs (a permission given later, a token revoked); `w.env` is
 * added to every run's environment.
 */
export function useSweepWorld(
  base: number,
  grant: TokenGrant = {},
  service: ServiceOptions = {},
  github: Partial<SimGitHubOptions> = {},
) {
  jest.setTimeout(180_000);
  const clock = { service: 0 };
  const sim = useSimulatedService({ now: () => clock.service, jobDurationMs: 60_000, ...service });
  const w = {
    sim,
    clock,
    github: undefined as unknown as SimGitHub,
    pulls: {} as Record<
      string,
      { number: number; head: { sha: string }; files: string[]; state?: string; merged?: boolean }
    >,
    runId: base,
    tokens: {} as Record<string, TokenGrant>,
    env: {} as Record<string, string>,
    stepInputs: (extra: Record<string, string> = {}) =>
      sim.inputs({
        prompt: 'Document the changes of this pull request.',
        wait: 'sweep',
        'check-name': 'Docs',
        'report-token': REPORT_TOKEN,
        'github-token': REPORT_TOKEN,
        'follow-up-command': '/docs',
        timeout: '30m',
        'poll-interval': '10s',
        ...extra,
      }),
    prRun(
      action: string,
      head: string,
      extra: Record<string, string> = {},
      onStart?: (c: ChildProcess) => void,
      labels: string[] = [],
    ) {
      w.runId++;
      // A push's event names the head it replaced, as GitHub's does.
      const before = action === 'synchronize' ? { before: w.pulls[`${PR_REPOSITORY}#5`]!.head.sha } : {};
      w.pulls[`${PR_REPOSITORY}#5`]!.head.sha = head;
      const event = {
        action,
        ...before,
        pull_request: {
          number: 5,
          draft: false,
          labels: labels.map((name) => ({ name })),
          head: { sha: head, repo: { full_name: PR_REPOSITORY } },
          base: { repo: { full_name: PR_REPOSITORY } },
        },
        ...(action === 'labeled' ? { label: { name: 'x' } } : {}),
        repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
      };
      const env = pullRequestEnv(w.github.url, w.runId, { GITHUB_EVENT_PATH: eventFile(event), ...w.env });
      return w.github.running(env, () =>
        runAction(w.stepInputs(extra), { killAfterMs: 60_000, env, ...(onStart ? { onStart } : {}) }),
      );
    },
    /**
     * GitHub from the next sweep on: the claim's and the job's own turn's comment writes go
     * through, then every comment write answers 502; with `command`, its 👀 is made and every
     * reaction after it answers 502 (the 🚀 never made).
     */
    failRecordWrites(command?: number): void {
      const bad = { status: 502, body: { message: 'Bad gateway' }, times: 100 };
      const write = /\/issues\/comments\/\d+$/;
      w.github.faults.push({ method: 'PATCH', path: write, status: 200, until: Promise.resolve(), times: 2 });
      w.github.faults.push({ method: 'PATCH', path: write, ...bad });
      if (command === undefined) return;
      const reactions = new RegExp(`/issues/comments/${command}/reactions$`);
      w.github.faults.push({ method: 'POST', path: reactions, status: 200, until: Promise.resolve(), times: 1 });
      w.github.faults.push({ method: 'POST', path: reactions, ...bad });
    },
    sweep(extra: Record<string, string> = {}, onStart?: (c: ChildProcess) => void): Promise<ActionRun> {
      w.runId++;
      const env = pullRequestEnv(w.github.url, w.runId, {
        GITHUB_EVENT_NAME: 'schedule',
        ...w.env,
        GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
        GITHUB_WORKFLOW: 'Sweep',
        GITHUB_JOB: 'sweep',
        GITHUB_ACTION: 'sweep',
      });
      const inputs = sim.inputs({
        sweep: 'true',
        'report-token': REPORT_TOKEN,
        'github-token': REPORT_TOKEN,
        ...extra,
      });
      return w.github.running(env, () =>
        runAction(inputs, { killAfterMs: 60_000, env, ...(onStart ? { onStart } : {}) }),
      );
    },
    async commandRun(body: string, login = 'lead', onStart?: (c: ChildProcess) => void) {
      const { id } = w.github.addComment(`${PR_REPOSITORY}#5`, body, login);
      w.runId++;
      const event = {
        action: 'created',
        issue: { number: 5, pull_request: { url: `${w.github.url}/repos/${PR_REPOSITORY}/pulls/5` } },
        comment: { id, body, user: { login, type: 'User' } },
        repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
      };
      const env = pullRequestEnv(w.github.url, w.runId, {
        GITHUB_EVENT_NAME: 'issue_comment',
        ...w.env,
        GITHUB_EVENT_PATH: eventFile(event),
        GITHUB_ACTOR: login,
      });
      const run = await w.github.running(env, () =>
        runAction(w.stepInputs(), { killAfterMs: 60_000, env, ...(onStart ? { onStart } : {}) }),
      );
      return { id, run };
    },
    messages: () =>
      sim
        .requests()
        .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
        .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt)),
    starts: () => sim.requests().filter((r) => r.method === 'POST' && !r.url.endsWith('/message')),
    checkRunsOf: (sha: string) => w.github.checkRuns.filter((run) => run.head_sha === sha && run.name === 'Docs'),
    labelled: () => w.github.labels.get(`${PR_REPOSITORY}#5`)?.has(LABEL) === true,
    commentOf: () =>
      w.github.comments.find((c) => c.issue === `${PR_REPOSITORY}#5` && c.body.includes('<!-- wait-for-agent-job')),
    /** A `/docs` command queued while the job is busy, its turn past its `timeout` ended unsent; the command's comment id. */
    async commandTimedOutUnsent(): Promise<number> {
      await w.prRun('opened', HEADS[0]);
      w.clock.service = 10_000;
      const { id } = await w.commandRun('/docs add an example of --verbose');
      w.deadlinesPassed();
      w.clock.service = 20_000;
      await w.sweep();
      expect(w.records().some((record) => record.pending?.queued && record.pending.unsent)).toBe(true);
      return id;
    },
    reactionsOn: (id: number): string[] =>
      w.github.reactions.filter((reaction) => reaction.commentId === id).map((reaction) => reaction.content),
    /** Every pending record's deadline moved into the past. */
    deadlinesPassed: () => deadlinesPassed(w.commentOf(), w.github.now()),
    records: () => readCommentRecords(w.commentOf()?.body, PR_STEP, DEMO_API_KEY)?.records ?? [],
    trace: (from = 0) => w.github.requests.slice(from).map((r) => `${r.method} ${r.url.split('?')[0]}`),
  };
  afterEach(() => w.github?.close());
  beforeEach(async () => {
    clock.service = 0;
    w.runId += 100;
    w.pulls = { [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEADS[0] }, files: ['src/a.ts'] } };
    w.env = {};
    w.tokens = {
      [REPORT_TOKEN]: {
        repository: PR_REPOSITORY,
        readable: ['acme/docs'],
        pullRequests: 'write',
        checks: 'write',
        actions: 'write',
        ...grant,
      },
    };
    w.github = await startSimulatedGitHub({
      tokens: w.tokens,
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      pulls: w.pulls,
      comparisons: SWEEP_COMPARISONS,
      ...github,
    });
  });
  return w;
}
