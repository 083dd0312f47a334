/**
 * No idle runner, measured on the bundled action: the letting-go step's wall time for a 1-minute
 * and a 60-minute job (it must not grow with the job), a sweep's CPU time with 50 pending jobs
 * against one, and the GitHub and service requests a sweep makes: with nothing pending, per job
 * still running, per job it finishes; and from the steps' wall times, the runner minutes a day
 * of waiting and of letting go (bench/runner-minutes.ts, docs/sweep.md). Pending jobs are made as the step records them: a comment
 * with a signed pending record and the label (what 50 let-go runs would leave, in a second).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { pacedAsGitHub } from '../sim/run-action.ts';
import { commentMarker, stepKey, type StepName, type StepRecord } from '../src/pull-request/record.ts';
import { billedMinutes, minutesTable, sameRepositoryTable, SWEEP_EVERY_MINUTES } from './runner-minutes.ts';

export interface BenchRow {
  figure: string;
  measured: string;
  target: string;
  ok?: boolean;
}

const ROOT = path.join(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist', 'index.js');
const MAX_RSS = path.join(import.meta.dirname, 'max-rss.mjs');
const HEAD = '1'.repeat(40);
const RUNS = 5;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function runAction(
  env: Record<string, string>,
): Promise<{ ms: number; cpuMs: number; code: number | null; out: string }> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, ['--import', MAX_RSS, DIST], {
      env: {
        PATH: process.env.PATH ?? '',
        GITHUB_OUTPUT: '/dev/null',
        GITHUB_STEP_SUMMARY: '/dev/null',
        ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
        // Paced as against GitHub (1 s between writes), as a real run is: the times count it.
        ...pacedAsGitHub(env),
      },
      cwd: ROOT,
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) =>
      resolve({
        ms: performance.now() - startedAt,
        cpuMs: Number(/cpu-us=(\d+)/.exec(err)?.[1] ?? NaN) / 1_000,
        code,
        out,
      }),
    );
  });
}

const inputsOf = (service: SimulatedService, extra: Record<string, string>): Record<string, string> =>
  Object.fromEntries(
    Object.entries({
      'project-id': DEMO_PROJECT_ID,
      'api-key': DEMO_API_KEY,
      'base-url': service.url,
      'report-token': REPORT_TOKEN,
      'github-token': '',
      ...extra,
    }).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value]),
  );

const simGitHub = (pulls: number[] = [5]): Promise<SimGitHub> =>
  startSimulatedGitHub({
    tokens: { [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' } },
    pulls: Object.fromEntries(pulls.map((n) => [`${PR_REPOSITORY}#${n}`, { number: n, head: { sha: HEAD } }])),
  });

/** The letting-go step's wall times, RUNS of them, for a job of this length. */
async function letGoTimes(jobMs: number): Promise<number[]> {
  const service = await startService({ jobDurationMs: jobMs, now: () => 0 });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const github = await simGitHub();
    const event = { action: 'opened', pull_request: { number: 5, head: { sha: HEAD } } };
    const env = pullRequestEnv(github.url, 30_000 + i, { GITHUB_EVENT_PATH: eventFile(event) });
    const inputs = inputsOf(service, { prompt: 'Docs.', wait: 'sweep', 'check-name': 'Docs', timeout: '2h' });
    const run = await runAction({ ...env, ...inputs });
    await github.close();
    if (run.code !== 0) throw new Error(`the let-go step failed:\n${run.out}`);
    times.push(run.ms);
  }
  await service.close();
  return times;
}

/** `count` pull requests, each with a pending record as a let-go step writes it, and the label. */
function seedPending(github: SimGitHub, jobs: string[]): void {
  jobs.forEach((job, i) => {
    const pull = 100 + i;
    const name: StepName = { workflow: 'Docs', job: 'docs', step: 'agent', repository: PR_REPOSITORY, pull };
    const record: StepRecord = {
      run: String(40_000 + i),
      attempt: 1,
      kind: 'prompt',
      jobs: [job],
      step: stepKey(name),
      head: HEAD,
      pending: {
        until: Date.now() + 3_600_000,
        check: 'Docs',
        sha: HEAD,
        workflow: 'Docs',
        job: 'docs',
        step: 'agent',
      },
    };
    github.addComment(
      `${PR_REPOSITORY}#${pull}`,
      `working\n${commentMarker(name, record, DEMO_API_KEY)}\n`,
      'github-actions[bot]',
    );
    github.labels.set(`${PR_REPOSITORY}#${pull}`, new Set(['agent-job-pending']));
  });
}

interface SweepRun {
  ms: number;
  cpuMs: number;
  github: number;
  service: number;
}

