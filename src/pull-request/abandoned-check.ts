/**
 * A turn whose workflow run ended without finishing its check run (killed, crashed, its runner
 * lost, its last write refused): its record has no ending, and no later run writes that check run
 * (on an earlier head the pull request moved on; on this head a later run makes its own). The pull
 * request's next run that ends a turn finishes that check run `neutral`, saying so: a turn the
 * comment records, or one on the head a push replaced that only its check run records (its comment
 * writes all failed). So does a re-run's ending with its earlier attempts' check runs on its head
 * that stand behind its own. One whose run may still be running, or a let-go turn's (the sweep's),
 * is left as it is.
 */
import type { Log } from '../output/log.ts';
import { abbreviated, msg, quoted, type Say } from '../output/text.ts';
import type { Budget, PullRequestHost, Trigger } from './host.ts';
import { letGoTurnHolds, readRecord, type RecordKeys, type StepRecord } from './record.ts';

export interface AbandonedSite {
  host: PullRequestHost;
  trigger: Trigger;
  keys: RecordKeys;
  /** The check run's name ('check-name'). */
  name: string;
  log: Log;
  /** The comment's records, undefined when unread: a let-go turn is pending there. */
  turns: () => readonly StepRecord[] | undefined;
  /** The pull request's head as the host has it now (read once, when needed); undefined when unread. */
  liveHead: () => Promise<string | undefined>;
}

/** The pull request's newest commit, read once and only when asked: undefined when the list cannot be read. */
export function liveHeadOf(host: PullRequestHost, budget: Budget): () => Promise<string | undefined> {
  let read: Promise<string | undefined> | undefined;
  return () => (read ??= host.commits(budget).then((commits) => (commits.ok ? commits.value.at(-1) : undefined)));
}

/** How many turns that never recorded an ending a run looks at: the newest, a few kills deep. */
const MAX_ABANDONED_TURNS = 3;

/**
 * The newest turns (the comment keeps records newest first) that never recorded their ending, by
 * other runs: on an earlier head, or on this one (its newer check run, this run's, shows the job).
 */
function abandonedTurns(records: readonly StepRecord[], self: string): StepRecord[] {
  return records
    .filter((record) => record.ended === undefined && !record.pending && record.head && record.run !== self)
    .slice(0, MAX_ABANDONED_TURNS);
}

const namedByRun = {
  who: (record: StepRecord): Say => msg`Workflow run ${quoted(record.run, 40)}`,
  by: (record: StepRecord): Say => msg`workflow run ${quoted(record.run, 40)}`,
};

/** Whose check runs a finish looks for, on which head, and how it learns that their run has ended. */
interface LeftTurn {
  head: string;
  /** The run as the words name it, at a sentence's start and within one. */
  who(record: StepRecord): Say;
  by(record: StepRecord): Say;
  owns(record: StepRecord | undefined): record is StepRecord;
  ended(record: StepRecord): Promise<boolean>;
}

export async function finishAbandonedCheckRun(
  site: AbandonedSite,
  { sha, leftByOthers }: { sha: string | undefined; leftByOthers: boolean },
  budget: Budget,
): Promise<void> {
  if (sha === undefined) return;
  const turns = site.turns();
  // Unread, the comment cannot say which turn is a let-go one's (the sweep's to finish): leave other runs' alone.
  if (turns !== undefined) await finishOtherRuns(site, turns, { sha, leftByOthers }, budget);
  const { trigger } = site;
  // An earlier attempt of this run left its own on this head: its record is this attempt's now
  // (carried forward), and it has ended, for this attempt runs. Seen when a re-run read the head's
  // check runs as none (a page GitHub served empty) and made its own beside it.
  if (trigger.attempt > 1)
    await finishTurn(site, sha, budget, {
      head: sha,
      who: () => msg`An earlier attempt of workflow run ${quoted(trigger.runId, 40)}`,
      by: () => msg`an earlier attempt of workflow run ${quoted(trigger.runId, 40)}`,
      // A let-go attempt's is the sweep's to finish, as abandonedTurns leaves one.
      owns: (record): record is StepRecord =>
        record?.run === trigger.runId && record.attempt < trigger.attempt && !record.pending,
      ended: async () => true,
    });
}

