/**
 * GitLab as the step's `CodeHost` (src/pull-request/code-host.ts), for one project: its merge
 * requests as pull requests (host.ts), one looked up by its link, the agent's on a branch, the
 * ones that carry the pending label. Every request goes through a wire made once per token, to
 * `CI_API_V4_URL` only. The docs merge request is this project's (Mintlify's monorepo setting): a
 * link to any other project's is never read or written. GitLab runs no pipeline for a comment or a
 * review and has no workflow dispatch: those events are never this run's, and a dispatch says why.
 */
import { BUDGET_MS, budgetFor, type Budget } from '../common/budget.ts';
import { isoDate, type Clock } from '../common/clock.ts';
import { PENDING_LABEL } from '../common/pending-label.ts';
import type { Log } from '../output/log.ts';
import { abbreviated, httpUrl, msg, quoted } from '../output/text.ts';
import { not } from '../pull-request/command.ts';
import { isAgentLogin } from '../pull-request/docs-need.ts';
import type { CodeHost, PullRequestDetails, PullRequestFacts, LookUpPullRequest } from '../pull-request/code-host.ts';
import type { Answer, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { parsePullRequestLink } from '../service/pr-link.ts';
import { gitLabMergeRequestHost } from './host.ts';
import { UNREADABLE_GITLAB_ITEM } from './merge-request.ts';
import { commitId, gitLabId, READ_NEEDS, time } from './values.ts';
import { route, type GitLabWire } from './wire.ts';

export interface GitLabProject {
  /** `CI_PROJECT_ID` and `CI_PROJECT_PATH` (`group/subgroup/project`). */
  id: number;
  path: string;
  /** `CI_SERVER_URL`: the only web host a link may name. */
  serverUrl: string;
  /** This job's pipeline, which the merge request's status joins, and the job's page it links to. */
  pipelineId?: number;
  jobUrl?: string;
}

export interface GitLabCodeHostDeps {
  project: GitLabProject;
  /** The wire that sends with a token (one per token, made on first use). */
  wireOf(token: string): GitLabWire;
  log: Log;
  clock: Clock;
}

/** A merge request as GitLab answers `GET /projects/:id/merge_requests/:iid`, read. */
interface MergeRequestView {
  iid: number;
  head: string;
  state: 'open' | 'closed' | 'merged';
  draft: boolean;
  labels: string[];
  author?: string;
  fromFork: boolean;
  closedAt?: number;
  sourceBranch: string;
  title?: string;
  webUrl?: string;
}

const STATES: Record<string, MergeRequestView['state']> = {
  opened: 'open',
  locked: 'open',
  closed: 'closed',
  merged: 'merged',
};

/** One merge request as GitLab sends it; undefined when it is not in GitLab's shape. */
export function mergeRequestViewOf(data: unknown, projectId: number): MergeRequestView | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const mr = data as Record<string, unknown>;
  const iid = gitLabId(mr.iid);
  const head = commitId(mr.sha);
  const state = typeof mr.state === 'string' ? STATES[mr.state] : undefined;
  const labels = Array.isArray(mr.labels) ? mr.labels.filter((label) => typeof label === 'string') : [];
  if (iid === undefined || head === undefined || state === undefined) return undefined;
  const author = (mr.author as { username?: unknown } | null | undefined)?.username;
  const source = gitLabId(mr.source_project_id);
  const closedAt = time(state === 'merged' ? mr.merged_at : mr.closed_at);
  return {
    iid,
    head,
    state,
    draft: mr.draft === true || mr.work_in_progress === true,
    labels,
    ...(typeof author === 'string' ? { author: author.toLowerCase() } : {}),
    // GitLab names the source project of every merge request; one it does not name is taken as a fork's.
    fromFork: source !== projectId,
    ...(Number.isNaN(closedAt) ? {} : { closedAt }),
    sourceBranch: typeof mr.source_branch === 'string' ? mr.source_branch : '',
    ...(typeof mr.title === 'string' ? { title: mr.title } : {}),
    ...(typeof mr.web_url === 'string' ? { webUrl: mr.web_url } : {}),
  };
}

/** The project's web address (`CI_SERVER_URL`, a self-managed server's subpath too, then its path), in lower case. */
const projectWebUrl = (project: GitLabProject): string =>
  `${project.serverUrl.replace(/\/+$/, '')}/${project.path}`.toLowerCase();

