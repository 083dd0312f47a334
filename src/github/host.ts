/**
 * GitHub as the host of a pull request (src/pull-request/host.ts): each operation one REST route
 * (or the viewer query) through the step's client, and each answer read here into the host's
 * plain shapes. An item of a list that is not in GitHub's shape makes the list unreadable.
 */
import { COMMIT_SHA } from '../common/ids.ts';
import { PERMISSION_LEVELS, type PermissionLevel } from '../inputs/follow-up.ts';
import type { Log } from '../output/log.ts';
import { msg } from '../output/text.ts';
import {
  UNREADABLE_ITEM,
  type Account,
  type Answer,
  type Author,
  type Budget,
  type CheckRun,
  type CheckRunFields,
  type Comparison,
  type Comment,
  type CommentBody,
  type Failure,
  type PullRequestHost,
  type Reaction,
  refusedForGood,
  type Trigger,
  unanswered,
  type Written,
} from '../pull-request/host.ts';
import { listAll, SignedRecord, TextWithRecords, type GitHubCall, type GitHubResult } from './client.ts';
import { readIdentity } from './identity.ts';
import { authorOf, gitHubId, gitHubWebUrl } from './values.ts';
import { reviewOperations } from './review-wire.ts';

export { authorOf } from './values.ts';

/** What each use of the token needs, as a refusal names it. */
export const COMMENT_NEEDS = 'pull-requests: write';

/**
 * A comment body, a check run's summary and its text each hold at most 65,535 characters. GitHub
 * counts characters; a string's length here counts UTF-16 units, never fewer, so it is safe.
 */
export const TEXT_LIMIT = 65_535;
export const CHECK_NEEDS = 'checks: write';
const READ_NEEDS = 'pull-requests: read';
/** What reading a pull request's head needs. */
export const HEAD_NEEDS = READ_NEEDS;
const PERMISSION_NEEDS = "metadata: read (the commenter's permission)";
const RUNS_NEEDS = 'actions: read';

const time = (value: unknown): number => Date.parse(typeof value === 'string' ? value : '');

/** A comment as GitHub lists it, or undefined when it is not in GitHub's shape. */
export function commentOf(item: unknown, server: string | undefined): Comment | undefined {
  const {
    id: sent,
    body,
    html_url: link,
    user,
    created_at: created,
    updated_at: updated,
  } = (item ?? {}) as Record<string, unknown>;
  const id = gitHubId(sent);
  if (id === undefined || typeof body !== 'string') return undefined;
  const author = authorOf(user);
  return {
    id,
    body,
    // A link off this run's GitHub is not handed on; the comment is still the one it is.
    ...(typeof link === 'string' ? { url: gitHubWebUrl(link, server) ?? '' } : {}),
    ...(author === undefined ? {} : { author }),
    createdAt: time(created),
    edited: updated !== undefined && updated !== created,
    ...(Number.isFinite(time(updated)) ? { updatedAt: time(updated) } : {}),
  };
}

/** A reaction, read as far as it can be: one this action cannot read is simply not its own. */
export function reactionOf(item: unknown): Reaction {
  const { id, content, user, created_at: at } = (item ?? {}) as Record<string, unknown>;
  const author = authorOf(user);
  return {
    ...(gitHubId(id) === undefined ? {} : { id: gitHubId(id) }),
    content: typeof content === 'string' ? content : '',
    ...(author === undefined ? {} : { author }),
    at: time(at),
  };
}

/** The commenter's level: `role_name` when it is one of the five (it says maintain and triage), else `permission`. */
export function permissionLevel(answer: unknown): PermissionLevel | undefined {
  const { role_name: role, permission } = (answer ?? {}) as { role_name?: unknown; permission?: unknown };
  const known = (value: unknown): PermissionLevel | undefined => PERMISSION_LEVELS.find((level) => level === value);
  return known(role) ?? known(permission);
}

/**
 * The permission read: a level, none ('none', or a level this action does not know), or a failure
 * when the answer names no permission at all (a proxy's page): doubt, never "no permission".
 */
