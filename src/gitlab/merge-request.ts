/**
 * A GitLab merge request as the host of what the action keeps on a pull request
 * (src/pull-request/host.ts): its notes (system notes left out), award emoji on a note, the
 * merge request itself (head, state, labels, commits, changed files) and who may command it.
 * Each operation is one route of GitLab's REST API v4 through the wire (wire.ts), each answer
 * read here into the host's plain shapes; an item not in GitLab's shape makes its list a failure.
 * What GitLab names otherwise (an award's `tada` for GitHub's `hooray`; `access_level` numbers for
 * the five permission levels) is translated here and nowhere above.
 */
import type { PermissionLevel } from '../inputs/follow-up.ts';
import type {
  Account,
  Answer,
  Budget,
  Comment,
  CommentBody,
  Failure,
  PullRequestHost,
  Reaction,
  Written,
} from '../pull-request/host.ts';
import { SignedRecord, TextWithRecords } from '../output/redacted-write.ts';
import { fullText } from '../output/text.ts';
import { route, type GitLabWire } from './wire.ts';
import {
  accountOf,
  ALREADY_AWARDED,
  authorOf,
  commitId,
  EMOJI,
  gitLabId,
  isInternalNote,
  MARK_OF,
  READ_NEEDS,
  time,
  WRITE_NEEDS,
} from './values.ts';

/** A note's body holds at most 1,000,000 characters (docs.gitlab.com/api/notes/). */
export const NOTE_LIMIT = 1_000_000;

export const UNREADABLE_GITLAB_ITEM: Failure = {
  ok: false,
  status: 200,
  cause: "GitLab's answer holds an item that is not what GitLab sends (an id that is not a number, no body)",
};

const UNREADABLE_USER: Failure = {
  ok: false,
  status: 200,
  cause: "GitLab's answer for the user does not name that user with an id (it is not what GitLab sends)",
};

const UNREADABLE_MEMBER: Failure = {
  ok: false,
  status: 200,
  cause: "GitLab's answer for the member names no access level, or another member (it is not what GitLab sends)",
};

/** `access_level` (docs.gitlab.com/api/members/#roles) as the five levels a command's author is held to. */
export function permissionOfAccessLevel(level: unknown): PermissionLevel | undefined {
  if (typeof level !== 'number') return undefined;
  if (level >= 50) return 'admin';
  if (level >= 40) return 'maintain';
  if (level >= 30) return 'write';
  if (level >= 20) return 'triage';
  if (level >= 10) return 'read';
  return undefined;
}

export type MergeRequestOperations = Pick<
  PullRequestHost,
  | 'textLimit'
  | 'checkRunHoldsRecord'
  | 'runPerComment'
  | 'identity'
  | 'comments'
  | 'comment'
  | 'createComment'
  | 'updateComment'
  | 'closePullRequest'
  | 'closedBy'
  | 'head'
  | 'changedFiles'
  | 'commits'
  | 'reactions'
  | 'react'
  | 'unreact'
  | 'permission'
  | 'addLabel'
  | 'removeLabel'
>;

export interface MergeRequestSite {
  wire: GitLabWire;
  /** The merge request's project (`CI_MERGE_REQUEST_PROJECT_ID`) and its iid. */
  projectId: number;
  iid: number;
  /** The merge request's web address, for a note's link (`#note_<id>`). */
  webUrl?: string;
  /** The head the run is about (its trigger's), which `head` gives without a read. */
  head?: string;
}

/** A note as GitLab lists it; undefined when it is not in GitLab's shape; 'system' for a system or internal note. */
export function noteOf(item: unknown, webUrl: string | undefined): Comment | 'system' | undefined {
  const note = (item ?? {}) as Record<string, unknown>;
  const { id: sent, body, author, created_at: created, updated_at: updated, system } = note;
  const id = gitLabId(sent);
  if (id === undefined || typeof body !== 'string') return undefined;
  if (system === true || isInternalNote(note)) return 'system';
  const createdAt = time(created);
  const updatedAt = time(updated);
  const who = authorOf(author);
  return {
    id,
    body,
    ...(webUrl === undefined ? {} : { url: `${webUrl}#note_${id}` }),
    ...(who === undefined ? {} : { author: who }),
    createdAt,
    edited: updatedAt > createdAt,
    ...(Number.isNaN(updatedAt) ? {} : { updatedAt }),
  };
}

