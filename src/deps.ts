/** What run() depends on, with the runner's real ones as defaults (tests pass their own), and the step's two clients made from them. */
import { systemClock, type Clock } from './common/clock.ts';
import type { Fetch, GitHubPacing } from './github/octokit.ts';
import { gitHubApiUrl, isLoopback } from './github/api-url.ts';
import type { HttpSend } from './service/transport.ts';
import type { CodeHost, LookUpPullRequest, RunHost } from './pull-request/code-host.ts';
import type { ActionIO } from './output/log.ts';
import { createGitHubClient } from './github/client.ts';
import { gitHubCodeHost } from './github/code-host.ts';
import type { Config } from './inputs/inputs.ts';
import type { StepHistory } from './report/verdict.ts';
import type { ProxySettings } from './inputs/proxy.ts';
import type { Log } from './output/log.ts';
import type { Message } from './output/text.ts';
import { createService } from './service/client.ts';
import { createHttpSend, endingWith } from './service/transport.ts';
import { createLeaseBook } from './pull-request/lease.ts';
import type { RunContext } from './step/run-context.ts';

import { REQUEST_TIMEOUT_MS } from './common/budget.ts';
export { REQUEST_TIMEOUT_MS };
export interface RunDeps {
  io: ActionIO;
  /** The HTTP client; by default one on node:http that honours the proxy variables. */
  httpSend?: HttpSend;
  clock: Clock;
  random: () => number;
  /** Aborts on SIGINT or SIGTERM. */
  signal: AbortSignal;
  env: NodeJS.ProcessEnv;
  /** The pull request look-up; by default a GET through the step's GitHub client. */
  lookUpPullRequest?: LookUpPullRequest;
  requestTimeoutMs?: number;
  /** The HTTP client under the GitHub API's Octokit; by default @actions/github's, with the runner's proxy. */
  gitHubFetch?: Fetch;
  /** How the GitHub client paces itself; by default `pacingOf(env)`. */
  pacing?: GitHubPacing;
  /** What the step did, kept for a face that reads more than the outputs (the command line's exit code). */
  history?: StepHistory;
  /** The run's host when it is not GitHub Actions' (the command line's GitLab merge request): its trigger and code host. */
  host?: RunHost;
}

/**
 * GitHub asks a client to space its writes and to pause before it tries again, and the client
 * does, against GitHub.com and a GitHub Enterprise Server. A GitHub API on a loopback address is
 * no GitHub's (a runner never has one): a stand-in on this machine, such as the simulator, whose
 * faults are a test's. There writes go at once, plugin-retry tries again after 1 ms, 4 ms and 9 ms,
 * and the step's own pauses before asking again last a thousandth as long (the client's `pause`): the
 * same tries, in the same order. Read from GITHUB_API_URL, as the client's own address is.
 */
export function pacingOf(env: NodeJS.ProcessEnv): GitHubPacing {
  const base = gitHubApiUrl(env);
  if (typeof base === 'string' || !isLoopback(base)) return {};
  return { writeSpacing: false, quickRetries: true };
}

/** The real dependencies on `io` (the runner's protocol, or the command line's): the system clock. */
export function defaultDeps(io: ActionIO): RunDeps {
  return {
    io,
    clock: systemClock,
    random: Math.random,
    signal: new AbortController().signal,
    env: process.env,
  };
}

/**
 * What the run's stages share (step/run-context.ts): the step's two clients, the service's and
 * GitHub's (one for every token) as the code host, built once; its deadline, `timeout` after `since`;
 * and the leases it will hold.
 */
export function runContextOf(
  log: Log,
  deps: RunDeps,
  config: Config,
  run: { secrets: string[]; proxies: ProxySettings; end: AbortSignal; since: number; sent?: { requests: number } },
): RunContext {
  const { secrets, proxies, end, since, sent = { requests: 0 } } = run;
  // No debug line is even built when the log shows none.
  const debug = deps.io.isDebug() ? (message: Message) => log.debug(message) : undefined;
  const sendOnce = endingWith(end, deps.httpSend ?? createHttpSend(deps.env, proxies));
  // Counted where they leave, so the `polls` output is every request, whatever stage made it.
  const send: HttpSend = (url, options) => {
    sent.requests++;
    return sendOnce(url, options);
  };
  const service = createService({ ...config, secrets }, send, debug, deps.clock);
  const { env, clock, random, signal } = deps;
  return {
    ...{ log, env, clock, random, signal, service, codeHost: codeHostOf(log, deps, secrets, end) },
    serviceRequests: () => sent.requests,
    deadline: since + config.timeoutMs,
    requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    leases: createLeaseBook(),
  };
}

/** GitHub as the code host, on the step's one GitHub client: all a run that never reaches the service needs. */
export function codeHostOf(log: Log, deps: RunDeps, secrets: string[], end: AbortSignal): CodeHost {
  if (deps.host)
    return deps.host.codeHost({ log, secrets, end, send: endingWith(end, deps.httpSend ?? createHttpSend(deps.env)) });
  const { clock, env, gitHubFetch: fetch } = deps;
  const pacing = deps.pacing ?? pacingOf(env);
  const github = createGitHubClient({ clock, env, fetch, end, cancelled: deps.signal, secrets, ...pacing });
  const lookUp = deps.lookUpPullRequest ? { lookUp: deps.lookUpPullRequest } : {};
  return gitHubCodeHost({ github, log, env: deps.env, clock: deps.clock, signal: deps.signal, ...lookUp });
}

/**
 * The step's `polls` output, on every ending (a wait, a push with nothing new, a cut-short read, an
 * error): how many requests it sent the service, as `sent` counts them where they leave.
 */
/** The io with our prose in the run's host's words (GitLab's), after the surface's own. */
export function withHostProse(io: ActionIO, prose: ((text: string) => string) | undefined): ActionIO {
  if (prose === undefined) return io;
  const worded = Object.create(io) as ActionIO;
  worded.words = (text) => prose(io.words ? io.words(text) : text);
  return worded;
}
