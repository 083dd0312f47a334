/**
 * A cancel is obeyed by every request in flight, whenever it started: proven on dist/index.js,
 * run as the runner runs it, for every route it calls in every stage of a run.
 *
 * For each scenario (a stage of a run: inputs, the look-up, records, commands, the start, the
 * wait, the last writes, the docs pull request, the let-go, the sweep's finish) a first run with
 * nothing hanging records the requests the step makes to the service and to GitHub. Then, for
 * each route in that list (its first and its last use), a fresh run with a world of its own
 * hangs that server from that request on, and sends SIGINT the moment that request arrives
 * (GitHub or the service on a bad day: nothing it is asked answers). The step must exit by itself before the runner's SIGTERM
 * (7.5 s after SIGINT), with the `outcome` output and the job summary written, saying `cancelled`
 * (or an ending of the job the service gave before it), never a decision cut short. One more case per
 * scenario sends SIGINT before any request, at the step's first line of output.
 *
 * Real processes and real signals, so real time: outside the jest suite, run by `npm test`. The step
 * paces itself as against GitHub (`githubPacing`): writes spaced as a real GitHub has them, so a
 * cancel may come while a write waits for its turn, and the routes counted in the first run come in
 * the same order after; plugin-retry's pauses between tries as against a real GitHub.
 * Usage: node scripts/cancel-matrix.ts [scenario-name-filter]
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

/** The runner's SIGTERM comes 7.5 s after SIGINT; the step must be gone before, with room for a slow machine. */
const RUNNER_TERM_MS = 7_500;
/** Cases at once: each waits out hanging requests (seconds of idle sockets), so more than the cores. */
const PARALLEL = 6;
const HEAD1 = '1'.repeat(40);
const HEAD2 = '2'.repeat(40);

type Server = 'github' | 'service';

/** A forwarder in front of a simulated server that, once told, holds every request from then on. */
interface HangProxy {
  url: string;
  seen: Array<{ method: string; path: string }>;
  /** Hang from the request matching `route` whose use is `nth` (1-based); `onHang` when it arrives. */
  hangAt(route: string, nth: number, onHang: () => void): void;
  close(): Promise<void>;
}

/** A route with its ids taken out, so a poll and the next poll are the same route. */
export function routeOf(method: string, path: string): string {
  const bare = path.split('?')[0] ?? '';
  const shaped = bare
    .replace(/[0-9a-f]{40}/g, '{sha}')
    .replace(/\/job-[\w-]+/g, '/{job}')
    .replace(/\/\d+(?=\/|$)/g, '/{n}');
  return `${method} ${shaped}`;
}

async function hangProxy(target: string): Promise<HangProxy> {
  const seen: HangProxy['seen'] = [];
  let hanging = false;
  let trigger: { route: string; nth: number; onHang: () => void } | undefined;
  const counts = new Map<string, number>();
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    seen.push({ method, path });
    const route = routeOf(method, path);
    const count = (counts.get(route) ?? 0) + 1;
    counts.set(route, count);
    if (!hanging && trigger && trigger.route === route && trigger.nth === count) {
      hanging = true;
      trigger.onHang();
    }
    if (hanging) {
      request.resume();
      held.push(response);
      return;
    }
    const forwarded = http.request(new URL(path, target), { method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    hangAt: (route, nth, onHang) => {
      // Counted from here: the runs before the one under test are not.
      counts.clear();
      trigger = { route, nth, onHang };
    },
    close: async () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One world: the simulated service and GitHub, each behind its hang proxy. */
interface World {
  github: SimGitHub;
  service: SimulatedService;
  proxies: Record<Server, HangProxy>;
  /** Ends every job the service has started (its clock jumps an hour). */
  endJobs(): void;
  runId: number;
  close(): Promise<void>;
}

async function world(): Promise<World> {
  let offset = 0;
  const service = await startService({ now: () => performance.now() + offset, jobDurationMs: 1_500 });
  const github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        repository: PR_REPOSITORY,
        readable: ['acme/docs', PR_REPOSITORY],
        pullRequests: 'write',
        checks: 'write',
        actions: 'write',
      },
    },
    collaborators: { lead: { permission: 'write', role_name: 'write' } },
    pulls: {
      [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: HEAD1 }, files: ['src/a.ts'] },
    },
    comparisons: {
      [`${PR_REPOSITORY}:${HEAD1}...${HEAD2}`]: {
        commits: [{ sha: 'c'.repeat(40), message: 'Add the --flag option' }],
        files: ['src/flag.ts'],
      },
    },
  });
  const proxies = { github: await hangProxy(github.url), service: await hangProxy(service.url) };
  return {
    github,
    service,
    proxies,
    endJobs: () => (offset += 3_600_000),
    runId: 40_000,
    close: async () => {
      await Promise.all([proxies.github.close(), proxies.service.close()]);
      await github.close();
      await service.close();
    },
  };
}

