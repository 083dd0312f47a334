/**
 * `npm run bench`: start-up time, memory and load, each next to its target, measured as ratios
 * in one run so a noisy machine cancels out. Uses the committed dist/; builds nothing.
 * Exits non-zero when a target is missed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type Step } from '../sim/service.ts';
import { startSimulatedGitHub } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { pacedAsGitHub } from '../sim/run-action.ts';
import { simulateScale } from './scale.ts';
import { sweepBench } from './sweep.ts';
import { githubRequestsBench } from './github-requests.ts';

const ROOT = path.join(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'dist', 'index.js');
const FLOOR = path.join(import.meta.dirname, 'floor.mjs');
const MAX_RSS = path.join(import.meta.dirname, 'max-rss.mjs');
const COLD_START_PAIRS = 21;
const RSS_PAIRS = 9;

interface Row {
  figure: string;
  measured: string;
  target: string;
  ok?: boolean;
}
const rows: Row[] = [];
/** Text a section prints after the table (Markdown). */
const after: string[] = [];
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const mib = (kib: number): string => `${(kib / 1024).toFixed(1)} MiB`;

interface ChildRun {
  ms: number;
  exitAt: number;
  code: number | null;
  stdout: string;
  stderr: string;
}

function runNode(args: string[], env: Record<string, string>, cwd = ROOT): Promise<ChildRun> {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      const exitAt = performance.now();
      child.on('close', () => resolve({ ms: exitAt - startedAt, exitAt, code, stdout, stderr }));
    });
  });
}

function actionEnv(
  baseUrl: string,
  jobId: string,
  dir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'INPUT_PROJECT-ID': DEMO_PROJECT_ID,
    'INPUT_JOB-ID': jobId,
    'INPUT_API-KEY': DEMO_API_KEY,
    'INPUT_BASE-URL': baseUrl,
    GITHUB_OUTPUT: path.join(dir, 'output'),
    GITHUB_STEP_SUMMARY: path.join(dir, 'summary'),
    ...extra,
  };
}

function readRss(stderr: string): number {
  return Number(/max-rss-kib=(\d+)/.exec(stderr)?.[1] ?? NaN);
}

interface PathCase {
  name: string;
  /** Delay on every answer of both local services. */
  delayMs: number;
  token: boolean;
  start: boolean;
  /** On a pull_request run, keeping a comment and a check run. */
  reviewers?: boolean;
  timeTarget?: number;
}

const PATHS: PathCase[] = [
  { name: 'no github-token, job already final (GET job)', delayMs: 0, token: false, start: false, timeTarget: 1.5 },
  {
    name: 'default path, with github-token (GET job, GET pull request)',
    delayMs: 0,
    token: true,
    start: false,
    timeTarget: 1.5,
  },
  { name: 'default path, 40 ms per answer', delayMs: 40, token: true, start: false, timeTarget: 1.5 },
  {
    name: 'start and wait, with github-token (POST job, GET job, GET pull request)',
    delayMs: 0,
    token: true,
    start: true,
  },
  {
    name: 'start and wait, with a comment and a check run (and 6 GitHub requests for them)',
    delayMs: 0,
    token: true,
    start: true,
    reviewers: true,
  },
];
const MEMORY_TARGET = 1.3;
const TOKEN = 'ghs_bench0123456789';
const PR = 'https://github.com/acme/docs/pull/42';

/**
 * Each path of the action against a bare script making the same requests (bench/floor.mjs),
 * alternating runs so a noisy machine cancels out: time from spawn to exit, and peak RSS.
 */