function permissionAnswer(result: GitHubResult): Answer<PermissionLevel | undefined> {
  if (!result.ok) return result;
  const { role_name: role, permission } = (result.data ?? {}) as { role_name?: unknown; permission?: unknown };
  if (typeof role !== 'string' && typeof permission !== 'string') return UNREADABLE_PERMISSION;
  return { ok: true, value: permissionLevel(result.data) };
}

const UNREADABLE_PERMISSION: Failure = {
  ok: false,
  status: 200,
  cause: "GitHub's answer names no permission (it is not what GitHub sends for a permission read)",
};

/** A check run as GitHub lists it, or undefined when it is not in GitHub's shape. */
function checkRunOf(item: unknown, server: string | undefined): CheckRun | undefined {
  const {
    id: sent,
    external_id: external,
    html_url: link,
    status,
    started_at: started,
  } = (item ?? {}) as Record<string, unknown>;
  const id = gitHubId(sent);
  if (id === undefined || typeof link !== 'string') return undefined;
  const url = gitHubWebUrl(link, server) ?? '';
  return {
    ...{ id, url, startedAt: time(started) },
    ...(typeof status === 'string' && /^[a-z_]{1,30}$/.test(status) ? { status } : {}),
    ...(typeof external === 'string' ? { externalId: external } : {}),
  };
}

function writtenOf(data: unknown, server: string | undefined): Written {
  const { id, html_url: url, user } = (data ?? {}) as { id?: unknown; html_url?: unknown; user?: { id?: unknown } };
  const [read, link, author] = [gitHubId(id), gitHubWebUrl(url, server), gitHubId(user?.id)];
  return {
    ...(read === undefined ? {} : { id: read }),
    ...(link === undefined ? {} : { url: link }),
    ...(author === undefined ? {} : { author }),
  };
}

/**
 * A check run's fields as GitHub takes them: the client redacts the title, summary and text, and
 * sends the record in `external_id` as it was signed.
 */
function checkRunParams(fields: CheckRunFields): Record<string, unknown> {
  const { status, conclusion, title, summary, text, externalId } = fields;
  return {
    status,
    ...(conclusion === undefined ? {} : { conclusion }),
    output: { title, summary, ...(text === undefined ? {} : { text }) },
    ...(externalId === undefined ? {} : { external_id: SignedRecord.of(externalId) }),
  };
}

/**
 * A comment's body as GitHub takes it: the text, then the record alone on the last line, the one
 * place a reader takes it from (src/pull-request/record.ts). The client redacts the text only; the
 * line breaks around the record go with it, so that a piece of a secret the text ends in (a key
 * that holds a line break) cannot take the break with it and join the record to the text's line.
 */
const commentBodyParam = ({ text, record }: CommentBody): TextWithRecords =>
  record === undefined ? TextWithRecords.of(text) : TextWithRecords.of(text, SignedRecord.of(`\n${record}\n`));

const answered = <T>(result: GitHubResult, value: (data: unknown) => T): Answer<T> =>
  result.ok ? { ok: true, value: value(result.data) } : result;

/** Every item read, or the list unreadable when one is not in GitHub's shape. */
function every<T>(items: unknown[], read: (item: unknown) => T | undefined): Answer<T[]> {
  const out: T[] = [];
  for (const item of items) {
    const value = read(item);
    if (value === undefined) return UNREADABLE_ITEM;
    out.push(value);
  }
  return { ok: true, value: out };
}

export interface GitHubHostDeps {
  /** The step's client with the token, for what a use needs (named in a refusal). */
  caller(needs: string): GitHubCall;
  trigger: Trigger;
  log: Log;
  /** Who the token is, asked once for the run whatever pull request asks (the code host's cache). */
  identity?: PullRequestHost['identity'];
  /** The pull request's head, read once for the run whatever view of it asks (the code host's `headReadOnce`). */
  readHead?: ReturnType<typeof headReadOnce>;
  /** The commits' listed check runs, shared by every view of the run (the code host's). */
  checkRunLists?: CheckRunLists;
  /** The client's pause before asking again (`GitHubClient.pause`). */
  pause?(ms: number): number;
}

