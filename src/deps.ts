/** What run() depends on, with the runner's real ones as defaults; tests pass their own. */
import { systemClock, type Clock } from './common/clock.ts';
import type { GitHubSend } from './github/client.ts';
import type { HttpGet } from './service/transport.ts';
import type { LookUpPullRequest } from './github/look-up.ts';
import { runnerIO } from './runner/io.ts';
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
  /** Starts loading the look-up while the first request is in flight (only when a token is set). */
  preloadLookUp?: () => void;
  requestTimeoutMs?: number;
  /** Sends requests to this workflow's GitHub API with a token; by default loaded only when needed. */
  gitHubSend: (token: string) => Promise<GitHubSend>;
}

let gitHubModule: Promise<typeof import('./github/octokit.ts')> | undefined;
const loadGitHub = (): Promise<typeof import('./github/octokit.ts')> =>
  (gitHubModule ??= import('./github/octokit.ts'));

export function defaultDeps(): RunDeps {
  return {
    io: runnerIO,
    clock: systemClock,
    random: Math.random,
    signal: new AbortController().signal,
    env: process.env,
    preloadLookUp: () => void loadGitHub().catch(() => undefined),
    gitHubSend: async (token) => (await loadGitHub()).createGitHubSend(token),
  };
}