/** A run of the step in a world: its inputs and environment, pointed at the proxies. */
interface StepRun {
  inputs: Record<string, string>;
  env: Record<string, string>;
}

const baseInputs = (w: World): Record<string, string> => ({
  'project-id': DEMO_PROJECT_ID,
  'api-key': DEMO_API_KEY,
  'base-url': w.proxies.service.url,
  'poll-interval': '200ms',
  timeout: '60s',
});

const pullRequestInputs = (w: World, extra: Record<string, string> = {}): Record<string, string> => ({
  ...baseInputs(w),
  prompt: 'Document the changes of this pull request.',
  'check-name': 'Docs agent',
  'follow-up-command': '/docs',
  'report-token': REPORT_TOKEN,
  'github-token': REPORT_TOKEN,
  'docs-pr-comment': 'true',
  'on-close': 'comment',
  ...extra,
});

function pullRequestEvent(w: World, action: string, head: string, attempt = 1, runId = ++w.runId): StepRun['env'] {
  const event = {
    action,
    pull_request: {
      number: 5,
      draft: false,
      merged: false,
      labels: [],
      head: { sha: head, repo: { full_name: PR_REPOSITORY } },
      base: { repo: { full_name: PR_REPOSITORY } },
    },
    repository: { full_name: PR_REPOSITORY, default_branch: 'main' },
  };
  return pullRequestEnv(w.proxies.github.url, runId, {
    GITHUB_EVENT_PATH: eventFile(event),
    GITHUB_RUN_ATTEMPT: String(attempt),
  });
}

interface Scenario {
  name: string;
  /** The runs before the one under test, on the same world (their requests are not counted). */
  before?: (w: World) => Promise<void>;
  run: (w: World) => StepRun;
}

async function settle(w: World, step: StepRun): Promise<ActionRun> {
  const done = await runAction(step.inputs, {
    env: step.env,
    killAfterMs: 60_000,
    githubPacing: true,
  });
  if (done.exitCode === null) throw new Error(`a setup run did not end: ${done.stderr}`);
  return done;
}

/** The pull request's first run, waited to its end: the job and its records exist after it. */
async function opened(w: World): Promise<void> {
  await settle(w, { inputs: pullRequestInputs(w), env: pullRequestEvent(w, 'opened', HEAD1) });
  w.endJobs();
}

