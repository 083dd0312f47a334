/**
 * The same-repository recipe (docs/pull-request.md) on the bundle: the product pull request #5, the
 * docs pull request each job opens in the same repository (#100 + the job's number), one token,
 * `wait: sweep`, the sweep on a schedule, a service on a clock the test moves.
 */
import { startSimulatedGitHub, type SimGitHub } from '../../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, reviewEventEnv } from '../../sim/pull-request.ts';
import { runAction, type ActionRun } from '../../sim/run-action.ts';
import { useSimulatedService } from './simulated.ts';
import type { RecordedRequest, ServiceOptions } from '../../sim/service.ts';
import { afterEach, beforeEach } from '@jest/globals';
import { readFileSync } from 'node:fs';

export const MINUTE = 60_000;
export const TOKEN = 'ghs_DnobDQCm7JUcKkHnVm5uMGonrNZGmwE';
export const H = Array.from({ length: 9 }, (_, i) => String(i + 1).repeat(40));
export const DOCS1 = 'd'.repeat(40);
export const LABEL = 'agent-job-pending';
export const AGENT = { login: 'mintlify[bot]', type: 'Bot' };
export const P = (n: number) => `${PR_REPOSITORY}#${n}`;

const COMPARISONS: Record<string, { commits: Array<{ sha: string; message: string }>; files: string[] }> = {};
for (let a = 0; a < H.length; a++)
  for (let b = a + 1; b < H.length; b++) {
    const range = Array.from({ length: b - a }, (_, k) => a + 1 + k);
    COMPARISONS[`${PR_REPOSITORY}:${H[a]}...${H[b]}`] = {
      commits: range.map((i) => ({ sha: `${(i + 9).toString(16)}`.padStart(40, 'f'), message: `Change ${i}` })),
      files: range.map((i) => `src/f${i}.ts`),
    };
  }

/** A product pull request (#5) whose jobs' docs pull requests are in the same repository (#100 + the job's number), `wait: sweep`. */
/** A run the world made: its event's environment, and what the bundle did. */
export interface Ran {
  env: Record<string, string>;
  run: ActionRun;
}

interface PullShape {
  number: number;
  head: { sha: string; ref?: string };
  draft?: boolean;
  labels?: unknown[];
  state?: string;
  merged?: boolean;
  [key: string]: unknown;
}

