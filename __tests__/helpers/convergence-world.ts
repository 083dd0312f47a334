/**
 * Convergence world: the recipe of docs in the same repository (examples/docs-in-same-repository.yml,
 * `wait: sweep`, one GITHUB_TOKEN), product pull request #5 and the agent's docs pull request #6
 * in acme/product, played on the simulated GitHub and service as kill-world.ts does, with runs
 * stopped after their Nth GitHub request (SIGKILL, or SIGINT then the runner's SIGTERM and SIGKILL),
 * skipped (never run), or re-run (a later attempt of the same run id, its own event).
 */
import { startSimulatedGitHub, type SimGitHub, type SimWorkflowRun } from '../../sim/github-api.ts';
import { readFileSync } from 'node:fs';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, reviewEventEnv } from '../../sim/pull-request.ts';
import { runAction, type ActionRun } from '../../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../../sim/service.ts';
import { readCommentRecords } from '../../src/pull-request/record.ts';
import { useSimulatedService } from './simulated.ts';
import { stopAfter, type Stop } from './kill-world.ts';

export const LABEL = 'agent-job-pending';
export const TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
export const PRODUCT = `${PR_REPOSITORY}#5`;
export const DOCS = `${PR_REPOSITORY}#6`;
export const AGENT = { login: 'mintlify[bot]', type: 'Bot' };
/** The product pull request's heads, in the order pushed: H[0] opened, each push the next. */
export const H = Array.from({ length: 9 }, (_, i) => String(i + 1).repeat(40));
export const DOCS_HEADS = ['d', 'e', 'f', 'a', 'b', 'c'].map((c) => c.repeat(40));
export const CHECK = 'Docs agent';

/** Push i (to H[i]) brings commit "Change i" and file src/fi.ts; any base..head pair compares. */
const COMPARISONS: Record<string, { commits: Array<{ sha: string; message: string }>; files: string[] }> = {};
for (let a = 0; a < H.length; a++)
  for (let b = a + 1; b < H.length; b++) {
    const range = Array.from({ length: b - a }, (_, k) => a + 1 + k);
    COMPARISONS[`${PR_REPOSITORY}:${H[a]}...${H[b]}`] = {
      commits: range.map((i) => ({ sha: `${(i + 9).toString(16)}`.padStart(40, 'f'), message: `Change ${i}` })),
      files: range.map((i) => `src/f${i}.ts`),
    };
  }

/** GitHub's payloads name the repository's default branch; the shared helpers leave it out. */
function withDefaultBranch(env: Record<string, string>): Record<string, string> {
  const event = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH!, 'utf8')) as { repository?: Record<string, unknown> };
  event.repository = { ...event.repository, default_branch: 'main' };
  return { ...env, GITHUB_EVENT_PATH: eventFile(event) };
}

export type { Stop } from './kill-world.ts';

export interface Played {
  run: ActionRun;
  stopped: boolean;
  /** Service POSTs made while it ran. */
  posts: number;
}