export type CheckRunLists = ReturnType<typeof checkRunLists>;

/** One token's calls on one pull request, and how its answers are read. */
interface Wire {
  owner: string;
  repo: string;
  server: string | undefined;
  trigger: Trigger;
  caller(needs: string): GitHubCall;
  log: Log;
}

/** Who closed the pull request last: its issue names them; the pull request itself does not. */
function closedByOf(call: GitHubCall, issue: { owner: string; repo: string; issue_number: number }) {
  return async (budget: Budget): Promise<Answer<{ by?: Author; at?: number }>> => {
    const read = await call({ route: 'GET /repos/{owner}/{repo}/issues/{issue_number}', params: issue }, budget);
    if (!read.ok) return read;
    const data = (read.data ?? {}) as { closed_by?: unknown; closed_at?: unknown; state?: unknown };
    const { closed_by: closer, closed_at: at } = data;
    // An open one (re-opened since) was closed by no one now, whoever closed it last.
    const by = closer === null || closer === undefined || data.state === 'open' ? undefined : authorOf(closer);
    const when = time(at);
    return { ok: true, value: { ...(by ? { by } : {}), ...(Number.isFinite(when) ? { at: when } : {}) } };
  };
}

type CommentOperations = Pick<
  PullRequestHost,
  'identity' | 'comments' | 'comment' | 'createComment' | 'updateComment' | 'closePullRequest' | 'closedBy'
>;

/**
 * Who the token is does not change within a run: asked once, and again only after a read that
 * failed for now (no answer, a 5xx, a rate limit), or when the read under way runs on a budget
 * that has ended (it was another caller's). GitHub refusing both ways of asking (401, 403, 404,
 * 422) is its answer for the run: asked again, it would cost two requests each time.
 */
export function identityOnce(call: GitHubCall): (budget: Budget) => Promise<Account | undefined> {
  let asked: { answer: Promise<Account | undefined>; signal: AbortSignal; settled: boolean } | undefined;
  return (budget) => {
    if (asked && (asked.settled || !asked.signal.aborted)) return asked.answer;
    let forNow = false;
    const noting: GitHubCall = async (request, within) => {
      const result = await call(request, within);
      if (!result.ok && !refusedForGood(result)) forNow = true;
      return result;
    };
    const answer = readIdentity(noting, budget).then((account) => {
      if (asked?.answer !== answer) return account;
      if (account === undefined && (forNow || budget.signal.aborted)) asked = undefined;
      else asked.settled = true;
      return account;
    });
    asked = { answer, signal: budget.signal, settled: false };
    return answer;
  };
}

function commentOperations({ owner, repo, server, trigger, caller }: Wire): CommentOperations {
  const call = caller(COMMENT_NEEDS);
  const issue = { owner, repo, issue_number: trigger.pullNumber ?? 0 };
  const written = (result: GitHubResult): Answer<Written> => answered(result, (data) => writtenOf(data, server));
  return {
    identity: identityOnce(call),

    async comments(budget, enough, since) {
      const route = 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments' as const;
      // To the second, rounded down: GitHub reads ISO 8601 without fractions.
      const params =
        since === undefined ? issue : { ...issue, since: new Date(since).toISOString().replace(/\.\d+Z$/, 'Z') };
      const found = (page: unknown[]): boolean =>
        page.some((item) => {
          const comment = commentOf(item, server);
          return comment !== undefined && enough?.(comment) === true;
        });
      const listed = await listAll(call, { route, params, ...(enough ? { enough: found } : {}) }, budget);
      return listed.ok ? every(listed.items, (item) => commentOf(item, server)) : listed;
    },

    async comment(id, budget) {
      const read = await call(
        { route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}', params: { owner, repo, comment_id: id } },
        budget,
      );
      if (!read.ok) return read;
      const comment = commentOf(read.data, server);
      return comment ? { ok: true, value: comment } : UNREADABLE_ITEM;
    },

    createComment: async (body, budget) =>
      written(
        await call(
          {
            route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
            params: { ...issue, body: commentBodyParam(body) },
          },
          budget,
        ),
      ),

    updateComment: async (id, body, budget) =>
      written(
        await call(
          {
            route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
            params: { owner, repo, comment_id: id, body: commentBodyParam(body) },
          },
          budget,
        ),
      ),

    closePullRequest: async (budget) =>
      written(
        await call(
          {
            route: 'PATCH /repos/{owner}/{repo}/pulls/{pull_number}',
            params: { owner, repo, pull_number: issue.issue_number, state: 'closed' },
          },
          budget,
        ),
      ),

    closedBy: closedByOf(call, issue),
  };
}