const SCENARIOS: Scenario[] = [
  {
    name: 'start and wait, no pull request (inputs, the start, the wait, the look-up)',
    run: (w) => ({
      inputs: { ...baseInputs(w), prompt: 'Fix the typo', 'github-token': REPORT_TOKEN },
      env: {
        GITHUB_API_URL: w.proxies.github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: PR_REPOSITORY,
        GITHUB_RUN_ID: String(++w.runId),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        GITHUB_EVENT_PATH: eventFile({}),
      },
    }),
  },
  {
    name: 'a pull request opened (records, the start, the wait, the last writes, the docs pull request)',
    run: (w) => ({ inputs: pullRequestInputs(w), env: pullRequestEvent(w, 'opened', HEAD1) }),
  },
  {
    name: "a re-run of the pull request's run (the earlier attempt's record)",
    before: async (w) => {
      w.runId += 1;
      await settle(w, { inputs: pullRequestInputs(w), env: pullRequestEvent(w, 'opened', HEAD1, 1, w.runId) });
    },
    run: (w) => ({ inputs: pullRequestInputs(w), env: pullRequestEvent(w, 'opened', HEAD1, 2, w.runId) }),
  },
  {
    name: 'a push to the pull request (the compare, the follow-up)',
    before: opened,
    run: (w) => ({ inputs: pullRequestInputs(w), env: pullRequestEvent(w, 'synchronize', HEAD2) }),
  },
  {
    name: 'a /docs command (permission, claims, the follow-up)',
    before: opened,
    run: (w) => {
      const comment = w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorten the intro', 'lead');
      const login = 'lead';
      return {
        inputs: pullRequestInputs(w),
        env: commentEventEnv(
          w.proxies.github.url,
          ++w.runId,
          { id: comment.id, body: comment.body, login },
          {
            GITHUB_WORKFLOW: 'Docs',
          },
        ),
      };
    },
  },
  {
    name: 'the pull request closed (the line on the docs pull request)',
    before: opened,
    run: (w) => ({ inputs: pullRequestInputs(w), env: pullRequestEvent(w, 'closed', HEAD1) }),
  },
  {
    name: 'wait: sweep lets the runner go (the pending record, the label)',
    run: (w) => ({ inputs: pullRequestInputs(w, { wait: 'sweep' }), env: pullRequestEvent(w, 'opened', HEAD1) }),
  },
  {
    name: 'a push to a let-go pull request (its finish, the follow-up, the lease on its record)',
    before: async (w) => {
      await settle(w, { inputs: pullRequestInputs(w, { wait: 'sweep' }), env: pullRequestEvent(w, 'opened', HEAD1) });
    },
    run: (w) => ({ inputs: pullRequestInputs(w, { wait: 'sweep' }), env: pullRequestEvent(w, 'synchronize', HEAD2) }),
  },
  {
    name: 'a sweep finishes a let-go job (the claim, the finish, the dispatch)',
    before: async (w) => {
      await settle(w, { inputs: pullRequestInputs(w, { wait: 'sweep' }), env: pullRequestEvent(w, 'opened', HEAD1) });
      w.endJobs();
    },
    run: (w) => ({
      inputs: { ...baseInputs(w), sweep: 'true', 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN },
      env: pullRequestEnv(w.proxies.github.url, ++w.runId, {
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
        GITHUB_WORKFLOW: 'Sweep',
        GITHUB_JOB: 'sweep',
        GITHUB_ACTION: 'sweep',
      }),
    }),
  },
];

interface Case {
  scenario: Scenario;
  /** Undefined: SIGINT before any request. */
  hang?: { server: Server; route: string; nth: number; use: 'first' | 'last' };
}

interface Verdict {
  label: string;
  ok: boolean;
  reached: boolean;
  afterSigintMs?: number;
  outcome?: string;
  why?: string;
}

/** The routes a scenario's run calls, each at its first and last use. */
async function casesOf(scenario: Scenario): Promise<Case[]> {
  const w = await world();
  try {
    await scenario.before?.(w);
    const marks = { github: w.proxies.github.seen.length, service: w.proxies.service.seen.length };
    const done = await settle(w, scenario.run(w));
    if (!done.outputs.outcome) throw new Error(`${scenario.name}: the recording run set no outcome\n${done.stdout}`);
    const cases: Case[] = [{ scenario }];
    for (const server of ['service', 'github'] as const) {
      const uses = new Map<string, number>();
      for (const { method, path } of w.proxies[server].seen.slice(marks[server])) {
        const route = routeOf(method, path);
        uses.set(route, (uses.get(route) ?? 0) + 1);
      }
      for (const [route, count] of uses) {
        cases.push({ scenario, hang: { server, route, nth: 1, use: 'first' } });
        if (count > 1) cases.push({ scenario, hang: { server, route, nth: count, use: 'last' } });
      }
    }
    return cases;
  } finally {
    await w.close();
  }
}

const labelOf = (c: Case): string =>
  c.hang
    ? `${c.scenario.name} | ${c.hang.server} hangs from ${c.hang.route} (${c.hang.use} use)`
    : `${c.scenario.name} | SIGINT before any request`;

