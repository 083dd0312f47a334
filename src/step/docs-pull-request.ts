/**
 * After the report: with `docs-pr-comment`, one comment on the docs pull request the job opened
 * (src/pull-request/docs-comment.ts), on GitHub. Nothing here changes the step's result.
 */
import { isoDate, type Clock } from '../common/clock.ts';
import { docsHostOf, type CodeHost } from '../pull-request/code-host.ts';
import type { Trigger } from '../pull-request/host.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import type { JobEnding } from '../report/verdict.ts';

export type After = (endings: JobEnding[]) => Promise<void>;

export interface DocsCommentDeps {
  log: Log;
  codeHost: CodeHost;
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
    const { keepDocsComment } = await import('../pull-request/docs-comment.ts');
    const token = config.githubToken;
    const hostFor = (docs: Trigger) => docsHostOf(deps.codeHost, token, docs);
    await keepDocsComment({
      ...deps,
      trigger,
      ...(token === '' ? {} : { hostFor }),
      addressOf: deps.codeHost.addressOf,
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
 * With one job that ended, its docs pull request's head, state, draft flag, title and size; with
 * `mirror` (a comment to keep), its reviews, preview and files too.
 */
export async function lookUpOnlyPullRequest(
  codeHost: CodeHost,
  { signal, clock }: { signal: AbortSignal; clock: Clock },
  config: Config,
  endings: JobEnding[],
  mirror = false,
): Promise<void> {
  const [only] = endings;
  if (endings.length !== 1 || only?.result.outcome !== 'final') return;
  const link = only.view?.pullRequest;
  const pullRequest = await codeHost.describe(link, config.githubToken, signal);
  if (!pullRequest) return;
  pullRequest.readAt = isoDate(clock);
  only.pullRequest = pullRequest;
  const at = codeHost.addressOf(link);
  if (!mirror || !at) return;
  const pull = { headSha: pullRequest.headSha, ...(pullRequest.size ? { files: pullRequest.size.files } : {}) };
  const to = { job: only.id, keys: recordKeysOf(config) };
  const read = await codeHost.mirror(config.githubToken, at, pull, to);
  if (read) pullRequest.mirror = read;
}