async function paths(dir: string): Promise<void> {
  const emptyMs: number[] = [];
  for (const path_ of PATHS) {
    const done: Step = { job: { status: 'completed', prLink: PR } };
    const service = await startService({
      jobs: { 'job-done': [done] },
      jobDurationMs: 0,
      answerDelayMs: path_.delayMs,
      startedPrLink: PR,
    });
    const github = await startSimulatedGitHub({
      tokens: {
        [TOKEN]: { readable: ['acme/docs'], repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      },
      pulls: {
        'acme/docs#42': {
          number: 42,
          state: 'open',
          draft: false,
          merged: false,
          head: { sha: 'f00d'.repeat(10), ref: 'agent/x' },
        },
      },
      delayMs: path_.delayMs,
    });
    const jobUrl = `${service.url}/v2/agent/${DEMO_PROJECT_ID}/job`;
    const floorEnv: Record<string, string> = {
      API_KEY: DEMO_API_KEY,
      ...(path_.start ? { START_URL: jobUrl } : { JOB_URL: `${jobUrl}/job-done` }),
      ...(path_.token ? { PR_URL: `${github.url}/repos/acme/docs/pulls/42`, GITHUB_TOKEN: TOKEN } : {}),
      ...(path_.reviewers ? { REPORT_REPO_URL: `${github.url}/repos/${PR_REPOSITORY}`, REPORT_TOKEN: TOKEN } : {}),
    };
    // Paced as against GitHub (1 s between writes), as a real run is: the figures below count it.
    const env = pacedAsGitHub({
      ...actionEnv(service.url, path_.start ? '' : 'job-done', dir, {
        'INPUT_GITHUB-TOKEN': path_.token ? TOKEN : '',
        ...(path_.start ? { INPUT_PROMPT: 'Document the new flag.' } : {}),
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        ...(path_.reviewers
          ? { ...pullRequestEnv(github.url, 1), 'INPUT_REPORT-TOKEN': TOKEN, 'INPUT_CHECK-NAME': 'Docs agent' }
          : { 'INPUT_REPORT-TOKEN': '' }),
      }),
      GITHUB_OUTPUT: '/dev/null',
      GITHUB_STEP_SUMMARY: '/dev/null',
    });
    await runNode([FLOOR], floorEnv); // warm the disk cache for both
    github.comments.length = 0; // the floor's own comment and check run are not the action's
    github.checkRuns.length = 0;
    const check = await runNode([DIST], env);
    const reviewed = !path_.reviewers || (github.comments.length === 1 && github.checkRuns.length === 1);
    if (check.code !== 0 || !reviewed || (path_.token && !check.stdout.includes('Pull request acme/docs#42 is open')))
      throw new Error(`the action did not take the ${path_.name} path:\n${check.stdout}${check.stderr}`);

    const floorMs: number[] = [];
    const actionMs: number[] = [];
    /**
     * The action's time less GitHub's write spacing: the window from its last request before its
     * first write (the writes wait there for plugin-throttling's slots) to its last write.
     */
    const unspacedMs: number[] = [];
    for (let i = 0; i < COLD_START_PAIRS; i++) {
      service.reset(); // the hourly start limit
      floorMs.push((await runNode([FLOOR], floorEnv)).ms);
      const before = github.requests.length;
      const run = await runNode([DIST], env);
      actionMs.push(run.ms);
      const sent = github.requests.slice(before);
      const first = sent.findIndex((request) => request.method !== 'GET');
      const last = sent.findLastIndex((request) => request.method !== 'GET');
      const from = sent[Math.max(0, first - 1)]?.at ?? 0;
      unspacedMs.push(first < 0 ? run.ms : run.ms - ((sent[last]?.at ?? from) - from));
      if (path_ === PATHS[0]) emptyMs.push((await runNode(['-e', '0'], {})).ms);
    }
    const floorRss: number[] = [];
    const actionRss: number[] = [];
    for (let i = 0; i < RSS_PAIRS; i++) {
      service.reset();
      floorRss.push(readRss((await runNode(['--import', MAX_RSS, FLOOR], floorEnv)).stderr));
      actionRss.push(readRss((await runNode(['--import', MAX_RSS, DIST], env)).stderr));
    }
    await service.close();
    await github.close();

    const [floor, action] = [median(floorMs), median(actionMs)];
    const timeRatio = action / floor;
    const rssRatio = median(actionRss) / median(floorRss);
    rows.push({
      figure: `Time, ${path_.name} (median of ${COLD_START_PAIRS})`,
      measured: `${action.toFixed(1)} ms vs floor ${floor.toFixed(1)} ms = ${timeRatio.toFixed(2)}x`,
      target: path_.timeTarget ? `<= ${path_.timeTarget}x floor` : 'reported',
      ...(path_.timeTarget ? { ok: timeRatio <= path_.timeTarget } : {}),
    });
    if (path_.reviewers)
      rows.push({
        figure: `Time less GitHub's write spacing, ${path_.name} (median of ${COLD_START_PAIRS})`,
        measured: `${median(unspacedMs).toFixed(1)} ms vs floor ${floor.toFixed(1)} ms = ${(median(unspacedMs) / floor).toFixed(2)}x`,
        target: 'reported',
      });
    // The memory target is the no-token and default paths' (and start-and-wait's); the comment and check run's is reported.
    const rssTarget = !path_.reviewers;
    rows.push({
      figure: `Peak RSS, ${path_.name} (median of ${RSS_PAIRS})`,
      measured: `${mib(median(actionRss))} vs floor ${mib(median(floorRss))} = ${rssRatio.toFixed(2)}x`,
      target: rssTarget ? `<= ${MEMORY_TARGET}x floor` : 'reported',
      ...(rssTarget ? { ok: rssRatio <= MEMORY_TARGET } : {}),
    });
  }
  rows.unshift({
    figure: 'Node itself, empty script (median)',
    measured: `${median(emptyMs).toFixed(1)} ms`,
    target: 'for reference',
  });
}

/** 50 jobs in one step against 50 one-job steps: requests, CPU time and peak memory. */
async function severalJobs(dir: string): Promise<void> {
  const count = 50;
  const ids = Array.from({ length: count }, (_, i) => `job-many-${i}`);
  const active: Step = { job: { status: 'active' } };
  const scripts = Object.fromEntries(
    ids.map((id, i) => [
      id,
      [...Array.from({ length: 1 + (i % 5) }, () => active), { job: { status: 'completed', prLink: PR } }],
    ]),
  );
  const service = await startService({ jobs: scripts });
  const env = (jobIds: string[]) => ({
    ...actionEnv(service.url, jobIds.join('\n'), dir, { 'INPUT_POLL-INTERVAL': '200ms', 'INPUT_GITHUB-TOKEN': '' }),
    GITHUB_OUTPUT: '/dev/null',
    GITHUB_STEP_SUMMARY: '/dev/null',
  });
  const cpu = (stderr: string): number => Number(/cpu-us=(\d+)/.exec(stderr)?.[1] ?? NaN) / 1_000;
  const measure = async (jobIds: string[]) => {
    service.reset();
    const before = service.requests.length;
    const child = await runNode(['--import', MAX_RSS, DIST], env(jobIds));
    if (child.code !== 0) throw new Error(`the action failed:\n${child.stdout}`);
    return { rss: readRss(child.stderr), cpuMs: cpu(child.stderr), requests: service.requests.length - before };
  };
  const many = [];
  for (let i = 0; i < COLD_START_PAIRS; i++) many.push(await measure(ids));
  const singles = [];
  for (const id of ids) singles.push(await measure([id]));
  await service.close();

  const manyRss = median(many.map((m) => m.rss));
  const manyCpu = median(many.map((m) => m.cpuMs));
  const oneRss = median(singles.map((m) => m.rss));
  const oneCpu = median(singles.map((m) => m.cpuMs));
  const singlesCpu = singles.reduce((sum, m) => sum + m.cpuMs, 0);
  const singlesRequests = singles.reduce((sum, m) => sum + m.requests, 0);
  rows.push({
    figure: `${count} jobs: requests, one step vs ${count} one-job steps`,
    measured: `${median(many.map((m) => m.requests))} vs ${singlesRequests}`,
    target: 'reported',
  });
  rows.push({
    figure: `${count} jobs: peak RSS, one step vs a one-job step (median)`,
    measured: `${mib(manyRss)} vs ${mib(oneRss)} = ${(manyRss / oneRss).toFixed(2)}x`,
    target: '<= 1.5x a one-job step',
    ok: manyRss / oneRss <= 1.5,
  });
  rows.push({
    figure: `${count} jobs: CPU time, one step (median of ${COLD_START_PAIRS}) vs a one-job step (median of ${count})`,
    measured: `${manyCpu.toFixed(0)} ms vs ${oneCpu.toFixed(0)} ms = ${(manyCpu / oneCpu).toFixed(2)}x (${count} steps: ${singlesCpu.toFixed(0)} ms)`,
    target: '< 2x a one-job step',
    ok: manyCpu < 2 * oneCpu,
  });
}

/** What each import costs on its own: a process that only imports it, minus an empty one. */
async function importCosts(): Promise<void> {
  const imports: Array<[string, string]> = [
    ["@actions/core's entry (the runner's protocol, on every run)", "await import('@actions/core')"],
    [
      "@actions/github's getOctokit with plugin-retry and plugin-throttling (only on paths that talk to GitHub)",
      "const { getOctokit } = await import('@actions/github'); await import('@octokit/plugin-retry'); await import('@octokit/plugin-throttling'); getOctokit('x')",
    ],
    ['node:https (what src/service/transport.ts uses)', "await import('node:https')"],
    ['global fetch, first use (what the floor uses)', "await fetch('data:,x')"],
  ];
  const runs = 9;
  const time = async (code: string): Promise<number> => {
    const values: number[] = [];
    for (let i = 0; i < runs; i++) values.push((await runNode(['--input-type=module', '-e', code], {})).ms);
    return median(values);
  };
  const empty = await time('');
  for (const [name, code] of imports) {
    rows.push({
      figure: `Import cost: ${name}`,
      measured: `+${((await time(code)) - empty).toFixed(1)} ms (unbundled, median of ${runs})`,
      target: 'reported',
    });
  }
}

async function memoryFlat(): Promise<void> {
  const active: Step = { job: { status: 'active' } };
  const done: Step = { job: { status: 'completed' } };
  const script = (polls: number): Step[] => [...Array<Step>(polls - 1).fill(active), done];
  const service = await startService({ jobs: { 'job-100': script(100), 'job-10000': script(10_000) } });
  const measure = async (polls: number): Promise<{ rss: number; heap: number }> => {
    const rss: number[] = [];
    const heap: number[] = [];
    for (let i = 0; i < 3; i++) {
      service.setJob(`job-${polls}`, script(polls));
      const file = path.join(import.meta.dirname, 'poll-memory.ts');
      const run = await runNode(['--expose-gc', file, service.url, String(polls)], {});
      if (run.code !== 0) throw new Error(`poll-memory failed: ${run.stderr}`);
      const figures = JSON.parse(run.stdout) as { maxRssKiB: number; heapKiB: number };
      rss.push(figures.maxRssKiB);
      heap.push(figures.heapKiB);
    }
    return { rss: median(rss), heap: median(heap) };
  };
  const few = await measure(100);
  const many = await measure(10_000);
  await service.close();
  // A leak shows in the heap after a full collection; peak RSS also holds the code V8 compiles
  // for a loop it runs thousands of times, which stops growing once compiled.
  rows.push({
    figure: 'Heap after a full collection, 10,000 polls vs 100 (median of 3)',
    measured: `${mib(few.heap)} -> ${mib(many.heap)}: +${((many.heap - few.heap) / 1024).toFixed(2)} MiB`,
    target: '< 1 MiB',
    ok: many.heap - few.heap < 1024,
  });
  rows.push({
    figure: 'Peak RSS growth, 10,000 polls vs 100 (median of 3)',
    measured: `${mib(few.rss)} -> ${mib(many.rss)}: +${((many.rss - few.rss) / 1024).toFixed(2)} MiB`,
    target: '< 25 MiB (compiled code)',
    ok: many.rss - few.rss < 25 * 1024,
  });
}

/** What the redaction keeps of hostile texts it read: each echoes the key thousands of times. */
async function redactionMemory(): Promise<void> {
  const run = await runNode(['--expose-gc', path.join(import.meta.dirname, 'redaction-memory.ts')], {});
  if (run.code !== 0) throw new Error(`redaction-memory failed: ${run.stderr}`);
  const { keptKiB } = JSON.parse(run.stdout) as { keptKiB: number };
  rows.push({
    figure: 'Heap the redaction keeps after 12 texts of 120,000 characters, each the key 4,000 times',
    measured: mib(keptKiB),
    target: '< 8 MiB',
    ok: keptKiB < 8 * 1024,
  });
}

/** A job that is active until `lengthMs` after its first request, then completed. */
async function timedJobServer(lengthMs: number) {
  const requests: number[] = [];
  let firstAt = 0;
  let finalSentAt = 0;
  let afterFinal = 0;
  const server = http.createServer((request, response) => {
    const now = performance.now();
    requests.push(now);
    if (finalSentAt > 0) afterFinal++;
    if (firstAt === 0) firstAt = now;
    const completed = now - firstAt >= lengthMs;
    const body = JSON.stringify({ id: 'job-timed', status: completed ? 'completed' : 'active', prLink: null });
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
    response.end(body);
    if (completed) response.on('finish', () => (finalSentAt = performance.now()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stats: () => ({ requests: requests.length, finalSentAt, afterFinal }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function detection(dir: string): Promise<void> {
  const lengthMs = 3_000;
  const intervalMs = 250;
  const allowed = Math.ceil(lengthMs / intervalMs) + 1;
  let worstLatency = 0;
  let mostRequests = 0;
  let afterFinal = 0;
  for (let i = 0; i < 3; i++) {
    const server = await timedJobServer(lengthMs);
    const run = await runNode(
      [DIST],
      actionEnv(server.url, 'job-timed', dir, { 'INPUT_POLL-INTERVAL': `${intervalMs}ms` }),
    );
    const stats = server.stats();
    await server.close();
    if (run.code !== 0 || stats.finalSentAt === 0)
      throw new Error(`the detection run failed:\n${run.stdout}${run.stderr}`);
    worstLatency = Math.max(worstLatency, run.exitAt - stats.finalSentAt);
    mostRequests = Math.max(mostRequests, stats.requests);
    afterFinal += stats.afterFinal;
  }
  rows.push({
    figure: 'Exit after the final status is sent (worst of 3)',
    measured: `${worstLatency.toFixed(1)} ms`,
    target: '<= 100 ms',
    ok: worstLatency <= 100,
  });
  rows.push({
    figure: `Requests for a ${lengthMs / 1_000}s job polled every ${intervalMs}ms (most of 3)`,
    measured: `${mostRequests}, ${afterFinal} after the final status`,
    target: `<= ceil(D/I) + 1 = ${allowed}, none after`,
    ok: mostRequests <= allowed && afterFinal === 0,
  });
}

async function scale(): Promise<void> {
  const actions = 1_000;
  const pollIntervalMs = 10_000;
  const settleS = 120;
  for (const [rate, judged] of [
    [100, true],
    [50, false],
  ] as const) {
    const result = await simulateScale({
      actions,
      ratePerSecond: rate,
      pollIntervalMs,
      timeoutMs: 3_600_000,
      minJobMs: 120_000,
      maxJobMs: 1_200_000,
      seed: 2026,
    });
    const settled = result.offeredPerSecond.slice(settleS);
    const settledMax = Math.max(...settled);
    // Synchronized bursts show as variance far above the mean; random arrivals give about 1.
    // Taken within 30 s blocks, so the slow fall of the load as jobs finish does not count.
    const steady = result.offeredPerSecond.slice(settleS, 600);
    const blocks = Array.from({ length: Math.floor(steady.length / 30) }, (_, i) => steady.slice(i * 30, i * 30 + 30));
    const dispersions = blocks.map((block) => {
      const mean = block.reduce((sum, count) => sum + count, 0) / block.length;
      return block.reduce((sum, count) => sum + (count - mean) ** 2, 0) / block.length / mean;
    });
    const dispersion = dispersions.reduce((sum, value) => sum + value, 0) / dispersions.length;
    const mean = steady.reduce((sum, count) => sum + count, 0) / steady.length;
    const right = result.results.filter(
      (r, i) =>
        r.outcome === 'final' &&
        r.job?.status === 'completed' &&
        (result.finishedAtMs[i] ?? 0) >= (result.jobEndsMs[i] ?? 0),
    ).length;
    const delays = result.finishedAtMs.map((at, i) => at - (result.jobEndsMs[i] ?? 0));
    const demand = actions / (pollIntervalMs / 1_000);
    const label = `${actions} actions, R = ${rate}/s (demand ${demand}/s)`;
    rows.push({
      figure: `Scale, ${label}: right status`,
      measured: `${right} of ${actions}; detection ${(median(delays) / 1_000).toFixed(1)} s median`,
      target: `all ${actions}`,
      ok: right === actions,
    });
    rows.push({
      figure: `Scale, ${label}: peak load (the synchronized start)`,
      measured: `${Math.max(...result.offeredPerSecond)}/s in second 0`,
      target: 'reported',
    });
    rows.push({
      figure: `Scale, ${label}: max load after ${settleS} s`,
      measured: `${settledMax}/s = ${(settledMax / rate).toFixed(2)}R`,
      target: judged ? '<= 1.1R' : 'reported (capacity below demand)',
      ...(judged ? { ok: settledMax <= 1.1 * rate } : {}),
    });
    rows.push({
      figure: `Scale, ${label}: bursts, variance/mean of load ${settleS}-600 s`,
      measured: `${dispersion.toFixed(2)} (mean ${mean.toFixed(0)}/s)`,
      target: '<= 2 (1 = random arrivals)',
      ok: dispersion <= 2,
    });
    rows.push({
      figure: `Scale, ${label}: time to drain`,
      measured: `${(result.drainMs / 60_000).toFixed(1)} min (jobs last 2-20 min); ${Math.round(result.wallMs)} ms to simulate`,
      target: 'reported',
    });
  }
}

/** Bytes per package in one bundled file, from the markers ncc leaves before each ES module. */
function composition(text: string): Map<string, number> {
  const markers = [...text.matchAll(/^;?\/\/ CONCATENATED MODULE: (\S+)/gm)];
  // What stands before the first marker is CommonJS code (numbered modules) and webpack's runtime.
  const byPackage = new Map<string, number>([
    ['CommonJS modules', Buffer.byteLength(text.slice(0, markers[0]?.index ?? text.length))],
  ]);
  markers.forEach((marker, i) => {
    const file = marker[1] ?? '';
    const name =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ??
      (file.startsWith('./src') ? 'src/ (this action)' : 'other');
    const size = Buffer.byteLength(text.slice(marker.index, markers[i + 1]?.index ?? text.length));
    byPackage.set(name, (byPackage.get(name) ?? 0) + size);
  });
  return byPackage;
}

function bundle(): void {
  const dist = path.join(ROOT, 'dist');
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
  for (const file of readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const text = readFileSync(path.join(dist, file), 'utf8');
    const loaded =
      file === 'index.js'
        ? 'every run'
        : /octokit/i.test(text)
          ? 'only on a path that talks to GitHub'
          : 'only when needed: a comment, a check run, a follow-up command or the docs pull request comment';
    const top = [...composition(text)]
      .filter(([, size]) => size > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4);
    rows.push({
      figure: `Bundle: dist/${file} (loaded ${loaded})`,
      measured: `${kib(statSync(path.join(dist, file)).size)}: ${top.map(([name, size]) => `${name} ${kib(size)}`).join(', ')}`,
      target: 'reported',
    });
  }
}

/** The command line's time to wait for a job that has ended: spawn to exit, against the floor's one GET. */
async function commandLine(): Promise<void> {
  const cli = path.join(ROOT, 'dist', 'cli', 'index.js');
  const service = await startService({ jobs: { 'job-done': [{ job: { status: 'completed', prLink: PR } }] } });
  const floorEnv = { API_KEY: DEMO_API_KEY, JOB_URL: `${service.url}/v2/agent/${DEMO_PROJECT_ID}/job/job-done` };
  const env = { MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID };
  const args = [cli, 'wait', 'job-done', '--base-url', service.url, '--allow-insecure-http', 'true'];
  try {
    const check = await runNode(args, env);
    if (check.code !== 0) throw new Error(`the command line did not wait for the job:\n${check.stderr}`);
    const [floorMs, cliMs]: [number[], number[]] = [[], []];
    for (let i = 0; i < COLD_START_PAIRS; i++) {
      floorMs.push((await runNode([FLOOR], floorEnv)).ms);
      cliMs.push((await runNode(args, env)).ms);
    }
    const [floor, measured] = [median(floorMs), median(cliMs)];
    rows.push({
      figure: `The command line's cold start: wait for a job that has ended (median of ${COLD_START_PAIRS})`,
      measured: `${measured.toFixed(1)} ms vs floor ${floor.toFixed(1)} ms = ${(measured / floor).toFixed(2)}x`,
      target: '<= 1.3x floor',
      ok: measured <= 1.3 * floor,
    });
  } finally {
    await service.close();
  }
}

if (!existsSync(DIST)) {
  console.error('dist/index.js is missing: run `npm run bundle` first.');
  process.exit(2);
}
const dir = mkdtempSync(path.join(tmpdir(), 'bench-'));
const startedAt = performance.now();
/** Every section by name: `npm run bench -- paths several` runs only those (all by default). */
const sections: Record<string, () => Promise<void> | void> = {
  paths: () => paths(dir),
  several: () => severalJobs(dir),
  imports: importCosts,
  memory: async () => {
    await memoryFlat();
    await redactionMemory();
  },
  detection: () => detection(dir),
  scale,
  bundle,
  sweep: () => sweepBench(rows, after),
  cli: commandLine,
  requests: () => githubRequestsBench(rows),
};
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in sections));
if (unknown.length > 0) {
  console.error(`No bench section named ${unknown.join(', ')}: the sections are ${Object.keys(sections).join(', ')}.`);
  process.exit(2);
}
try {
  for (const [name, run] of Object.entries(sections)) if (asked.length === 0 || asked.includes(name)) await run();
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const width = (key: keyof Row): number => Math.max(key.length, ...rows.map((row) => String(row[key] ?? '').length));
const line = (cells: string[], widths: number[]): string =>
  `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
const widths = [width('figure'), width('measured'), width('target'), 4];
console.log(
  `Node ${process.version}, ${(await import('node:os')).cpus().length} CPUs, ${((performance.now() - startedAt) / 1_000).toFixed(1)} s\n`,
);
console.log(line(['figure', 'measured', 'target', 'ok'], widths));
console.log(
  line(
    widths.map((w) => '-'.repeat(w)),
    widths,
  ),
);
for (const row of rows)
  console.log(line([row.figure, row.measured, row.target, row.ok === undefined ? '' : row.ok ? 'yes' : 'NO'], widths));
for (const text of after) console.log(`\n${text}`);
const missed = rows.filter((row) => row.ok === false);
if (missed.length > 0) {
  console.error(`\n${missed.length} target(s) missed: ${missed.map((row) => row.figure).join('; ')}`);
  process.exit(1);
}
