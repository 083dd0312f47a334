/**
 * A scheduled or manual pipeline on GitLab, where no pipeline runs for a note, a close or a merge:
 * the project's merge requests updated within the window that carry this step's note (a job: those
 * first) or a note that begins with the command, each handed back as its own turn of the one loop, its trigger
 * read from GitLab now (open, closed or merged; its head, labels and draft flag), never told by an
 * event. Each turn then finds what its merge request owes as any run does: a command not answered,
 * a close not told, nothing.
 */
import type { Clock } from '../common/clock.ts';
import { budgetFor } from '../common/budget.ts';
import { refusedForGood, type Answer, type Budget, type Trigger } from '../pull-request/host.ts';
import type { Say } from '../output/text.ts';
import { commandMessage } from '../pull-request/command.ts';
import { PENDING_LABEL, RECORD_MARK } from '../pull-request/record.ts';
import { GITLAB_WORDS } from '../pull-request/where.ts';
import { mergeRequestViewOf } from './code-host.ts';
import { UNREADABLE_GITLAB_ITEM } from './merge-request.ts';
import { authorOf, READ_NEEDS } from './values.ts';
import { route, type GitLabWire } from './wire.ts';

/** How far back a schedule looks: a merge request updated (a note, a close, a merge) since then. */
export const SWEEP_WINDOW_MS = 24 * 60 * 60_000;
/** The most merge requests one scheduled pipeline takes a turn for; the rest wait for the next. */
export const MAX_SWEPT = 50;
/** The most merge requests whose notes one scheduled pipeline reads (a request each), newest first. */
const MAX_LOOKED_AT = 4 * MAX_SWEPT;
/** The time the listing may take. */
const LISTING_MS = 60_000;

export interface SweepSite {
  wire: GitLabWire;
  clock: Clock;
  signal: AbortSignal;
  projectId: number;
  /** The schedule's own trigger: each turn is this pipeline's, on one merge request. */
  trigger: Trigger;
  /** The follow-up command (`/docs`), when commands are taken. */
  command?: string;
}

/**
 * What a merge request's notes hold for the schedule: a job (a note of the token's own account
 * holding a record: anyone can copy a record's text into a note of theirs), a command (whose
 * author's permission its turn reads), or nothing. `labelled`: the merge request carries the
 * pending label (which only members may put on): a record there in another account's note is a
 * job this schedule's token cannot finish, and its turn says so.
 */
function notable(
  notes: unknown[],
  own: number,
  command: string | undefined,
  labelled = false,
): 'job' | 'command' | undefined {
  let found: 'command' | undefined;
  for (const note of notes) {
    const { body, author } = (note ?? {}) as { body?: unknown; author?: unknown };
    if (typeof body !== 'string') continue;
    if (body.includes(RECORD_MARK) && (labelled || authorOf(author)?.id === own)) return 'job';
    // The command as any run reads it (in any case: `/Docs` too), so the schedule misses none.
    if (command !== undefined && commandMessage(body.replace(/\r\n?/g, '\n'), command) !== undefined) found = 'command';
  }
  return found;
}

/**
 * The merge requests to look at: those labelled pending first (a let-go turn's merge request may
 * not change for a day, a schedule paused or a turn long, or be crowded out by newer ones: whatever
 * their age), then those updated within the window, newest first, page after page (anyone may open
 * or touch merge requests: one page of them crowds out none), up to MAX_LOOKED_AT.
 */
async function mergeRequestsListed(site: SweepSite, budget: Budget): Promise<Answer<unknown[]>> {
  const { wire, clock, projectId } = site;
  const since = new Date(clock.date() - SWEEP_WINDOW_MS).toISOString();
  const list = (query: Record<string, string>, most: number) => {
    let seen = 0;
    return wire.list(
      {
        path: route`/projects/${projectId}/merge_requests`,
        query: { ...query, state: 'all', order_by: 'updated_at', sort: 'desc' },
        needs: READ_NEEDS,
      },
      budget,
      (page) => (seen += page.length) >= most,
    );
  };
  const listed = await list({ updated_after: since }, MAX_LOOKED_AT);
  if (!listed.ok) return listed;
  const labelled = await list({ labels: PENDING_LABEL }, MAX_SWEPT);
  if (!labelled.ok) return labelled;
  return { ok: true, value: [...labelled.items.slice(0, MAX_SWEPT), ...listed.items] };
}

