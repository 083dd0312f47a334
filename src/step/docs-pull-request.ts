/**
 * After the report: with `docs-pr-comment`, one comment on the docs pull request the job opened
 * (src/pull-request/docs-comment.ts), on GitHub. Nothing here changes the step's result.
 */
import { wallClock, type Clock } from '../common/clock.ts';
import type { GitHubClient } from '../github/client.ts';
import { describePullRequest, lookUpPullRequest, LOOKUP_TOKEN, type LookUpPullRequest } from '../github/look-up.ts';
import type { Trigger } from '../pull-request/host.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Sink } from '../output/sink.ts';
import type { JobEnding } from '../report/verdict.ts';

export type After = (endings: JobEnding[]) => Promise<void>;

export interface DocsCommentDeps {
  sink: Sink;
  github: GitHubClient;
  trigger: Trigger | undefined;
  config: Config;
  clock: Clock;
  signal: AbortSignal;
  env: NodeJS.ProcessEnv;
}

export function docsPullRequestComment(deps: DocsCommentDeps): After {
  const { config, trigger } = deps;
  return async (endings) => {
    const [only] = endings;
    const pr = endings.length === 1 ? only?.view?.pullRequest : undefined;
    if (!config.visibility.docsPrComment || !trigger || !pr || !only) return;
    // Loaded only when asked for: the bundle's entry stays small on every other path.
    const [{ keepDocsComment }, { createGitHubHost }] = await Promise.all([
      import('../pull-request/docs-comment.ts'),
      import('../github/host.ts'),
    ]);
    const token = config.githubToken;
    const hostFor = (docs: Trigger) =>
      createGitHubHost({
        caller: () =>
          deps.github.caller(token, {
            name: 'github-token',
            needs: `pull-requests: write on ${docs.owner}/${docs.repo} (such as an installation token from actions/create-github-app-token)`,
          }),
        trigger: docs,
        sink: deps.sink,
      });
    await keepDocsComment({
      ...deps,
      trigger,
      ...(token === '' ? {} : { hostFor }),
      apiKey: config.apiKey,
      previousApiKey: config.previousApiKey,
      jobId: only.id,
      pr,
      serverUrl: (deps.env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/$/, ''),
      command: config.followUp?.command ?? '/docs',
    });
  };
}

/**
 * With one job that ended, its docs pull request's head, state, draft flag, title and size,
 * through the step's client; with `mirror` (a comment to keep), its reviews, preview and files too.
 * A look-up passed in (tests) stands for GitHub: the mirror's reads are then not made.
 */
export async function lookUpOnlyPullRequest(
  sink: Sink,
  deps: {
    lookUpPullRequest?: LookUpPullRequest | undefined;
    clock: Clock;
    env: NodeJS.ProcessEnv;
    signal: AbortSignal;
  },
  config: Config,
  github: GitHubClient,
  endings: JobEnding[],
  mirror = false,
): Promise<void> {
  const [only] = endings;
  if (endings.length !== 1 || only?.result.outcome !== 'final') return;
  const call = (token: string) => github.caller(token, LOOKUP_TOKEN);
  const lookUp =
    deps.lookUpPullRequest ?? ((address, token, signal) => lookUpPullRequest(call(token), address, signal, deps.clock));
  const options = { token: config.githubToken, lookUp, env: deps.env, signal: deps.signal };
  const link = only.view?.pullRequest;
  const pullRequest = await describePullRequest(sink, link, options);
  if (!pullRequest) return;
  pullRequest.readAt = new Date(wallClock()).toISOString();
  only.pullRequest = pullRequest;
  if (!mirror || deps.lookUpPullRequest || !link?.owner || !link.repo || !link.number) return;
  const { readMirror } = await import('../github/docs-mirror.ts');
  const at = { owner: link.owner, repo: link.repo, number: link.number };
  const pull = { headSha: pullRequest.headSha, ...(pullRequest.size ? { files: pullRequest.size.files } : {}) };
  const to = { job: only.id, keys: recordKeysOf(config) };
  pullRequest.mirror = await readMirror(sink, call(config.githubToken), at, pull, deps, to);
}