function reactionOf(item: unknown): Reaction | undefined {
  const { id, name, user, created_at: created } = (item ?? {}) as Record<string, unknown>;
  if (gitLabId(id) === undefined || typeof name !== 'string') return undefined;
  const author = authorOf(user);
  return {
    id: gitLabId(id),
    content: MARK_OF[name] ?? name,
    ...(author === undefined ? {} : { author }),
    at: time(created),
  };
}

/** Every item read, or the whole list a failure when one is not in GitLab's shape. */
function each<T>(items: unknown[], read: (item: unknown) => T | undefined): Answer<T[]> {
  const read_ = items.map(read);
  return read_.every((item) => item !== undefined) ? { ok: true, value: read_ as T[] } : UNREADABLE_GITLAB_ITEM;
}

const noteBody = ({ text, record }: CommentBody): TextWithRecords =>
  record === undefined ? TextWithRecords.of(text) : TextWithRecords.of(text, SignedRecord.of(`\n${record}\n`));

/** Where one merge request's routes are. */
function routesOf({ projectId, iid }: MergeRequestSite) {
  const mergeRequest = route`/projects/${projectId}/merge_requests/${iid}`;
  return {
    mergeRequest,
    notes: route`/projects/${projectId}/merge_requests/${iid}/notes`,
    note: (id: number) => route`/projects/${projectId}/merge_requests/${iid}/notes/${id}`,
    awards: (id: number) => route`/projects/${projectId}/merge_requests/${iid}/notes/${id}/award_emoji`,
    award: (id: number, award: number) =>
      route`/projects/${projectId}/merge_requests/${iid}/notes/${id}/award_emoji/${award}`,
    diffs: route`/projects/${projectId}/merge_requests/${iid}/diffs`,
    commits: route`/projects/${projectId}/merge_requests/${iid}/commits`,
    member: (user: number) => route`/projects/${projectId}/members/all/${user}`,
  };
}

type Routes = ReturnType<typeof routesOf>;

/** Who the token is, asked once a run (a failed answer is asked again next time). */
function identityOf(wire: GitLabWire): MergeRequestOperations['identity'] {
  let me: Promise<Account | undefined> | undefined;
  return (budget) => {
    me ??= wire.request({ path: route`/user`, needs: READ_NEEDS }, budget).then((read) => {
      if (!read.ok) {
        me = undefined;
        return undefined;
      }
      const account = accountOf(read.data);
      return account.id === undefined && account.login === undefined ? undefined : account;
    });
    return me;
  };
}

type NoteOperations = Pick<MergeRequestOperations, 'comments' | 'comment' | 'createComment' | 'updateComment'>;