/** Each merge request once, where it first comes (an unreadable item kept, so the list fails). */
function uniqueByIid<T extends { iid: number } | undefined>(views: T[]): T[] {
  const seen = new Set<number>();
  return views.filter((view) => view === undefined || (!seen.has(view.iid) && seen.add(view.iid)));
}

/** The turns owed: one trigger a merge request, newest update first, at most MAX_SWEPT. */
/** The turns to take, and the merge requests whose notes GitLab did not serve now (the next schedule reads them). */
export interface ToSweep {
  triggers: Trigger[];
  unread: Array<{ iid: number; why: Say }>;
}

export async function mergeRequestsToSweep(site: SweepSite): Promise<Answer<ToSweep>> {
  const { wire, clock, projectId } = site;
  // Each turn is about one merge request: no longer the schedule's sweep.
  const trigger: Trigger = { ...site.trigger };
  delete trigger.sweeps;
  const budget = budgetFor(clock, LISTING_MS, { signals: [site.signal] });
  const listed = await mergeRequestsListed(site, budget);
  if (!listed.ok) return listed;
  const me = await wire.request({ path: route`/user`, needs: READ_NEEDS }, budget);
  const own = me.ok ? authorOf(me.data)?.id : undefined;
  if (own === undefined) return me.ok ? { ok: false, status: 200, cause: 'GitLab did not say who the token is' } : me;
  const views = uniqueByIid(listed.value.map((item) => mergeRequestViewOf(item, projectId)));
  if (views.some((view) => view === undefined)) return UNREADABLE_GITLAB_ITEM;
  // Merge requests with a job come first: commands alone (anyone may write one) never crowd them out.
  const withJob: Trigger[] = [];
  const withCommand: Trigger[] = [];
  const unread: ToSweep['unread'] = [];
  for (const view of views.slice(0, MAX_LOOKED_AT)) {
    if (!view || withJob.length >= MAX_SWEPT) continue;
    // Oldest first, every page until the job's note (the first pipeline wrote it early): a hundred
    // newer notes, system ones or anyone's, hide neither it nor a command.
    const notes = await wire.list(
      {
        path: route`/projects/${projectId}/merge_requests/${view.iid}/notes`,
        query: { sort: 'asc', order_by: 'created_at' },
        needs: READ_NEEDS,
      },
      budget,
      (page) => notable(page, own, undefined) === 'job',
    );
    // A token refused is refused for every merge request; one merge request GitLab fails is that one's.
    if (!notes.ok && (refusedForGood(notes, [401, 403]) || site.signal.aborted)) return notes;
    if (!notes.ok) {
      unread.push({ iid: view.iid, why: notes.cause });
      continue;
    }
    const holds = notable(notes.items, own, site.command, view.labels.includes(PENDING_LABEL));
    if (holds === undefined) continue;
    const { iid, head, state, draft, labels, author, fromFork, closedAt } = view;
    (holds === 'job' ? withJob : withCommand).push({
      ...trigger,
      words: GITLAB_WORDS,
      sweptTurn: true,
      pullNumber: iid,
      headSha: head,
      fromFork,
      pullRequest: {
        // No event comes again for a turn the schedule took: a cancelled one stays pending for the next.
        ...{ state, draft, labels, readNow: true as const, notPushed: true as const, noRetryingEvent: true as const },
        ...(author === undefined ? {} : { author }),
        ...(closedAt === undefined ? {} : { closedAt }),
      },
      step: { ...trigger.step, pull: iid },
      notes: [],
    });
  }
  return { ok: true, value: { triggers: [...withJob, ...withCommand].slice(0, MAX_SWEPT), unread } };
}
