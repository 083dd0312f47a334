/** Shared world for the attack-*.e2e tests: the README's one workflow on simulated GitHub and service. */
import { afterEach, beforeEach, expect, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { startSimulatedGitHub, type Fault, type SimGitHub } from '../../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../../sim/pull-request.ts';
import { runAction, type ActionRun } from '../../sim/run-action.ts';
import { DEMO_API_KEY } from '../../sim/service.ts';
import { useSimulatedService } from './simulated.ts';
import { SWEEP_COMPARISONS } from './sweep-world.ts';

export const HEADS = ['1', '2', '3', '4'].map((d) => d.repeat(40)) as [string, string, string, string];
export const ISSUE = `${PR_REPOSITORY}#5`;
export const PROMPT = 'Document the changes of this pull request.';

export function useWorld(base = 41_000, extraInputs: Record<string, string> = {}) {
  jest.setTimeout(180_000);
  const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
  const w = {
    sim,
    github: undefined as unknown as SimGitHub,
    product: {} as Record<string, unknown>,
    runId: base,
    runs: [] as Array<{ name: string; run: ActionRun }>,
    inputs: {} as Record<string, string>,
    /** The head the last push replaced: its event's `before`. */
    pushedFrom: undefined as string | undefined,
    async start(faults: Fault[] = [], more: Record<string, unknown> = {}) {
      w.github = await startSimulatedGitHub({
        tokens: {
          [REPORT_TOKEN]: {
            repository: PR_REPOSITORY,
            readable: ['acme/docs', PR_REPOSITORY],
            pullRequests: 'write',
            checks: 'write',
            actions: 'read',
          },
        },
        collaborators: {
          lead: { permission: 'write', role_name: 'write' },
          reader: { permission: 'read', role_name: 'read' },
        },
        pulls: { [ISSUE]: w.product, 'acme/docs#101': { number: 101, state: 'open' } },
        comparisons: {
          ...SWEEP_COMPARISONS,
          [`${PR_REPOSITORY}:${HEADS[1]}...${HEADS[3]}`]: {
            commits: [{ sha: '9'.repeat(40), message: 'Fix a typo in the README' }],
            files: ['README.md'],
          },
        },
        ...(faults.length ? { faults } : {}),
        ...more,
      });
    },
    /** The README's first screen (paths, skip-label, check-name Docs agent). */
    readme: (extra: Record<string, string> = {}) =>
      sim.inputs({
        prompt: PROMPT,
        'follow-up-command': '/docs',
        'check-name': 'Docs agent',
        paths: 'src/**',
        'skip-label': 'no-docs',
        'github-token': REPORT_TOKEN,
        'report-token': REPORT_TOKEN,
        ...extraInputs,
        ...extra,
      }),
    prEvent(
      action: string,
      extraEvent: Record<string, unknown> = {},
      env: Record<string, string> = {},
      onStart?: (c: ChildProcess) => void,
    ) {
      w.runId++;
      const pull_request = { ...w.product, ...extraEvent };
      // A push's event names the head it replaced, as GitHub's does.
      const before = action === 'synchronize' && w.pushedFrom ? { before: w.pushedFrom } : {};
      const e = pullRequestEnv(w.github.url, w.runId, {
        GITHUB_EVENT_PATH: eventFile({
          action,
          ...before,
          pull_request,
          ...(action === 'labeled' || action === 'unlabeled' ? { label: { name: 'x' } } : {}),
        }),
        ...env,
      });
      const options = { killAfterMs: 40_000, env: e, ...(onStart ? { onStart } : {}) };
      return w.record(
        action,
        w.github.running(e, () => runAction(w.readme(), options)),
      );
    },
    /** Same run id again with attempt N; `before`: the head its push replaced, as the event named it. */
    rerun(action: string, runId: number, attempt: number, extraEvent: Record<string, unknown> = {}, before?: string) {
      const pull_request = { ...w.product, ...extraEvent };
      const e = pullRequestEnv(w.github.url, runId, {
        GITHUB_EVENT_PATH: eventFile({ action, ...(before ? { before } : {}), pull_request }),
        GITHUB_RUN_ATTEMPT: String(attempt),
      });
      return w.record(
        `${action} attempt ${attempt}`,
        w.github.running(e, () => runAction(w.readme(), { killAfterMs: 40_000, env: e })),
      );
    },
    opened: () => w.prEvent('opened'),
    /** A push: the pull request's commits gain the head, or go back to it when it was pushed before (a force-push). */
    push(head: string) {
      w.pushedFrom = (w.product.head as { sha?: string } | undefined)?.sha;
      const before = (w.product.commits as string[] | undefined) ?? [(w.product.head as { sha: string }).sha];
      const at = before.indexOf(head);
      w.product.commits = at < 0 ? [...before, head] : before.slice(0, at + 1);
      w.product.head = { sha: head, repo: { full_name: PR_REPOSITORY } };
    },
    synchronize: () => w.prEvent('synchronize'),
    merged() {
      Object.assign(w.product, { state: 'closed', merged: true });
      return w.prEvent('closed', { merged: true, state: 'closed' });
    },
    closedUnmerged() {
      Object.assign(w.product, { state: 'closed', merged: false });
      return w.prEvent('closed', { merged: false, state: 'closed' });
    },
    comment(body: string, login: string, extraEnv: Record<string, string> = {}) {
      w.runId++;
      const { id } = w.github.addComment(ISSUE, body, login);
      const env = commentEventEnv(
        w.github.url,
        w.runId,
        { id, body, login },
        { GITHUB_WORKFLOW: 'Docs', ...extraEnv },
        { repository: PR_REPOSITORY, number: 5 },
      );
      return w.record(
        `comment ${body}`,
        w.github.running(env, () => runAction(w.readme(), { killAfterMs: 40_000, env })),
      );
    },
    async record(name: string, p: Promise<ActionRun>) {
      const run = await p;
      w.runs.push({ name, run });
      return run;
    },
    messages: (): string[] =>
      sim
        .requests()
        .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
        .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt)),
    starts: (): string[] =>
      sim
        .requests()
        .filter((r) => r.method === 'POST' && /\/job$/.test(r.url.split('?')[0] ?? ''))
        .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt)),
    checkRunsOn: (sha: string) => w.github.checkRuns.filter((r) => r.head_sha === sha && r.name === 'Docs agent'),
    reactionsOn: (id: number) => w.github.reactions.filter((r) => r.commentId === id).map((r) => r.content),
    log: (run: ActionRun) => run.stdout + run.stderr,
    /** Every run exits 0 with `outcome` set; no secret in any log, comment or check run. */
    invariants() {
      for (const { name, run } of w.runs) {
        expect({ name, exit: run.exitCode, outcome: run.outputs.outcome ?? '(unset)' }).toEqual({
          name,
          exit: 0,
          outcome: expect.stringMatching(/.+/),
        });
        for (const secret of [DEMO_API_KEY, REPORT_TOKEN]) {
          const text = (run.stdout + run.stderr + run.summary)
            .split('\n')
            .filter((l) => !l.startsWith('::add-mask::'))
            .join('\n');
          const at = text.indexOf(secret);
          expect({ name, leaked: at < 0 ? '' : text.slice(Math.max(0, at - 300), at + 60) }).toEqual({
            name,
            leaked: '',
          });
        }
      }
      const written = JSON.stringify([w.github.comments, w.github.checkRuns.map((c) => c.history)]);
      for (const secret of [DEMO_API_KEY, REPORT_TOKEN]) expect(written.includes(secret)).toBe(false);
    },
  };
  beforeEach(() => {
    w.runId += 50;
    w.runs = [];
    w.pushedFrom = undefined;
    w.product = {
      number: 5,
      state: 'open',
      draft: false,
      labels: [],
      user: { login: 'author' },
      head: { sha: HEADS[0], repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
      files: ['src/flag.ts'],
      html_url: 'https://github.com/acme/product/pull/5',
    };
  });
  afterEach(async () => {
    await w.github?.close();
  });
  return w;
}