function noteOperations({ wire, webUrl }: MergeRequestSite, { notes, note }: Routes): NoteOperations {
  const written = (data: unknown): Written => {
    const read = noteOf(data, webUrl);
    if (read === undefined || read === 'system') return {};
    return {
      id: read.id,
      ...(read.url ? { url: read.url } : {}),
      ...(read.author?.id ? { author: read.author.id } : {}),
    };
  };
  return {
    async comments(budget, enough, since) {
      const stop =
        enough &&
        ((page: unknown[]) =>
          page.some((item) => {
            const read = noteOf(item, webUrl);
            return read !== undefined && read !== 'system' && enough(read);
          }));
      const listed = await wire.list(
        { path: notes, query: { sort: 'asc', order_by: 'created_at' }, needs: READ_NEEDS },
        budget,
        stop,
      );
      if (!listed.ok) return listed;
      const read = each(listed.items, (item) => noteOf(item, webUrl));
      if (!read.ok) return read;
      const people = read.value.filter((item): item is Comment => item !== 'system');
      return {
        ok: true,
        value: since === undefined ? people : people.filter((c) => (c.updatedAt ?? c.createdAt) >= since),
      };
    },

    async comment(id, budget) {
      const read = await wire.request({ path: note(id), needs: READ_NEEDS }, budget);
      if (!read.ok) return read;
      const value = noteOf(read.data, webUrl);
      return value === undefined || value === 'system' ? UNREADABLE_GITLAB_ITEM : { ok: true, value };
    },

    async createComment(body, budget) {
      const made = await wire.request(
        { method: 'POST', path: notes, body: { body: noteBody(body) }, needs: WRITE_NEEDS },
        budget,
      );
      return made.ok ? { ok: true, value: written(made.data) } : made;
    },

    async updateComment(id, body, budget) {
      const made = await wire.request(
        { method: 'PUT', path: note(id), body: { body: noteBody(body) }, needs: WRITE_NEEDS },
        budget,
      );
      return made.ok ? { ok: true, value: written(made.data) } : made;
    },
  };
}

type ItselfOperations = Pick<
  MergeRequestOperations,
  'closePullRequest' | 'closedBy' | 'head' | 'changedFiles' | 'commits' | 'addLabel' | 'removeLabel'
>;

/** The merge request itself: its state, head, commits, files and labels. */
function itselfOperations(
  { wire, head }: MergeRequestSite,
  { mergeRequest, diffs, commits }: Routes,
): ItselfOperations {
  async function readMergeRequest(budget: Budget): Promise<Answer<Record<string, unknown>>> {
    const read = await wire.request({ path: mergeRequest, needs: READ_NEEDS }, budget);
    if (!read.ok) return read;
    return typeof read.data === 'object' && read.data !== null
      ? { ok: true, value: read.data as Record<string, unknown> }
      : UNREADABLE_GITLAB_ITEM;
  }
  async function putOnMergeRequest(body: Record<string, unknown>, budget: Budget): Promise<Answer<null>> {
    const made = await wire.request({ method: 'PUT', path: mergeRequest, body, needs: WRITE_NEEDS }, budget);
    return made.ok ? { ok: true, value: null } : made;
  }
  return {
    async closePullRequest(budget) {
      const closed = await putOnMergeRequest({ state_event: 'close' }, budget);
      return closed.ok ? { ok: true, value: {} } : closed;
    },

    async closedBy(budget) {
      const read = await readMergeRequest(budget);
      if (!read.ok) return read;
      const merged = read.value.state === 'merged';
      const by = authorOf(merged ? read.value.merged_by : read.value.closed_by);
      const at = time(merged ? read.value.merged_at : read.value.closed_at);
      return { ok: true, value: { ...(by ? { by } : {}), ...(Number.isNaN(at) ? {} : { at }) } };
    },

    async head(budget) {
      if (head !== undefined) return head;
      const read = await readMergeRequest(budget);
      return read.ok ? commitId(read.value.sha) : undefined;
    },

    async changedFiles(budget) {
      const listed = await wire.list({ path: diffs, needs: READ_NEEDS }, budget);
      if (!listed.ok) return listed;
      const read = each(listed.items, (item) => {
        const { new_path: now, old_path: before } = (item ?? {}) as Record<string, unknown>;
        if (typeof now !== 'string' || typeof before !== 'string') return undefined;
        return now === before ? [now] : [now, before];
      });
      if (!read.ok) return read;
      return { ok: true, value: { paths: [...new Set(read.value.flat())], listed: listed.items.length } };
    },

    async commits(budget) {
      const listed = await wire.list({ path: commits, needs: READ_NEEDS }, budget);
      if (!listed.ok) return listed;
      const read = each(listed.items, (item) => commitId((item as { id?: unknown } | null)?.id));
      // GitLab lists a merge request's commits newest first.
      return read.ok ? { ok: true, value: read.value.reverse() } : read;
    },

    addLabel: (name, budget) => putOnMergeRequest({ add_labels: name }, budget),
    removeLabel: (name, budget) => putOnMergeRequest({ remove_labels: name }, budget),
  };
}

