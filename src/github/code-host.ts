/**
 * GitHub as the step's `CodeHost` (src/pull-request/code-host.ts): every operation through the
 * step's one client, the run's event file read where it is asked for. main builds it once.
 */
import type { Clock } from '../common/clock.ts';
import type { Log } from '../output/log.ts';
import { httpUrl } from '../output/text.ts';
import type { CodeHost, HostToken, LookUpPullRequest } from '../pull-request/code-host.ts';
import type { PullRequestHost, Trigger } from '../pull-request/host.ts';
import type { GitHubClient } from './client.ts';
import { readCommentEvent } from './comment-event.ts';
import { asPullRequestEvent, pullRequestFacts } from './comment-trigger.ts';
import { readMirror } from './docs-mirror.ts';
import { COMMENT_NEEDS, createGitHubHost, identityOnce } from './host.ts';
import { describePullRequest, LOOKUP_TOKEN, lookUpPullRequest } from './look-up.ts';
import { dispatchWorkflow, pendingPullRequests } from './pending-index.ts';
import { readReviewEvent } from './review-event.ts';
import { readEventFile } from './trigger.ts';

export interface GitHubCodeHostDeps {
  github: GitHubClient;
  log: Log;
  env: NodeJS.ProcessEnv;
  clock: Clock;
  signal: AbortSignal;
  /** The pull request look-up in place of GitHub's (tests): the mirror's reads are then not made. */
  lookUp?: LookUpPullRequest;
}

/** What a host reads of its trigger and its token: two uses alike get the one host. */
function hostKey(trigger: Trigger, token: HostToken): string {
  const { owner, repo, pullNumber, serverUrl, headSha, headNeedsLookUp, runId, runUrl } = trigger;
  const seen = [owner, repo, pullNumber, serverUrl, headSha, headNeedsLookUp, runId, runUrl];
  return JSON.stringify([...seen, token.value, token.name, token.needs]);
}

/** One host a pull request seen one way, and one identity a token, for the whole run. */
function pullRequestHosts(github: GitHubClient, log: Log): CodeHost['pullRequest'] {
  const identities = new Map<string, PullRequestHost['identity']>();
  const hosts = new Map<string, PullRequestHost>();
  const identityOf = (token: HostToken): PullRequestHost['identity'] => {
    const known = identities.get(token.value);
    if (known) return known;
    const asked = identityOnce(github.caller(token.value, { name: token.name, needs: token.needs ?? COMMENT_NEEDS }));
    identities.set(token.value, asked);
    return asked;
  };
  return (trigger, token) => {
    const key = hostKey(trigger, token);
    const known = hosts.get(key);
    if (known) return known;
    const host = createGitHubHost({
      caller: (needs) => github.caller(token.value, { name: token.name, needs: token.needs ?? needs }),
      trigger,
      log,
      identity: identityOf(token),
    });
    hosts.set(key, host);
    return host;
  };
}

export function gitHubCodeHost(deps: GitHubCodeHostDeps): CodeHost {
  const { github, log, env, clock, signal } = deps;
  const server = httpUrl(env.GITHUB_SERVER_URL || 'https://github.com')?.host;
  const lookUp: LookUpPullRequest =
    deps.lookUp ??
    ((address, token, aborted) => lookUpPullRequest(github.caller(token, LOOKUP_TOKEN), address, aborted, clock));
  const event = (trigger: Trigger | undefined) => ({
    name: trigger?.eventName ?? '',
    payload: readEventFile(env.GITHUB_EVENT_PATH),
  });
  return {
    warm: () => github.warm(),
    pullRequest: pullRequestHosts(github, log),
    addressOf: (link, sameServer = false) =>
      link?.host === 'github' &&
      link.owner &&
      link.repo &&
      link.number !== undefined &&
      (!sameServer || httpUrl(link.url)?.host === server)
        ? { owner: link.owner, repo: link.repo, number: link.number }
        : undefined,
    lookUp,
    describe: (link, token, aborted) => describePullRequest(log, link, { token, lookUp, env, signal: aborted }),
    mirror: async (token, at, pull, to) =>
      deps.lookUp ? undefined : readMirror(log, github.caller(token, LOOKUP_TOKEN), at, pull, { signal, clock }, to),
    pendingPullRequests: (token, where, budget) =>
      pendingPullRequests(github.caller(token, { name: 'report-token', needs: 'issues: read' }), where, budget),
    dispatchWorkflow: (token, where, inputs, budget) =>
      dispatchWorkflow(github.caller(token, { name: 'report-token', needs: 'actions: write' }), where, inputs, budget),
    commentEvent: (trigger) => {
      const { name, payload } = event(trigger);
      return readCommentEvent(name, payload);
    },
    reviewEvent: (trigger) => {
      const { name, payload } = event(trigger);
      return readReviewEvent(name, payload, trigger?.serverUrl);
    },
    asPullRequestEvent: (token, trigger, budget) => asPullRequestEvent(github, token, trigger, log, budget),
    pullRequestFacts: (token, trigger, budget) => pullRequestFacts(github, token, trigger, budget),
  };
}
