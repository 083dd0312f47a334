/** What run() depends on, with the runner's real ones as defaults (tests pass their own), and the step's two clients made from them. */
import { systemClock, type Clock } from './common/clock.ts';
import type { Fetch, SimulatorSwitches } from './github/octokit.ts';
import { gitHubApiUrl, isLoopback } from './github/api-url.ts';
import type { HttpSend } from './service/transport.ts';
import type { LookUpPullRequest } from './pull-request/code-host.ts';
import type { ActionIO } from './output/log.ts';
import { createGitHubClient } from './github/client.ts';
import { gitHubCodeHost } from './github/code-host.ts';
import type { Config } from './inputs/inputs.ts';
import type { ProxySettings } from './inputs/proxy.ts';
import type { Log } from './output/log.ts';
import type { Message } from './output/text.ts';
import { createService } from './service/client.ts';
import { createHttpSend, endingWith } from './service/transport.ts';

export { REQUEST_TIMEOUT_MS } from './common/budget.ts';
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
  /** What the simulator's harness asks of the GitHub client; by default `simulatorSwitches(env)`. */
  simulator?: SimulatorSwitches;
}

/**
 * Set only by the simulator's harness (sim/run-action.ts): the GitHub API is the simulated one, so
 * writes need not wait for the spacing GitHub asks for.
 */
export const SIMULATED_GITHUB_ENV = 'WAIT_FOR_AGENT_JOB_SIMULATED_GITHUB';

/**
 * Set only by the simulator's harness too: the simulated GitHub's faults are the test's, so
 * plugin-retry tries again after 1 ms, 4 ms and 9 ms instead of 0.5 s, 2 s and 4.5 s (the same
 * tries, in the same order).
 */
export const QUICK_RETRIES_ENV = 'WAIT_FOR_AGENT_JOB_SIMULATED_GITHUB_QUICK_RETRIES';

/**
 * The simulator's switches, as its harness sets them in the step's environment: the one place that
 * reads them. Honoured only when GITHUB_API_URL is a loopback address, so no workflow against a
 * real GitHub can turn the spacing of writes off.
 */
export function simulatorSwitches(env: NodeJS.ProcessEnv): SimulatorSwitches {
  const base = gitHubApiUrl(env);
  if (typeof base === 'string' || !isLoopback(base)) return {};
  return {
    ...(env[SIMULATED_GITHUB_ENV] === '1' ? { writeSpacing: false } : {}),
    ...(env[QUICK_RETRIES_ENV] === '1' ? { quickRetries: true } : {}),
  };
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

/** The step's two clients: the service's, and GitHub's (one for every token) as the code host, built once. */
export function clientsOf(
  log: Log,
  deps: RunDeps,
  config: Config,
  secrets: string[],
  proxies: ProxySettings,
  end: AbortSignal,
) {
  // No debug line is even built when the log shows none.
  const debug = deps.io.isDebug() ? (message: Message) => log.debug(message) : undefined;
  const send = endingWith(end, deps.httpSend ?? createHttpSend(deps.env, proxies));
  const service = createService({ ...config, secrets }, send, debug, deps.clock);
  return { service, codeHost: codeHostOf(log, deps, secrets, end) };
}

/** GitHub as the code host, on the step's one GitHub client: all a run that never reaches the service needs. */
export function codeHostOf(log: Log, deps: RunDeps, secrets: string[], end: AbortSignal) {
  const { clock, env, gitHubFetch: fetch } = deps;
  // Read from the environment the client's own URL comes from, so the loopback check is of that URL.
  const simulator = deps.simulator ?? simulatorSwitches(env);
  const github = createGitHubClient({ clock, env, fetch, end, secrets, ...simulator });
  const lookUp = deps.lookUpPullRequest ? { lookUp: deps.lookUpPullRequest } : {};
  return gitHubCodeHost({ github, log, env: deps.env, clock: deps.clock, signal: deps.signal, ...lookUp });
}