/**
 * The pull request's head as GitHub gives it, read once: again only after a read that gave none.
 * The code host keeps one for each pull request and token, whatever view of it a use has.
 */
export function headReadOnce(call: GitHubCall, at: { owner: string; repo: string; pullNumber: number }) {
  let head: string | undefined;
  return async (budget: Budget): Promise<string | undefined> => {
    if (head !== undefined) return head;
    const read = await call(
      {
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}',
        params: { owner: at.owner, repo: at.repo, pull_number: at.pullNumber },
      },
      budget,
    );
    const sha = read.ok ? (read.data as { head?: { sha?: unknown } } | null)?.head?.sha : undefined;
    return typeof sha === 'string' && COMMIT_SHA.test(sha) ? (head = sha) : undefined;
  };
}

/**
 * On a comment's event the run's commit is the default branch's: the pull request's head is looked
 * up, once; undefined when GitHub would not give it (never the run's own commit in its place).
 */
function headLookUp({ trigger, log }: Wire, readHead: ReturnType<typeof headReadOnce>): PullRequestHost['head'] {
  return async (budget) => {
    if (!trigger.headNeedsLookUp) return trigger.headSha;
    const head = await readHead(budget);
    if (head !== undefined) return head;
    log.warning(
      "Could not read the pull request's head commit, so this run writes no check run (never on this run's own commit, the default branch's): the pull request's next run, or a sweep, writes it.",
    );
    return undefined;
  };
}

/**
 * A commit's check runs of a name, listed once until this run writes one: what the decision read
 * (the head told, src/step/pull-request-state.ts) is what the check run's own look reads. Kept
 * per GitHub client (one a token, made once a run), so every view of the run shares it and a
 * write through any of them clears it.
 */
export function checkRunLists() {
  const listed = new Map<string, Promise<Answer<CheckRun[]>>>();
  return {
    async list(key: string, list: () => Promise<Answer<CheckRun[]>>, anew = false): Promise<Answer<CheckRun[]>> {
      const known = anew ? undefined : await listed.get(key);
      if (known?.ok) return known;
      const reading = list();
      listed.set(key, reading);
      return reading;
    },
    async writing<T>(write: () => Promise<T>): Promise<T> {
      listed.clear();
      try {
        return await write();
      } finally {
        listed.clear();
      }
    },
  };
}

async function listCheckRuns(
  { owner, repo, server }: Wire,
  call: GitHubCall,
  sha: string | undefined,
  name: string,
  budget: Budget,
): Promise<Answer<CheckRun[]>> {
  const listed = await listAll(
    call,
    {
      route: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
      params: { owner, repo, ref: sha ?? '', ...(name === '' ? {} : { check_name: name }), filter: 'all' },
    },
    budget,
    'check_runs',
  );
  return listed.ok ? every(listed.items, (item) => checkRunOf(item, server)) : listed;
}