/** One sweep over `pending` pending jobs (each `active`, or `completed` when `ended`). */
export async function sweepOnce(pending: number, ended: boolean, runId: number): Promise<SweepRun> {
  const jobs = Array.from({ length: pending }, (_, i) => `job-bench-${i}`);
  const status = {
    job: { status: ended ? 'completed' : 'active', prLink: ended ? 'https://github.com/acme/docs/pull/9' : null },
  };
  const service = await startService({ jobs: Object.fromEntries(jobs.map((id) => [id, [status]])) });
  const github = await simGitHub(jobs.map((_, i) => 100 + i));
  seedPending(github, jobs);
  const env = pullRequestEnv(github.url, runId, {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: eventFile({}),
    GITHUB_WORKFLOW: 'Sweep',
  });
  const run = await runAction({ ...env, ...inputsOf(service, { sweep: 'true' }) });
  const counts = { github: github.requests.length, service: service.requests.length };
  await github.close();
  await service.close();
  if (run.code !== 0) throw new Error(`the sweep failed:\n${run.out}`);
  return { ms: run.ms, cpuMs: run.cpuMs, ...counts };
}

/** Pushes the figures to `rows`, and the runner minutes' table (Markdown) to `after`. */
export async function sweepBench(rows: BenchRow[], after: string[] = []): Promise<void> {
  const letGoRuns = [await letGoTimes(60_000), await letGoTimes(3_600_000)];
  const [short, long] = letGoRuns.map(median) as [number, number];
  rows.push({
    figure: `wait: sweep, the step's wall time: a 1-minute vs a 60-minute job (median of ${RUNS})`,
    measured: `${(short / 1_000).toFixed(2)} s vs ${(long / 1_000).toFixed(2)} s`,
    target: 'the same (within 25%), seconds',
    ok: long <= short * 1.25 && long < 10_000,
  });
  const one: SweepRun[] = [];
  const fifty: SweepRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    one.push(await sweepOnce(1, false, 50_000 + i));
    fifty.push(await sweepOnce(50, false, 50_100 + i));
  }
  const [oneCpu, fiftyCpu] = [median(one.map((r) => r.cpuMs)), median(fifty.map((r) => r.cpuMs))];
  rows.push({
    figure: `A sweep's CPU time: 50 pending jobs vs 1 (median of ${RUNS})`,
    measured: `${fiftyCpu.toFixed(0)} ms vs ${oneCpu.toFixed(0)} ms = ${(fiftyCpu / oneCpu).toFixed(2)}x`,
    target: '< 2x',
    ok: fiftyCpu < 2 * oneCpu,
  });
  const none = await sweepOnce(0, false, 50_200);
  const running = (fifty[0]?.github ?? NaN) - none.github;
  const finished = await sweepOnce(1, true, 50_300);
  rows.push({
    figure: "A sweep's GitHub requests: nothing pending; per job still running; per job finished",
    measured: `${none.github}; ${(running / 50).toFixed(1)} (+1 service read); ${finished.github - none.github} (+1 service read)`,
    target: 'grows with pending jobs, not open pull requests',
  });
  // GitHub bills each job by the started minute: a step of seconds is 1 minute, as the table assumes.
  const letGo = Math.max(...letGoRuns.flat());
  const sweep = Math.max(...[...one, ...fifty, none, finished].map((r) => r.ms));
  const billed = { letGo: billedMinutes(letGo), sweep: billedMinutes(sweep), trigger: 1 };
  rows.push({
    figure: `Billed minutes: a let-go step; a sweep, nothing pending to 50 running or 1 finished (slowest of ${2 * RUNS} and ${2 * RUNS + 2})`,
    measured: `${(letGo / 1_000).toFixed(2)} s -> ${billed.letGo}; ${(sweep / 1_000).toFixed(2)} s -> ${billed.sweep}`,
    target: '1 minute each (docs/sweep.md)',
    ok: billed.letGo === 1 && billed.sweep === 1,
  });
  after.push(
    [
      `Runner minutes a day (docs/sweep.md; private repositories only): a let-go run bills ${billed.letGo} min,`,
      `a sweep ${billed.sweep} (every ${SWEEP_EVERY_MINUTES} minutes, or hourly), the docs repository's trigger 1 (not measured: two short steps).`,
      '',
      'Docs in a repository of their own:',
      '',
      minutesTable(billed),
      '',
      "Docs in the product repository (examples/docs-in-same-repository.yml; a docs pull request's run finishing a report bills as a sweep):",
      '',
      sameRepositoryTable(billed),
    ].join('\n'),
  );
}