/** Other runs' check runs left in progress, each judged by its own record and its run's state. */
async function finishOtherRuns(
  site: AbandonedSite,
  turns: readonly StepRecord[],
  { sha, leftByOthers }: { sha: string; leftByOthers: boolean },
  budget: Budget,
): Promise<void> {
  const { host, trigger } = site;
  // The heads where a turn may be left: those the comment records unended; the head a push replaced
  // (a run whose last check-run write, or every comment write, was refused is known there alone);
  // and this head, when this run saw another run's check run in progress on it. A check run keeps
  // no ending of its own: one in progress is its run's turn.
  const before = trigger.pullRequest?.pushed ? trigger.pullRequest.before : undefined;
  const heads = new Set(abandonedTurns(turns, trigger.runId).map((turn) => turn.head ?? ''));
  if (before !== undefined && before !== sha) heads.add(before);
  if (leftByOthers) heads.add(sha);
  heads.delete('');
  for (const head of heads)
    await finishTurn(site, sha, budget, {
      head,
      ...namedByRun,
      owns: (record): record is StepRecord =>
        record !== undefined && record.run !== trigger.runId && !letGoTurnHolds(turns, record),
      // A later attempt of that run, still going, takes its check run over (it finds it by its run).
      ended: async ({ run, attempt }) => (await host.runState({ run, attempt, anyAttempt: true }, budget)) === 'ended',
    });
}

/** A turn's check runs on its head, left in progress by its run, finished once that run has ended. */
async function finishTurn(site: AbandonedSite, sha: string, budget: Budget, turn: LeftTurn): Promise<void> {
  const { host, trigger, keys, name, log } = site;
  const { head } = turn;
  const listed = await host.checkRuns(head, name, budget);
  if (!listed.ok) return;
  // On this head, only one a newer check run of the name stands after: else it is still the one that shows the job.
  const superseded = (id: number): boolean => head !== sha || listed.value.some((check) => check.id > id);
  let open = listed.value.flatMap((check) => {
    const record = readRecord(check.externalId, trigger.step, keys);
    return check.status === 'in_progress' && superseded(check.id) && turn.owns(record)
      ? [{ id: check.id, record }]
      : [];
  });
  // A run's event may be old (a re-run's, or a run queued behind a force-push back): an earlier head
  // may be the pull request's head again, where a required check reads the newest check run.
  if (open.length > 0 && head !== sha) {
    const live = await site.liveHead();
    if (live === undefined) return;
    if (live === head) open = open.filter(({ id }) => listed.value.some((check) => check.id > id));
  }
  // Every value goes to the log whole: it redacts, escapes, and only then cuts (a commit to 12).
  const now =
    head === sha
      ? msg`A later ${quoted(name, 100)} check run of this commit shows the job.`
      : msg`The pull request's head is now ${abbreviated(sha, 12)}: its ${quoted(name, 100)} check run shows the job.`;
  for (const { id, record } of open) {
    if (!(await turn.ended(record))) continue;
    const said = msg`${turn.who(record)} ended before it finished this check run (killed, its runner lost, or its last write refused). ${now}`;
    const written = await host.updateCheckRun(
      id,
      {
        status: 'completed' as const,
        conclusion: 'neutral' as const,
        title: 'Its run ended before it finished',
        summary: log.markup({ icon: '⏹️', heading: 'Its run ended before it finished', paragraphs: [said], rows: [] }),
      },
      budget,
    );
    const by = turn.by(record);
    log.info(
      written.ok
        ? msg`Commit ${abbreviated(head, 12)}'s ${quoted(name, 100)} check run was left in progress by ${by}, which has ended: finished as neutral.`
        : msg`Commit ${abbreviated(head, 12)}'s ${quoted(name, 100)} check run, left in progress by ${by}, could not be finished (${written.cause}). A required check reads the newer one; re-run this workflow run to finish it.`,
    );
  }
}