/** The open pull requests whose head is the commit (GitHub lists forks' too). */
async function pullRequestsAtCommit(
  { owner, repo }: Wire,
  call: GitHubCall,
  sha: string,
  budget: Budget,
): Promise<Answer<Array<{ number: number; headRepository?: string }>>> {
  // https://docs.github.com/en/rest/commits/commits#list-pull-requests-associated-with-a-commit
  const listed = await listAll(
    call,
    {
      route: 'GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls',
      params: { owner, repo, commit_sha: sha, per_page: 100 },
    },
    budget,
  );
  if (!listed.ok) return listed;
  type Listed = { number?: unknown; state?: unknown; head?: { sha?: unknown; repo?: { full_name?: unknown } | null } };
  const read = every(listed.items, (item) => {
    const { number, state, head } = (item ?? {}) as Listed;
    if (!Number.isSafeInteger(number)) return undefined;
    const full = head?.repo?.full_name;
    const headRepository = typeof full === 'string' ? { headRepository: full } : {};
    return { number: number as number, at: state === 'open' && head?.sha === sha, ...headRepository };
  });
  return read.ok ? { ok: true, value: read.value.filter(({ at }) => at).map(({ at: _at, ...pull }) => pull) } : read;
}

type CheckRunOperations = Pick<
  PullRequestHost,
  'head' | 'checkRuns' | 'commits' | 'pullRequestsAt' | 'createCheckRun' | 'updateCheckRun'
>;