/** Whether a web address is this project's own (`https://host/sub/group/project`, `.git` or not): GitLab's paths ignore case. */
function isThisProject(url: string | null | undefined, project: GitLabProject): boolean {
  const read = httpUrl(url);
  const path = read?.pathname.replace(/\/+$/, '').replace(/\.git$/, '');
  return read !== undefined && `${read.origin}${path}`.toLowerCase() === projectWebUrl(project);
}

const mergeRequestUrl = (project: GitLabProject, iid: number) =>
  `${project.serverUrl.replace(/\/+$/, '')}/${project.path}/-/merge_requests/${iid}`;

async function readMergeRequest(
  deps: GitLabCodeHostDeps,
  token: string,
  iid: number,
  budget: Budget,
): Promise<Answer<MergeRequestView>> {
  const { project } = deps;
  const read = await deps
    .wireOf(token)
    .request({ path: route`/projects/${project.id}/merge_requests/${iid}`, needs: READ_NEEDS }, budget);
  if (!read.ok) return read;
  const view = mergeRequestViewOf(read.data, project.id);
  return view ? { ok: true, value: view } : UNREADABLE_GITLAB_ITEM;
}

/** One of this project's merge requests, looked up: a link to another project's is never read. */
function lookUpOf(deps: GitLabCodeHostDeps): LookUpPullRequest {
  const { project, clock } = deps;
  return async (address, token, signal) => {
    if (`${address.owner}/${address.repo}` !== project.path)
      return { kind: 'unavailable', reason: msg`it is not in ${project.path}, this job's project`, forGood: true };
    const budget = budgetFor(clock, BUDGET_MS.lookUp, { signals: [signal] });
    const read = await readMergeRequest(deps, token, address.number, budget);
    if (!read.ok)
      return {
        kind: 'unavailable',
        reason: read.cause,
        ...(read.status !== undefined && [401, 403, 404].includes(read.status) ? { forGood: true as const } : {}),
      };
    const { head, sourceBranch, state, draft, title, author } = read.value;
    const details: PullRequestDetails = {
      ...{ headSha: head, headRef: sourceBranch, state, draft },
      ...(title === undefined ? {} : { title }),
      // GitLab says of no author whether it is a person: a project's bot is a user too.
      ...(author === undefined ? {} : { openedBy: { login: author, person: false } }),
      readAt: isoDate(clock),
    };
    return { kind: 'found', details };
  };
}

function addressOf(project: GitLabProject): CodeHost['addressOf'] {
  return (link) => {
    if (link?.host !== 'gitlab' || link.number === undefined) return undefined;
    // The link's path before `/-/merge_requests/` holds a self-managed server's subpath too.
    if (link.url.toLowerCase() !== mergeRequestUrl(project, link.number).toLowerCase()) return undefined;
    const cut = project.path.lastIndexOf('/');
    return { owner: project.path.slice(0, cut), repo: project.path.slice(cut + 1), number: link.number };
  };
}

/** The newest merge request the agent (`agent-login`) opened from its branch, in this project. */
function branchPullRequestOf(deps: GitLabCodeHostDeps): CodeHost['branchPullRequest'] {
  const { project, clock } = deps;
  return async (job, token, signal, agent) => {
    if (token === '' || !job.ref || !isThisProject(job.repository, project)) return { kind: 'none' };
    const budget = budgetFor(clock, BUDGET_MS.lookUp, { signals: [signal] });
    // GitLab lets several merge requests share a source branch: only the agent's is the job's.
    const read = await deps.wireOf(token).request(
      {
        path: route`/projects/${project.id}/merge_requests`,
        query: { source_branch: job.ref, state: 'all', order_by: 'created_at', sort: 'desc', per_page: 20 },
        needs: READ_NEEDS,
      },
      budget,
    );
    if (!read.ok) return { kind: 'unread', why: read.cause };
    if (!Array.isArray(read.data)) return { kind: 'unread', why: UNREADABLE_GITLAB_ITEM.cause };
    const views = read.data.map((item) => mergeRequestViewOf(item, project.id));
    if (views.some((view) => view === undefined)) return { kind: 'unread', why: UNREADABLE_GITLAB_ITEM.cause };
    const agents = views.find((view) => isAgentLogin(view?.author, agent));
    const pullRequest = agents && parsePullRequestLink(mergeRequestUrl(project, agents.iid));
    return pullRequest ? { kind: 'found', pullRequest } : { kind: 'none' };
  };
}

