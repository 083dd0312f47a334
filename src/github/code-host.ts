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
import { pullRequestFacts } from './comment-trigger.ts';
import { readMirror } from './docs-mirror.ts';
import { checkRunLists, COMMENT_NEEDS, createGitHubHost, HEAD_NEEDS, headReadOnce, identityOnce } from './host.ts';
import { agentsBranchPullRequest, describePullRequest, LOOKUP_TOKEN, lookUpPullRequest } from './look-up.ts';
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

/** A pull request with one token: what two views of it share. */
function pullRequestKey(trigger: Trigger, token: HostToken): string {
  const { owner, repo, pullNumber, serverUrl } = trigger;
  return JSON.stringify([serverUrl, owner, repo, pullNumber, token.value, token.name, token.needs]);
}

/** A view of it: the head its check runs go on, and the run they link to and that is its own. */
function viewKey({ headSha, headNeedsLookUp, runId, runUrl }: Trigger): string {
  return JSON.stringify([headSha, headNeedsLookUp, runId, runUrl]);
}

interface PullRequestEntry {
  readHead: ReturnType<typeof headReadOnce>;
  views: Map<string, PullRequestHost>;
}

/**
 * One entry a pull request and token for the whole run, with its reads (the head, who the token
 * is) made once whatever view asks; a view (a comment's run before and after its head is known,
 * a pending turn's run) is that pull request seen from one run and head.
 */
function pullRequestHosts(github: GitHubClient, log: Log): CodeHost['pullRequest'] {
  const identities = new Map<string, PullRequestHost['identity']>();
  const pullRequests = new Map<string, PullRequestEntry>();
  const lists = checkRunLists();
  const identityOf = (token: HostToken): PullRequestHost['identity'] => {
    const known = identities.get(token.value);
    if (known) return known;
    const asked = identityOnce(github.caller(token.value, { name: token.name, needs: token.needs ?? COMMENT_NEEDS }));
    identities.set(token.value, asked);
    return asked;
  };
  return (trigger, token) => {
    // A fork's own pull request run (not pull_request_target's) writes with a read-only token.
    const forkRun = trigger.fromFork && trigger.aboutHead === 'head' ? { forkRun: true } : {};
    const caller = (needs: string) =>
      github.caller(token.value, { name: token.name, needs: token.needs ?? needs, ...forkRun });
    const key = pullRequestKey(trigger, token);
    const entry = pullRequests.get(key) ?? {
      readHead: headReadOnce(caller(HEAD_NEEDS), { ...trigger, pullNumber: trigger.pullNumber ?? 0 }),
      views: new Map<string, PullRequestHost>(),
    };
    pullRequests.set(key, entry);
    const view = viewKey(trigger);
    const known = entry.views.get(view);
    if (known) return known;
    const identity = identityOf(token);
    const host = createGitHubHost({
      ...{ caller, trigger, log, identity, readHead: entry.readHead, checkRunLists: lists },
      pause: github.pause,
    });
    entry.views.set(view, host);
    return host;
  };
}

export function gitHubCodeHost(deps: GitHubCodeHostDeps): CodeHost {
  const { github, log, env, clock, signal } = deps;
  const home = httpUrl(env.GITHUB_SERVER_URL || 'https://github.com');
  const server = home?.host;
  const lookUp: LookUpPullRequest =
    deps.lookUp ??
    ((address, token, aborted) => lookUpPullRequest(github.caller(token, LOOKUP_TOKEN), address, aborted, clock));
  const event = (trigger: Trigger | undefined) => ({
    name: trigger?.eventName ?? '',
    payload: readEventFile(env.GITHUB_EVENT_PATH),
  });
  return {
    warm: () => github.warm(),
    pause: github.pause,
    pullRequest: pullRequestHosts(github, log),
    addressOf: (link) =>
      link?.host === 'github' &&
      link.owner &&
      link.repo &&
      link.number !== undefined &&
      httpUrl(link.url)?.host === server
        ? { owner: link.owner, repo: link.repo, number: link.number }
        : undefined,
    lookUp,
    branchPullRequest: async (job, token, aborted, agent) =>
      deps.lookUp || !home || token === ''
        ? { kind: 'none' }
        : agentsBranchPullRequest(github.caller(token, LOOKUP_TOKEN), { ...job, home, agent }, aborted, clock),
    describe: (link, token, aborted) => describePullRequest(log, link, { token, lookUp, env, signal: aborted }),
    mirror: async (token, at, pull, to) =>
      deps.lookUp
        ? undefined
        : readMirror(
            log,
            github.caller(token, LOOKUP_TOKEN),
            at,
            pull,
            { signal, clock, server: env.GITHUB_SERVER_URL || undefined },
            to,
          ),
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
    pullRequestFacts: (token, trigger, budget) => pullRequestFacts(github, token, trigger, budget),
  };
}