function checkRunOperations(
  wire: Wire,
  readHead: ReturnType<typeof headReadOnce>,
  lists: CheckRunLists,
): CheckRunOperations {
  const { owner, repo, server, trigger, caller } = wire;
  const call = caller(CHECK_NEEDS);
  const pull = { owner, repo, pull_number: trigger.pullNumber ?? 0 };
  const written = (result: GitHubResult): Answer<Written> => answered(result, (data) => writtenOf(data, server));
  return {
    head: headLookUp(wire, readHead),

    checkRuns: (sha, name, budget, anew) =>
      lists.list(`${owner}/${repo}\n${sha ?? ''}\n${name}`, () => listCheckRuns(wire, call, sha, name, budget), anew),

    async commits(budget) {
      const listed = await listAll(
        call,
        { route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/commits', params: { ...pull, per_page: 100 } },
        budget,
      );
      if (!listed.ok) return listed;
      return every(listed.items, (item) => {
        const sha = (item as { sha?: unknown } | null)?.sha;
        return typeof sha === 'string' && COMMIT_SHA.test(sha) ? sha : undefined;
      });
    },

    pullRequestsAt: (sha, budget) => pullRequestsAtCommit(wire, call, sha, budget),

    createCheckRun: (name, sha, fields, budget) =>
      lists.writing(async () =>
        written(
          await call(
            {
              route: 'POST /repos/{owner}/{repo}/check-runs',
              params: {
                ...{ owner, repo, name, head_sha: sha },
                ...(trigger.runUrl ? { details_url: trigger.runUrl } : {}),
                ...checkRunParams(fields),
              },
            },
            budget,
          ),
        ),
      ),

    updateCheckRun: (id, fields, budget) =>
      lists.writing(async () =>
        written(
          await call(
            {
              route: 'PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}',
              params: { owner, repo, check_run_id: id, ...checkRunParams(fields) },
            },
            budget,
          ),
        ),
      ),
  };
}

/** Any such run may hold a claim (another pull request's only delays), so only "none" frees one. */
function runsInProgress({ owner, repo, trigger, caller }: Wire): PullRequestHost['otherRunsInProgress'] {
  return async (budget) => {
    const runs = await listAll(
      caller(RUNS_NEEDS),
      {
        route: 'GET /repos/{owner}/{repo}/actions/runs',
        params: { owner, repo, status: 'in_progress', per_page: 100 },
      },
      budget,
      'workflow_runs',
    );
    if (!runs.ok) return undefined;
    const own = new Set([trigger.runId, trigger.actingRunId]);
    return runs.items.some((run) => !own.has(String(gitHubId((run as { id?: unknown } | null)?.id) ?? '')));
  };
}

/** GitHub's words for a run that is not over yet: anything else it names (or none) is no answer. */
const RUNNING = ['queued', 'in_progress', 'waiting', 'requested', 'pending'];

/**
 * A run's attempt: ended when GitHub says the run is `completed`, or has begun a later attempt
 * (attempts follow one another); running while its status is one of RUNNING.
 */
function runStateOf({ owner, repo, caller }: Wire): PullRequestHost['runState'] {
  return async ({ run, attempt, anyAttempt }, budget) => {
    const id = Number(run);
    if (!/^\d{1,20}$/.test(run) || !Number.isSafeInteger(id)) return undefined;
    const read = await caller(RUNS_NEEDS)(
      { route: 'GET /repos/{owner}/{repo}/actions/runs/{run_id}', params: { owner, repo, run_id: id } },
      budget,
    );
    // Refused (no actions: read) is not known; GitHub failing to answer is a read to try again.
    if (!read.ok) return unanswered(read) ? 'unread' : undefined;
    const { status, run_attempt: latest } = (read.data ?? {}) as { status?: unknown; run_attempt?: unknown };
    if (!anyAttempt && typeof latest === 'number' && latest !== attempt) return latest > attempt ? 'ended' : undefined;
    if (status === 'completed') return 'ended';
    return typeof status === 'string' && RUNNING.includes(status) ? 'running' : undefined;
  };
}

/** The pull request's changed files: GitHub lists at most 3,000, 100 a page. */
function changedFilesOf({ owner, repo, trigger, caller }: Wire): PullRequestHost['changedFiles'] {
  return async (budget) => {
    const listed = await listAll(
      caller(READ_NEEDS),
      {
        route: 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files',
        params: { owner, repo, pull_number: trigger.pullNumber ?? 0, per_page: 100 },
      },
      budget,
    );
    if (!listed.ok) return listed;
    const read = every(listed.items, pathsOfChange);
    return read.ok ? { ok: true, value: { paths: read.value.flat(), listed: read.value.length } } : read;
  };
}

/**
 * The paths one changed file of GitHub's list changes: its name, and a moved file's old name too
 * (`previous_filename`): moving a file out of a folder changes that folder as deleting it would.
 */
function pathsOfChange(item: unknown): string[] | undefined {
  const { filename, previous_filename: before } = (item ?? {}) as { filename?: unknown; previous_filename?: unknown };
  if (typeof filename !== 'string' || filename === '') return undefined;
  return typeof before === 'string' && before !== '' && before !== filename ? [filename, before] : [filename];
}

/** GitHub's compare lists at most 300 files and, on one page, 100 commits. */
export const COMPARE_FILES_LIMIT = 300;

function comparisonOf(data: unknown): Comparison | undefined {
  const { status, commits, files, total_commits: total } = (data ?? {}) as Record<string, unknown>;
  if (status === 'diverged' || status === 'behind') return undefined;
  // No list of files is no proof that none changed: the comparison is unread, and the job is told on doubt.
  if (!Array.isArray(commits) || !Array.isArray(files)) return undefined;
  const read = commits.map((item) => {
    const { sha, commit, parents } = (item ?? {}) as {
      sha?: unknown;
      commit?: { message?: unknown };
      parents?: unknown;
    };
    const message = commit?.message;
    if (typeof sha !== 'string' || !COMMIT_SHA.test(sha) || typeof message !== 'string') return undefined;
    const title = message.split('\n', 1)[0] ?? '';
    return { sha, title, merge: Array.isArray(parents) && parents.length > 1 };
  });
  const listed = (files as unknown[]).map(pathsOfChange);
  if (read.some((commit) => commit === undefined) || listed.some((paths) => paths === undefined)) return undefined;
  return {
    commits: read as Comparison['commits'],
    moreCommits: typeof total === 'number' && total > read.length,
    files: (listed as string[][]).flat(),
    filesCapped: listed.length >= COMPARE_FILES_LIMIT,
  };
}

/** What GitHub's compare needs: the commits' contents, not the pull request. */
const COMPARE_NEEDS = 'contents: read';

/** `base...head` on the pull request's repository; a 404 or a history that is not linear is `unrelated`. */
function compareOf({ owner, repo, caller }: Wire): PullRequestHost['compare'] {
  return async (base, head, budget) => {
    const read = await caller(COMPARE_NEEDS)(
      {
        route: 'GET /repos/{owner}/{repo}/compare/{basehead}',
        params: { owner, repo, basehead: `${base}...${head}`, per_page: 100 },
      },
      budget,
    );
    if (!read.ok) return read.status === 404 ? { ok: true, value: 'unrelated' } : read;
    const status = (read.data as { status?: unknown } | null)?.status;
    if (status === 'diverged' || status === 'behind') return { ok: true, value: 'unrelated' };
    const comparison = comparisonOf(read.data);
    return comparison ? { ok: true, value: comparison } : UNREADABLE_ITEM;
  };
}

type CommandOperations = Pick<
  PullRequestHost,
  'reactions' | 'react' | 'unreact' | 'permission' | 'otherRunsInProgress' | 'runState' | 'pushedSince'
>;

function commandOperations(wire: Wire): CommandOperations {
  const { owner, repo, caller } = wire;
  const call = caller(COMMENT_NEEDS);
  const onComment = (commentId: number) => ({ owner, repo, comment_id: commentId });
  return {
    async reactions(commentId, budget) {
      const listed = await listAll(
        call,
        {
          route: 'GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
          params: { ...onComment(commentId), per_page: 100 },
        },
        budget,
      );
      return listed.ok ? { ok: true, value: listed.items.map(reactionOf) } : listed;
    },

    async react(commentId, mark, budget) {
      const made = await call(
        {
          route: 'POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions',
          params: { ...onComment(commentId), content: mark },
        },
        budget,
      );
      if (!made.ok) return made;
      const { id, author } = reactionOf(made.data);
      const value = { created: made.status === 201, ...(id === undefined ? {} : { id }) };
      return { ok: true, value: author === undefined ? value : { ...value, author } };
    },

    unreact: async (commentId, reactionId, budget) =>
      answered(
        await call(
          {
            route: 'DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}',
            params: { ...onComment(commentId), reaction_id: reactionId },
          },
          budget,
        ),
        () => null,
      ),

    permission: async (login, budget) =>
      permissionAnswer(
        await caller(PERMISSION_NEEDS)(
          {
            route: 'GET /repos/{owner}/{repo}/collaborators/{username}/permission',
            params: { owner, repo, username: login },
          },
          budget,
        ),
      ),

    otherRunsInProgress: runsInProgress(wire),
    runState: runStateOf(wire),
    pushedSince: pushedSinceOf(wire),
  };
}

/** A `pull_request` run as the runs list shows it: what says which push it came from. */
interface HeadRun {
  sha: string;
  made: number;
  branch: string;
  repository: string;
}

function headRunsOf(data: unknown): HeadRun[] | undefined {
  const runs = (data as { workflow_runs?: unknown } | null)?.workflow_runs;
  if (!Array.isArray(runs)) return undefined;
  const read = runs.map((run: unknown) => {
    const r = run as {
      head_sha?: unknown;
      created_at?: unknown;
      head_branch?: unknown;
      head_repository?: unknown;
    } | null;
    const repository = (r?.head_repository as { full_name?: unknown } | null | undefined)?.full_name;
    return {
      sha: typeof r?.head_sha === 'string' ? r.head_sha : '',
      made: time(r?.created_at),
      branch: typeof r?.head_branch === 'string' ? r.head_branch : '',
      repository: typeof repository === 'string' ? repository.toLowerCase() : '',
    };
  });
  return read.some((run) => Number.isNaN(run.made) || run.sha === '') ? undefined : read;
}

/**
 * Whether a push made a commit the head after a moment: of the `pull_request` runs on it made
 * since, one whose run before it on the same branch of the same repository was on another commit.
 */
function pushedSinceOf({ owner, repo, caller }: Wire): PullRequestHost['pushedSince'] {
  const list = (params: Record<string, string | number>, budget: Budget) =>
    caller(RUNS_NEEDS)(
      {
        route: 'GET /repos/{owner}/{repo}/actions/runs',
        params: { owner, repo, event: 'pull_request', per_page: 100, ...params },
      },
      budget,
    );
  return async (sha, at, budget) => {
    const onHead = await list({ head_sha: sha }, budget);
    if (!onHead.ok) return onHead;
    const since = headRunsOf(onHead.data)?.filter((run) => run.made > at);
    if (since === undefined) return UNREADABLE_ITEM;
    const first = since[0];
    if (first === undefined) return { ok: true, value: false };
    const onBranch = await list({ branch: first.branch }, budget);
    if (!onBranch.ok) return onBranch;
    const runs = headRunsOf(onBranch.data)
      ?.filter((run) => run.branch === first.branch && run.repository === first.repository)
      .sort((a, b) => a.made - b.made);
    if (runs === undefined) return UNREADABLE_ITEM;
    const pushed = runs.some((run, i) => run.made > at && run.sha === sha && runs[i - 1]?.sha !== sha);
    return { ok: true, value: pushed };
  };
}

type LabelOperations = Pick<PullRequestHost, 'addLabel' | 'removeLabel'>;

/** A label's name as GitHub lists it; '' for an item that is not a label. */
const labelName = (item: unknown): string =>
  typeof item === 'object' && item !== null && typeof (item as { name?: unknown }).name === 'string'
    ? (item as { name: string }).name
    : '';

function labelOperations({ owner, repo, trigger, caller }: Wire): LabelOperations {
  const call = caller(COMMENT_NEEDS);
  const issue = { owner, repo, issue_number: trigger.pullNumber ?? 0 };
  return {
    addLabel: async (name, budget) =>
      answered(
        await call(
          { route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/labels', params: { ...issue, labels: [name] } },
          budget,
        ),
        () => null,
      ),
    async removeLabel(name, budget) {
      const removed = await call(
        { route: 'DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}', params: { ...issue, name } },
        budget,
      );
      if (removed.ok || removed.status !== 404) return removed.ok ? { ok: true, value: null } : removed;
      // GitHub answers 404 for a label the pull request no longer carries, and for a pull request
      // the token cannot see: only a read of its labels without that one says the label is off.
      const listed = await call(
        { route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/labels', params: { ...issue, per_page: 100 } },
        budget,
      );
      // That read failing says nothing yet: its failure, not the 404, decides what to do next.
      if (!listed.ok)
        return { ...listed, cause: msg`${removed.cause}; its labels could not be read again (${listed.cause})` };
      const names = Array.isArray(listed.data) ? listed.data.map(labelName) : undefined;
      const off = names !== undefined && !names.some((label) => label.toLowerCase() === name.toLowerCase());
      return off ? { ok: true, value: null } : removed;
    },
  };
}

export function createGitHubHost(deps: GitHubHostDeps): PullRequestHost {
  const { caller, trigger, log, identity, readHead } = deps;
  const wire: Wire = { owner: trigger.owner, repo: trigger.repo, server: trigger.serverUrl, trigger, caller, log };
  const pullNumber = trigger.pullNumber ?? 0;
  return {
    textLimit: TEXT_LIMIT,
    ...(deps.pause ? { pause: deps.pause } : {}),
    ...commentOperations(wire),
    ...(identity ? { identity } : {}),
    ...checkRunOperations(
      wire,
      readHead ?? headReadOnce(caller(READ_NEEDS), { ...wire, pullNumber }),
      deps.checkRunLists ?? checkRunLists(),
    ),
    changedFiles: changedFilesOf(wire),
    compare: compareOf(wire),
    ...commandOperations(wire),
    ...labelOperations(wire),
    ...reviewOperations({ ...wire, pullNumber, call: caller(COMMENT_NEEDS) }),
  };
}