function describeOf(deps: GitLabCodeHostDeps, lookUp: LookUpPullRequest): CodeHost['describe'] {
  const at = addressOf(deps.project);
  return async (link, token, signal) => {
    const address = at(link);
    if (!address || token === '') return undefined;
    const name = `${deps.project.path}!${address.number}`;
    const found = await lookUp(address, token, signal);
    if (found.kind === 'unavailable') {
      deps.log.info(
        msg`Could not read merge request ${name}: ${found.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty.`,
      );
      return undefined;
    }
    const { details } = found;
    deps.log.info(
      msg`Merge request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${abbreviated(details.headSha, 12)} on ${quoted(details.headRef)}.`,
    );
    return details;
  };
}

/** The project's merge requests that carry the pending label, oldest first. */
function pendingOf(deps: GitLabCodeHostDeps): CodeHost['pendingPullRequests'] {
  return async (token, _where, budget) => {
    const listed = await deps.wireOf(token).list(
      {
        path: route`/projects/${deps.project.id}/merge_requests`,
        query: { labels: PENDING_LABEL, state: 'all', order_by: 'created_at', sort: 'asc' },
        needs: READ_NEEDS,
      },
      budget,
    );
    if (!listed.ok) return listed;
    const iids = listed.items.map((item) => gitLabId((item as { iid?: unknown } | null)?.iid));
    return iids.every((iid) => iid !== undefined) ? { ok: true, value: iids } : UNREADABLE_GITLAB_ITEM;
  };
}

function factsOf(deps: GitLabCodeHostDeps): CodeHost['pullRequestFacts'] {
  return async (token, trigger, budget): Promise<Answer<PullRequestFacts>> => {
    const read = await readMergeRequest(deps, token, trigger.pullNumber ?? 0, budget);
    if (!read.ok) return read;
    const { state, draft, labels, author, fromFork, head, closedAt } = read.value;
    return {
      ok: true,
      value: {
        ...{ open: state === 'open', draft, labels, fromFork, head },
        ...(state === 'merged' ? { merged: true as const } : {}),
        ...(author === undefined ? {} : { author }),
        ...(closedAt === undefined ? {} : { closedAt }),
      },
    };
  };
}

/** Each merge request and token as one host for the run; this job's pipeline is the run the status joins. */
function pullRequestsOf(deps: GitLabCodeHostDeps): CodeHost['pullRequest'] {
  const { project } = deps;
  const hosts = new Map<string, PullRequestHost>();
  return (trigger: Trigger, token) => {
    // Only this project's merge requests are ever asked for: addressOf names no other.
    const iid = trigger.pullNumber ?? 0;
    const own = trigger.runId === String(project.pipelineId);
    // Another run's turn (a let-go turn finished later) is on the head it named, not the merge request's now.
    const head = own || trigger.headNeedsLookUp ? undefined : trigger.headSha;
    const key = JSON.stringify([iid, token.value, own, head]);
    const known = hosts.get(key);
    if (known) return known;
    const host = gitLabMergeRequestHost({
      wire: deps.wireOf(token.value),
      projectId: project.id,
      projectPath: project.path,
      iid,
      ...(head === undefined ? {} : { head }),
      ...(own && project.pipelineId !== undefined ? { pipelineId: project.pipelineId } : {}),
      // A schedule's turns run in its pipeline: a look for other runs in progress leaves it out.
      ...(/^[1-9]\d{0,15}$/.test(trigger.runId) ? { runningPipelineId: Number(trigger.runId) } : {}),
      ...(project.jobUrl === undefined ? {} : { jobUrl: project.jobUrl }),
      webUrl: mergeRequestUrl(project, iid),
    });
    hosts.set(key, host);
    return host;
  };
}

export function gitLabCodeHost(deps: GitLabCodeHostDeps): CodeHost {
  const lookUp = lookUpOf(deps);
  return {
    warm: () => undefined,
    pullRequest: pullRequestsOf(deps),
    addressOf: addressOf(deps.project),
    lookUp,
    branchPullRequest: branchPullRequestOf(deps),
    describe: describeOf(deps, lookUp),
    // The comment's mirror of reviews, preview and files is GitHub's; a note shows the merge request's link and state.
    mirror: async () => undefined,
    pendingPullRequests: pendingOf(deps),
    dispatchWorkflow: async () => ({
      ok: false,
      cause: 'GitLab has no workflow dispatch: the scheduled pipeline reads how each job ended instead',
    }),
    commentEvent: () => not('a GitLab pipeline is never started by a note: the next pipeline reads notes'),
    reviewEvent: () => ({ kind: 'not-a-review', why: 'a GitLab pipeline is never started by a review' }),
    pullRequestFacts: factsOf(deps),
  };
}