export function useSameRepositoryWorld(service: ServiceOptions = {}) {
  const t = { now: 0 };
  const sim = useSimulatedService({
    ...service,
    now: () => t.now,
    jobDurationMs: 10 * MINUTE,
    startedPrLink: (id: string) => `https://github.com/${PR_REPOSITORY}/pull/${100 + Number(id.split('-').pop())}`,
    repository: `https://github.com/${PR_REPOSITORY}`,
  });
  let runId = 90_000 + Math.floor(Math.random() * 1000) * 100;
  const w = {
    t,
    sim,
    github: undefined as unknown as SimGitHub,
    pulls: {} as Record<string, PullShape>,
    logs: [] as string[],
    inputs: (extra: Record<string, string> = {}) =>
      sim.inputs({
        prompt: 'Update the documentation for the changes in this pull request.',
        'follow-up-command': '/docs',
        wait: 'sweep',
        'check-name': 'Docs agent',
        'docs-pr-comment': 'true',
        'on-review': 'send',
        'on-finish-dispatch': 'review.yml',
        paths: 'src/**',
        'skip-label': 'no-docs',
        'report-token': TOKEN,
        'github-token': TOKEN,
        timeout: '60m',
        ...extra,
      }),
    sweepInputs: () => sim.inputs({ sweep: 'true', 'report-token': TOKEN, 'github-token': TOKEN, timeout: '30m' }),
    async go(inputs: Record<string, string>, env: Record<string, string>, label = ''): Promise<ActionRun> {
      const r = await w.github.running(env, () => runAction(inputs, { killAfterMs: 60_000, env }));
      w.logs.push(
        `=== ${label} exit=${r.exitCode} outcome=${r.outputs.outcome}`,
        ...r.log.map((l) => '  | ' + l),
        ...r.annotations.map((a) => `  ! ${a.command}: ${a.message}`),
      );
      return r;
    },
    prEnv(
      pull: number,
      action: string,
      pr: Record<string, unknown> = {},
      top: Record<string, unknown> = {},
    ): Record<string, string> {
      const shown = w.pulls[P(pull)] as PullShape;
      const pull_request = {
        number: pull,
        draft: shown.draft ?? false,
        labels: shown.labels ?? [],
        state: shown.state ?? 'open',
        merged: shown.merged ?? false,
        user: pull > 100 ? AGENT : { login: 'octocat', type: 'User' },
        head: { ...shown.head, repo: { full_name: PR_REPOSITORY } },
        base: { repo: { full_name: PR_REPOSITORY } },
        ...pr,
      };
      const event = { action, ...top, pull_request, repository: { full_name: PR_REPOSITORY, default_branch: 'main' } };
      return pullRequestEnv(w.github.url, ++runId, { GITHUB_EVENT_PATH: eventFile(event) });
    },
    async pr(
      pull: number,
      action: string,
      pr: Record<string, unknown> = {},
      top: Record<string, unknown> = {},
      extra: Record<string, string> = {},
    ): Promise<Ran> {
      const env = w.prEnv(pull, action, pr, top);
      return { env, run: await w.go(w.inputs(extra), env, `#${pull} ${action}`) };
    },
    async push(pull: number, to: string, extra: Record<string, string> = {}): Promise<Ran> {
      const shown = w.pulls[P(pull)] as PullShape;
      const before = shown.head.sha;
      shown.head = { ...shown.head, sha: to };
      return w.pr(pull, 'synchronize', {}, { before, after: to }, extra);
    },
    async rerun(env: Record<string, string>, attempt: number, extra: Record<string, string> = {}): Promise<ActionRun> {
      const e = { ...env, GITHUB_RUN_ATTEMPT: String(attempt) };
      return w.go(w.inputs(extra), e, `rerun attempt ${attempt}`);
    },
    async command(
      pull: number,
      body: string,
      login = 'lead',
      extra: Record<string, string> = {},
    ): Promise<Ran & { id: number }> {
      const written = w.github.addComment(P(pull), body, login);
      const author = pull > 100 ? AGENT : { login: 'octocat', type: 'User' };
      const env = commentEventEnv(
        w.github.url,
        ++runId,
        { id: written.id, body, login, created_at: written.created_at },
        { GITHUB_WORKFLOW: 'Docs' },
        { repository: PR_REPOSITORY, number: pull, author },
      );
      const e = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH!, 'utf8'));
      e.repository = { ...e.repository, default_branch: 'main' };
      env.GITHUB_EVENT_PATH = eventFile(e);
      return { id: written.id, env, run: await w.go(w.inputs(extra), env, `command #${pull} ${body}`) };
    },
    async review(body: string, pull: number = w.docs()): Promise<ActionRun> {
      const review = w.github.addReview(P(pull), { state: 'CHANGES_REQUESTED', login: 'lead', body });
      const where = { repository: PR_REPOSITORY, number: pull, head: (w.pulls[P(pull)] as PullShape).head.sha };
      const env = reviewEventEnv(w.github.url, ++runId, review, where, { GITHUB_WORKFLOW: 'Docs' });
      const e = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH!, 'utf8'));
      e.repository = { ...e.repository, default_branch: 'main' };
      env.GITHUB_EVENT_PATH = eventFile(e);
      return w.go(w.inputs(), env, `review ${body}`);
    },
    async sweep(extra: Record<string, string> = {}): Promise<ActionRun> {
      const env = pullRequestEnv(w.github.url, ++runId, {
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
        GITHUB_WORKFLOW: 'Docs',
        GITHUB_JOB: 'sweep',
        GITHUB_ACTION: 'sweep',
      });
      return w.go({ ...w.sweepInputs(), ...extra }, env, 'sweep');
    },
    docs(): number {
      const all = sim
        .service()
        .requests.filter((q) => q.method === 'POST' && /\/job$/.test(q.url.split('?')[0] ?? '')).length;
      return 100 + all;
    },
    posts: (): RecordedRequest[] => sim.requests().filter((r) => r.method === 'POST'),
    prompts: (): string[] =>
      w.posts().map(
        (r) =>
          `${r.url.split('/').slice(-2).join('/')}: ${String(JSON.parse(r.body ?? '{}').prompt)
            .replace(/\s+/g, ' ')
            .slice(0, 3000)}`,
      ),
    starts: (): RecordedRequest[] => sim.requests().filter((r) => r.method === 'POST' && r.url.endsWith('/job')),
    labelled: (pull: number): boolean => w.github.labels.get(P(pull))?.has(LABEL) === true,
    checkRuns: (): string[] =>
      w.github.checkRuns
        .filter((r) => r.name === 'Docs agent')
        .map(
          (r) =>
            `${r.head_sha[0]}#${r.id} ${r.status}/${r.conclusion ?? ''} ${(r as { output?: { title?: string } }).output?.title ?? ''}`,
        ),
    comment: (pull: number): string =>
      w.github.comments.find(
        (c) => c.issue === P(pull) && c.body.includes('<!-- wait-for-agent-job') && c.user.login.endsWith('[bot]'),
      )?.body ?? '',
    docsComments: (): string[] =>
      w.github.comments
        .filter((c) => Number(c.issue.split('#')[1]) > 100)
        .map((c) => ({ ...c, user: { login: `${c.issue} ${c.user.login}` } }))
        .map((c) => `${c.user.login}: ${c.body.split('\n')[0]}`),
    dump(): string {
      return [
        'PROMPTS:',
        ...w.prompts(),
        'CHECKS:',
        ...w.checkRuns(),
        `LABELS: #5=${w.labelled(5)} docs=${w.labelled(w.docs())}`,
        `DISPATCHES: ${w.github.dispatches.length} ${JSON.stringify(w.github.dispatches.map((d) => d.inputs))}`,
        'COMMENT #5 head:',
        w.comment(5).split('\n').slice(0, 6).join('\n'),
        'DOCS COMMENTS:',
        ...w.docsComments(),
      ].join('\n');
    },
  };
  beforeEach(async () => {
    t.now = 0;
    w.logs = [];
    w.pulls = {
      [P(5)]: {
        number: 5,
        state: 'open',
        head: { sha: H[0] as string },
        files: ['src/a.ts'],
        user: { login: 'octocat' },
      },
    };
    for (let n = 1; n < 100; n++)
      w.pulls[P(100 + n)] = {
        number: 100 + n,
        state: 'open',
        head: { sha: n.toString(16).padStart(40, 'e'), ref: `agent/job-started-${n}` },
        files: ['docs/cli.mdx'],
        user: AGENT,
      };
    w.github = await startSimulatedGitHub({
      tokens: { [TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write', actions: 'write' } },
      collaborators: { lead: { permission: 'write', role_name: 'write' } },
      pulls: w.pulls,
      comparisons: COMPARISONS,
    });
  });
  afterEach(async () => {
    if (process.env.DEBUG) console.log(w.logs.join('\n') + '\n' + w.dump());
    await w.github.close();
  });
  return w;
}