async function play(c: Case): Promise<Verdict> {
  const label = labelOf(c);
  const w = await world();
  try {
    await c.scenario.before?.(w);
    const step = c.scenario.run(w);
    const checksBefore = w.github.checkRuns.length;
    let sigintAt: number | undefined;
    const run = await runAction(step.inputs, {
      env: step.env,
      killAfterMs: 30_000,
      githubPacing: true,
      onStart: (child) => {
        const interrupt = (): void => {
          sigintAt = performance.now();
          child.kill('SIGINT');
        };
        if (c.hang) w.proxies[c.hang.server].hangAt(c.hang.route, c.hang.nth, interrupt);
        // Before any request: at the step's first line (the secrets' masks), so its handlers are in
        // place; a signal before Node has read the bundle is Node's own to obey.
        else child.stdout?.once('data', interrupt);
      },
    });
    const ended = performance.now();
    if (sigintAt === undefined) return { label, ok: true, reached: false };
    const created = w.github.checkRuns.slice(checksBefore);
    const afterSigintMs = Math.round(ended - sigintAt);
    const problems = [
      run.signal !== null ? `ended by ${run.signal}` : '',
      afterSigintMs >= RUNNER_TERM_MS ? `still running ${afterSigintMs} ms after SIGINT` : '',
      run.outputs.outcome ? '' : 'no outcome output',
      run.summary.trim() === '' ? 'no job summary' : '',
      ...endingProblems(run, created),
    ].filter(Boolean);
    return {
      label,
      ok: problems.length === 0,
      reached: true,
      afterSigintMs,
      outcome: run.outputs.outcome ?? '',
      ...(problems.length > 0 ? { why: `${problems.join('; ')}\n${run.stdout.slice(-2_000)}` } : {}),
    };
  } finally {
    await w.close();
  }
}

/**
 * What a cancelled run says it did: `cancelled`, or what the service said of a job (an ending
 * known before the cancel is still the truth). Never a decision made on reads the cancel cut short
 * (nothing to do, a comment skipped) nor an error; and a run that says `cancelled` leaves no check
 * run of its own concluded as if it had decided (skipped, neutral, success).
 */
const JOB_FACTS = ['cancelled', 'completed', 'failed', 'archived', 'started'];

function endingProblems(run: ActionRun, created: SimGitHub['checkRuns']): string[] {
  const outcome = run.outputs.outcome ?? '';
  const problems: string[] = [];
  if (outcome && !JOB_FACTS.includes(outcome)) problems.push(`outcome ${outcome} after a cancel (not cancelled)`);
  if (outcome === 'cancelled') {
    const decided = created.filter((check) => check.conclusion !== null && check.conclusion !== 'cancelled');
    if (decided.length > 0) problems.push(`a check run created ${decided.map((c) => c.conclusion).join(', ')}`);
  }
  return problems;
}

async function pool<T, R>(items: T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const scenarios = SCENARIOS.filter((s) => s.name.includes(filter));
  const started = performance.now();
  const cases = (await pool(scenarios, PARALLEL, casesOf)).flat();
  console.log(`${cases.length} cases in ${scenarios.length} scenarios`);
  const verdicts = await pool(cases, PARALLEL, play);
  const worst = Math.max(0, ...verdicts.map((v) => v.afterSigintMs ?? 0));
  for (const v of verdicts)
    console.log(
      `${v.ok ? 'ok  ' : 'FAIL'} ${v.reached ? `${String(v.afterSigintMs).padStart(5)} ms` : ' (not reached)'}  ${(v.outcome ?? '').padEnd(12)} ${v.label}`,
    );
  const failed = verdicts.filter((v) => !v.ok);
  for (const v of failed) console.log(`\nFAIL ${v.label}\n${v.why}`);
  const reached = verdicts.filter((v) => v.reached).length;
  console.log(
    `\n${verdicts.length - failed.length}/${verdicts.length} passed (${reached} reached their hang); slowest exit ${worst} ms after SIGINT (the runner's SIGTERM: ${RUNNER_TERM_MS} ms); ${Math.round((performance.now() - started) / 1_000)} s in all`,
  );
  // A first use that never came back a second time is timing (a poll fewer); a route never hung at all is not proven.
  const unproven = [...new Set(cases.filter((c) => c.hang).map(labelOf))].filter(
    (label) => label.endsWith('(first use)') && !verdicts.find((v) => v.label === label)?.reached,
  );
  for (const label of unproven) console.log(`NOT REACHED at its first use: ${label}`);
  if (failed.length > 0 || unproven.length > 0) process.exitCode = 1;
}

await main();