export function useConvergenceWorld() {
  const clock = { service: 0 };
  const sim = useSimulatedService({
    now: () => clock.service,
    jobDurationMs: 60_000,
    startedPrLink: `https://github.com/${PR_REPOSITORY}/pull/6`,
    repository: `https://github.com/${PR_REPOSITORY}`,
  });
  let runId = 700_000;
  let serviceMark = 0;
  let startsBefore = 0;
  const w = {
    sim,
    clock,
    github: undefined as unknown as SimGitHub,
    pulls: {} as Record<string, Record<string, unknown> & { head: { sha: string; ref?: string } }>,
    /** Each run played, by its index, to re-run it: its inputs and environment. */
    played: [] as Array<{ inputs: Record<string, string>; env: Record<string, string> }>,
    lastStop: { fired: false, requests: 0, route: '', servicePosts: 0 },
    async fresh(): Promise<void> {
      await w.github?.close();
      clock.service = 0;
      startsBefore = sim
        .service()
        .requests.filter((r) => r.method === 'POST' && /\/job$/.test(r.url.split('?')[0] ?? '')).length;
      sim.service().reset();
      serviceMark = sim.service().requests.length;
      w.played = [];
      w.pulls = {
        [PRODUCT]: { number: 5, state: 'open', head: { sha: H[0]! }, files: ['src/a.ts'], user: { login: 'octocat' } },
        [DOCS]: {
          number: 6,
          state: 'open',
          head: { sha: DOCS_HEADS[0]!, ref: 'agent/none' },
          files: ['docs/cli.mdx'],
          user: AGENT,
        },
      };
      w.github = await startSimulatedGitHub({
        tokens: { [TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'write' } },
        collaborators: { lead: { permission: 'write', role_name: 'write' } },
        pulls: w.pulls,
        comparisons: COMPARISONS,
      });
    },
    /** The recipe's inputs, GITHUB_TOKEN for both tokens. */
    stepInputs: (extra: Record<string, string> = {}) =>
      sim.inputs({
        prompt: 'Update the documentation for the changes in this pull request.',
        'follow-up-command': '/docs',
        wait: 'sweep',
        'check-name': CHECK,
        'docs-pr-comment': 'true',
        'on-review': 'send',
        'on-finish-dispatch': 'review.yml',
        paths: 'src/**',
        'report-token': TOKEN,
        'github-token': TOKEN,
        timeout: '30m',
        'poll-interval': '10s',
        ...extra,
      }),
    sweepInputs: () => sim.inputs({ sweep: 'true', 'report-token': TOKEN, 'github-token': TOKEN, timeout: '30m' }),
    /** Runs the action as `env` names the run, stopped as `stop` says; a later attempt shows the run in progress again. */
    async run(inputs: Record<string, string>, env: Record<string, string>, stop: Stop): Promise<Played> {
      const posts0 = w.servicePosts().length;
      const stopper = stopAfter(w, stop);
      const id = Number(env.GITHUB_RUN_ID);
      const attempt = Number(env.GITHUB_RUN_ATTEMPT ?? '1');
      let shown = w.github.workflowRuns.find((r) => r.id === id);
      if (!shown) {
        shown = { id, path: '.github/workflows/docs.yml', status: 'in_progress', event: env.GITHUB_EVENT_NAME ?? '' };
        w.github.workflowRuns.push(shown as SimWorkflowRun);
      }
      shown.status = 'in_progress';
      shown.run_attempt = attempt;
      let run: ActionRun;
      try {
        run = await runAction(inputs, { killAfterMs: 120_000, env, onStart: stopper.onStart });
      } finally {
        shown.status = 'completed';
      }
      stopper.done();
      return { run, stopped: w.lastStop.fired, posts: w.servicePosts().length - posts0 };
    },
    /** Remembers a run (for a re-run) and plays it, unless skipped. */
    async play(inputs: Record<string, string>, env: Record<string, string>, stop: Stop, skip: boolean) {
      w.played.push({ inputs, env });
      if (skip) return undefined;
      return w.run(inputs, env, stop);
    },
    async rerun(index: number, stop: Stop): Promise<Played | undefined> {
      const first = w.played[index];
      if (!first) return undefined;
      const attempts = w.played.filter((p) => p.env.GITHUB_RUN_ID === first.env.GITHUB_RUN_ID).length;
      const env = { ...first.env, GITHUB_RUN_ATTEMPT: String(attempts + 1) };
      w.played.push({ inputs: first.inputs, env });
      return w.run(first.inputs, env, stop);
    },
    /** A pull_request run of #5 (the person's) or #6 (the agent's). */
    prEvent(pull: 5 | 6, action: string, extra: Record<string, unknown> = {}) {
      const shown = w.pulls[`${PR_REPOSITORY}#${pull}`]!;
      const pull_request = {
        number: pull,
        draft: false,
        labels: [],
        state: shown.state,
        merged: shown.merged ?? false,
        user: pull === 6 ? AGENT : { login: 'octocat', type: 'User' },
        head: { ...shown.head, repo: { full_name: PR_REPOSITORY } },
        base: { repo: { full_name: PR_REPOSITORY } },
        ...extra,
      };
      const event = {
        action,
        pull_request,
        ...(action === 'labeled' ? { label: { name: 'ready' } } : {}),
        repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
      };
      return pullRequestEnv(w.github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) });
    },
    /** `authorUnnamed`: the event names no author of the pull request (GitHub's payload does, as `issue.user`). */
    commentEvent(pull: 5 | 6, body: string, login: string, authorUnnamed = false) {
      const written = w.github.addComment(`${PR_REPOSITORY}#${pull}`, body, login);
      const author = pull === 6 ? AGENT : { login: 'octocat', type: 'User' };
      const env = commentEventEnv(
        w.github.url,
        ++runId,
        { id: written.id, body, login, created_at: written.created_at },
        { GITHUB_WORKFLOW: 'Docs' },
        { repository: PR_REPOSITORY, number: pull, ...(authorUnnamed ? {} : { author }) },
      );
      return { env: withDefaultBranch(env), id: written.id };
    },
    reviewEvent(body: string) {
      const review = w.github.addReview(DOCS, { state: 'CHANGES_REQUESTED', login: 'lead', body });
      const where = { repository: PR_REPOSITORY, number: 6, head: w.pulls[DOCS]!.head.sha };
      return withDefaultBranch(reviewEventEnv(w.github.url, ++runId, review, where, { GITHUB_WORKFLOW: 'Docs' }));
    },
    sweepEvent(eventName: 'schedule' | 'workflow_dispatch') {
      return pullRequestEnv(w.github.url, ++runId, {
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
        GITHUB_WORKFLOW: 'Docs',
        GITHUB_JOB: 'sweep',
        GITHUB_ACTION: 'sweep',
      });
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
    /** The newest job's id, as the service named it. */
    latestJob: (): string | undefined => {
      const n = w.starts().length;
      return n === 0 ? undefined : `job-started-${startsBefore + n}`;
    },
    /** The job's status now, as the service answers a read (a read that fixes an ending it reached). */
    async jobStatus(id: string): Promise<string> {
      const url = `${sim.service().url}/v2/agent/${DEMO_PROJECT_ID}/job/${encodeURIComponent(id)}`;
      const answer = await fetch(url, { headers: { authorization: `Bearer ${DEMO_API_KEY}` } });
      return String(((await answer.json()) as { status?: unknown }).status);
    },
    checkRuns: () => w.github.checkRuns.filter((run) => run.name === CHECK),
    inProgress: () => w.checkRuns().filter((run) => run.status !== 'completed'),
    labelled: (issue: string) => w.github.labels.get(issue)?.has(LABEL) === true,
    commentOf: (issue: string) =>
      w.github.comments.find(
        (c) => c.issue === issue && c.body.includes('<!-- wait-for-agent-job') && c.user.login.endsWith('[bot]'),
      ),
    pendingOf(issue: string) {
      const pull = Number(issue.split('#')[1]);
      const step = { workflow: 'Docs', job: 'docs', step: 'agent', repository: PR_REPOSITORY, pull };
      const records = readCommentRecords(w.commentOf(issue)?.body, step, DEMO_API_KEY, true)?.records ?? [];
      return records.filter((r) => r.pending !== undefined);
    },
  };
  return w;
}
