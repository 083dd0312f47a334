/** What run() depends on, with the runner's real ones as defaults; tests pass their own. */
import { systemClock, type Clock } from './common/clock.ts';
import type { GitHubSend } from './github/client.ts';
import type { HttpGet } from './service/transport.ts';
import type { LookUpPullRequest } from './github/look-up.ts';
import type { ActionIO } from './out/sink.ts';

/** One request may take this long before it counts as a transient fault. */
export const REQUEST_TIMEOUT_MS = 30_000;
export interface RunDeps {
  io: ActionIO;
  /** The HTTP client; by default one on node:http that honours the proxy variables. */
  httpGet?: HttpGet;
  clock: Clock;
  random: () => number;
  /** Aborts on SIGINT or SIGTERM. */
  signal: AbortSignal;
  env: NodeJS.ProcessEnv;
  /** The pull request look-up; by default a GET through the step's GitHub client. */
  lookUpPullRequest?: LookUpPullRequest;
  requestTimeoutMs?: number;
  /** Sends requests to this workflow's GitHub API with a token; by default over the same HTTP client as the service. */
  gitHubSend?: (token: string) => Promise<GitHubSend>;
}

/**
 * The runner's real dependencies. The runner's IO is loaded only when the caller passes none:
 * the bundle's entry passes the lean one (runner/workflow-commands.ts); `run()` with no arguments
 * gets @actions/core's (runner/io.ts), which @github/local-action stands in for.
 */
export async function loadRunnerIO(): Promise<ActionIO> {
  return (await import('./runner/io.ts')).runnerIO;
}

export function defaultDeps(): Omit<RunDeps, 'io'> {
  return {
    clock: systemClock,
    random: Math.random,
    signal: new AbortController().signal,
    env: process.env,
  };
}