type AwardOperations = Pick<MergeRequestOperations, 'reactions' | 'react' | 'unreact' | 'permission'>;

/** Awards on a note (the marks and the lease) and who may command. */
function awardOperations(
  { wire }: MergeRequestSite,
  { awards, award, member }: Routes,
  identity: MergeRequestOperations['identity'],
): AwardOperations {
  const operations: AwardOperations = {
    async reactions(noteId, budget) {
      const listed = await wire.list({ path: awards(noteId), needs: READ_NEEDS }, budget);
      return listed.ok ? each(listed.items, reactionOf) : listed;
    },

    async react(noteId, mark, budget) {
      const made = await wire.request(
        { method: 'POST', path: awards(noteId), body: { name: EMOJI[mark] }, needs: WRITE_NEEDS },
        budget,
      );
      if (made.ok) {
        const reaction = reactionOf(made.data);
        const value = { created: true, ...(reaction?.id ? { id: reaction.id } : {}) };
        return { ok: true, value: reaction?.author ? { ...value, author: reaction.author } : value };
      }
      // A second award is refused: the award made before is the account's own, read back for its id.
      if (made.status !== 404 || !ALREADY_AWARDED.test(fullText(made.cause))) return made;
      const [account, listed] = await Promise.all([identity(budget), operations.reactions(noteId, budget)]);
      if (!listed.ok) return listed;
      const own = listed.value.find(
        (reaction) => reaction.content === mark && account?.id !== undefined && reaction.author?.id === account.id,
      );
      return {
        ok: true,
        value: { created: false, ...(own?.id ? { id: own.id } : {}), ...(own?.author ? { author: own.author } : {}) },
      };
    },

    async unreact(noteId, awardId, budget) {
      const gone = await wire.request(
        {
          method: 'DELETE',
          path: award(noteId, awardId),
          needs: WRITE_NEEDS,
        },
        budget,
      );
      return gone.ok ? { ok: true, value: null } : gone;
    },

    async permission(login, budget) {
      const users = await wire.request({ path: route`/users`, query: { username: login }, needs: READ_NEEDS }, budget);
      if (!users.ok) return users;
      if (!Array.isArray(users.data)) return UNREADABLE_USER;
      // No such user: no role. A list without that user in it, or that user without an id, is
      // doubt: never "no role", and never another user's role.
      if (users.data.length === 0) return { ok: true, value: undefined };
      const user = users.data.map(accountOf).find(({ handle }) => handle === login.toLowerCase());
      if (user?.id === undefined) return UNREADABLE_USER;
      // A user who is no member, directly or by a group, is answered 404: no level at all.
      const level = await wire.request({ path: member(user.id), needs: READ_NEEDS }, budget);
      if (!level.ok) return level.status === 404 ? { ok: true, value: undefined } : level;
      const accessLevel = (level.data as { access_level?: unknown } | null)?.access_level;
      // An answer with no level in it (a proxy's page) is doubt, never "no role".
      const memberId = (level.data as { id?: unknown } | null)?.id;
      if (typeof accessLevel !== 'number' || (memberId !== undefined && memberId !== user.id)) return UNREADABLE_MEMBER;
      return { ok: true, value: permissionOfAccessLevel(accessLevel) };
    },
  };
  return operations;
}

export function mergeRequestOperations(site: MergeRequestSite): MergeRequestOperations {
  const routes = routesOf(site);
  const identity = identityOf(site.wire);
  return {
    textLimit: NOTE_LIMIT,
    checkRunHoldsRecord: false,
    runPerComment: false,
    identity,
    ...noteOperations(site, routes),
    ...itselfOperations(site, routes),
    ...awardOperations(site, routes, identity),
  };
}
