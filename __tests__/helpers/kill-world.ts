/**
 * Fault-injection world: the sweep world (sweep-world.ts), made fresh on demand, with a hook that
 * stops the bundled action right after the Nth request the simulated GitHub receives: SIGKILL at
 * the arrival of request N+1 (held, never acted on), or SIGINT there (the runner's SIGTERM 7.5 s
 * and SIGKILL 2.5 s later), the request then answered as GitHub would.
 */
import { jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { startSimulatedGitHub, type SimGitHub } from '../../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, PR_STEP, pullRequestEnv, REPORT_TOKEN } from '../../sim/pull-request.ts';
import { runAction, type ActionRun } from '../../sim/run-action.ts';
import { DEMO_API_KEY } from '../../sim/service.ts';
import { readCommentRecords } from '../../src/pull-request/record.ts';
import { useSimulatedService } from './simulated.ts';
import { HEADS, SWEEP_COMPARISONS } from './sweep-world.ts';

export { HEADS };

export const LABEL = 'agent-job-pending';
export const DOCS_TOKEN = 'ghs_docsRepositoryAppToken0123456789';
export const ISSUE = `${PR_REPOSITORY}#5`;

export type Stop = { n: number; mode: 'KILL' | 'INT' } | undefined;

/** Where a world's last stopped run was stopped: the request, its route, what the service had taken. */
export interface LastStop {
  fired: boolean;
  requests: number;
  route: string;
  servicePosts: number;
}

/**
 * Stops a run of the bundle right after the Nth request the simulated GitHub receives (SIGKILL;
 * or SIGINT, then SIGTERM 7.5 s and SIGKILL 10 s later, as the runner does), and notes where in
 * `world.lastStop`. `onStart` goes to runAction; `done` once the run is over.
 */
export function stopAfter(
  world: { github: SimGitHub; lastStop: LastStop; servicePosts(): unknown[] },
  stop: Stop,
): { onStart(child: ChildProcess): void; done(): void } {
  const from = world.github.requests.length;
  const posts0 = world.servicePosts().length;
  world.lastStop = { fired: false, requests: 0, route: '', servicePosts: 0 };
  let hook: { path: RegExp } | undefined;
  const timers: NodeJS.Timeout[] = [];
  const onStart = (child: ChildProcess): void => {
    if (!stop) return;
    const never = new Promise(() => {});
    const matcher = {
      test: (): boolean => {
        if (world.github.requests.length - from <= stop.n) return false;
        if (!world.lastStop.fired) {
          world.lastStop.fired = true;
          const r = world.github.requests[from + stop.n];
          world.lastStop.route = `${r?.method} ${r?.url.split('?')[0]}`;
          world.lastStop.servicePosts = world.servicePosts().length - posts0;
          if (stop.mode === 'KILL') child.kill('SIGKILL');
          else {
            child.kill('SIGINT');
            timers.push(setTimeout(() => child.kill('SIGTERM'), 7_500));
            timers.push(setTimeout(() => child.kill('SIGKILL'), 10_000));
          }
        }
        return stop.mode === 'KILL';
      },
    } as unknown as RegExp;
    hook = { path: matcher };
    world.github.faults.unshift({ path: matcher, status: 200, until: never, times: 1e9 });
    child.on('exit', () => timers.forEach(clearTimeout));
  };
  const done = (): void => {
    timers.forEach(clearTimeout);
    const at = world.github.faults.findIndex((f) => f.path === hook?.path);
    if (at >= 0) world.github.faults.splice(at, 1);
    world.lastStop.requests = world.github.requests.length - from;
  };
  return { onStart, done };
}

export function useKillWorld() {
  jest.setTimeout(600_000);
  const clock = { service: 0 };
  /** The id the service gives the next job it starts. */
  const nextJob = (): string =>
    `job-started-${sim.service().requests.filter((r) => r.method === 'POST' && r.url.endsWith('/job')).length + 1}`;
  const sim = useSimulatedService({
    now: () => clock.service,
    jobDurationMs: 60_000,
    startedPrLink: 'https://github.com/acme/docs/pull/42',
  });
  let runId = 900_000;
  let serviceMark = 0;
  const w = {
    sim,
    clock,
    github: undefined as unknown as SimGitHub,
    pulls: {} as Record<string, Record<string, unknown> & { head?: { sha: string; ref?: string } }>,
    /** What the last stopped run saw: how many GitHub requests it made, and whether the stop came. */
    lastStop: { fired: false, requests: 0, route: '', servicePosts: 0 },
    async fresh(): Promise<void> {
      await w.github?.close();
      clock.service = 0;
      sim.service().reset();
      serviceMark = sim.service().requests.length;
      w.pulls = {
        [ISSUE]: { number: 5, head: { sha: HEADS[0] }, files: ['src/a.ts'] },
        // The docs pull request stands on the branch of the job the service starts next (the test's).
        'acme/docs#42': { number: 42, state: 'open', head: { sha: 'a'.repeat(40), ref: `agent/${nextJob()}` } },
      };
      w.github = await startSimulatedGitHub({
        tokens: {
          [REPORT_TOKEN]: {
            repository: PR_REPOSITORY,
            readable: ['acme/docs'],
            pullRequests: 'write',
            checks: 'write',
            actions: 'write',
          },
          [DOCS_TOKEN]: { repository: 'acme/docs', pullRequests: 'write' },
        },
        collaborators: { lead: { permission: 'write', role_name: 'write' } },
        pulls: w.pulls,
        comparisons: SWEEP_COMPARISONS,
      });
    },
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
    /** Runs the action as the workflow run `env` names, stopped as `stop` says. */
    async run(inputs: Record<string, string>, env: Record<string, string>, stop: Stop): Promise<ActionRun> {
      const stopper = stopAfter(w, stop);
      const run = await w.github.running(env, () =>
        runAction(inputs, { killAfterMs: 120_000, env, onStart: stopper.onStart }),
      );
      stopper.done();
      return run;
    },
    prRun(action: string, head: string, extra: Record<string, string> = {}, stop?: Stop, more: object = {}) {
      runId++;
      const pull = w.pulls[ISSUE]!;
      // A push's event names the head it replaced, as GitHub's does.
      const before = action === 'synchronize' && pull.head ? { before: pull.head.sha } : {};
      pull.head = { sha: head };
      const event = {
        action,
        ...before,
        pull_request: {
          number: 5,
          draft: false,
          labels: [],
          state: action === 'closed' ? 'closed' : 'open',
          merged: false,
          head: { sha: head, repo: { full_name: PR_REPOSITORY } },
          base: { repo: { full_name: PR_REPOSITORY } },
          ...more,
        },
        repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
      };
      const env = pullRequestEnv(w.github.url, runId, { GITHUB_EVENT_PATH: eventFile(event) });
      return w.run(w.stepInputs(extra), env, stop);
    },
    sweep(extra: Record<string, string> = {}, stop?: Stop, eventName = 'schedule') {
      runId++;
      const env = pullRequestEnv(w.github.url, runId, {
        GITHUB_EVENT_NAME: eventName,
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
      return w.run(inputs, env, stop);
    },
    async commandRun(body: string, stop?: Stop, extra: Record<string, string> = {}, login = 'lead') {
      const { id } = w.github.addComment(ISSUE, body, login);
      runId++;
      const event = {
        action: 'created',
        issue: { number: 5, pull_request: { url: `${w.github.url}/repos/${PR_REPOSITORY}/pulls/5` } },
        comment: { id, body, user: { login, type: 'User' }, created_at: new Date(w.github.now()).toISOString() },
        repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
      };
      const env = pullRequestEnv(w.github.url, runId, {
        GITHUB_EVENT_NAME: 'issue_comment',
        GITHUB_EVENT_PATH: eventFile(event),
        GITHUB_ACTOR: login,
      });
      const run = await w.run(w.stepInputs(extra), env, stop);
      return { id, run };
    },
    servicePosts: () =>
      sim
        .service()
        .requests.slice(serviceMark)
        .filter((r) => r.method === 'POST'),
    messages: () =>
      w
        .servicePosts()
        .filter((r) => r.url.endsWith('/message'))
        .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt)),
    starts: () => w.servicePosts().filter((r) => !r.url.endsWith('/message')),
    checkRuns: () => w.github.checkRuns.filter((run) => run.name === 'Docs'),
    inProgress: () => w.checkRuns().filter((run) => run.status !== 'completed'),
    labelled: () => w.github.labels.get(ISSUE)?.has(LABEL) === true,
    commentOf: () => w.github.comments.find((c) => c.issue === ISSUE && c.body.includes('<!-- wait-for-agent-job')),
    records: () => readCommentRecords(w.commentOf()?.body, PR_STEP, DEMO_API_KEY, true)?.records ?? [],
    pendingRecords: () => w.records().filter((r) => r.pending !== undefined),
    trace: () => w.github.requests.map((r) => `${r.method} ${r.url.split('?')[0]}`),
    state(): string {
      return JSON.stringify({
        starts: w.starts().length,
        messages: w.messages().map((m) => m.slice(0, 60)),
        checkRuns: w.checkRuns().map((r) => `${r.head_sha.slice(0, 1)}:${r.status}/${r.conclusion}`),
        label: w.labelled(),
        pending: w
          .pendingRecords()
          .map((r) => ({ run: r.run, kind: r.kind, q: r.pending?.queued, c: r.pending?.comment })),
        dispatches: w.github.dispatches.length,
        reactions: w.github.reactions.map((r) => `${r.commentId}:${r.content}`),
      });
    },
  };
  return w;
}
