/**
 * A turn whose workflow run ended without finishing its check run (killed, crashed, its runner
 * lost): its record in the comment has no ending, and no later run writes that check run (on an
 * earlier head the pull request moved on; on this head a later run makes its own). The pull request's next run that ends a turn
 * finishes that check run `neutral`, saying so. So does a re-run's ending with its earlier
 * attempts' check runs on its head that stand behind its own. One whose run may still be running,
 * or a let-go turn's (the sweep's), is left as it is.
 */
import type { Log } from '../output/log.ts';
import { abbreviated, msg, quoted, type Say } from '../output/text.ts';
import type { Budget, PullRequestHost, Trigger } from './host.ts';
import { readRecord, type RecordKeys, type StepRecord } from './record.ts';

export interface AbandonedSite {
  host: PullRequestHost;
  trigger: Trigger;
  keys: RecordKeys;
  /** The check run's name ('check-name'). */
  name: string;
  log: Log;
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

/** Whose check runs a finish looks for, on which head, and how it learns that their run has ended. */
interface LeftTurn {
  head: string;
  /** The run as the words name it, at a sentence's start and within one. */
  who: Say;
  by: Say;
  owns(record: StepRecord | undefined): boolean;
  ended(): Promise<boolean>;
}

export async function finishAbandonedCheckRun(
  site: AbandonedSite,
  records: readonly StepRecord[],
  sha: string | undefined,
  budget: Budget,
): Promise<void> {
  if (sha === undefined) return;
  const { host, trigger } = site;
  for (const turn of abandonedTurns(records, trigger.runId)) {
    if (!turn.head) continue;
    await finishTurn(site, sha, budget, {
      head: turn.head,
      who: msg`Workflow run ${quoted(turn.run, 40)}`,
      by: msg`workflow run ${quoted(turn.run, 40)}`,
      owns: (record) => record?.run === turn.run && record.attempt === turn.attempt,
      ended: async () => (await host.runState(turn, budget)) === 'ended',
    });
  }
  // An earlier attempt of this run left its own on this head: its record is this attempt's now
  // (carried forward), and it has ended, for this attempt runs. Seen when a re-run read the head's
  // check runs as none (a page GitHub served empty) and made its own beside it.
  if (trigger.attempt > 1)
    await finishTurn(site, sha, budget, {
      head: sha,
      who: msg`An earlier attempt of workflow run ${quoted(trigger.runId, 40)}`,
      by: msg`an earlier attempt of workflow run ${quoted(trigger.runId, 40)}`,
      // A let-go attempt's is the sweep's to finish, as abandonedTurns leaves one.
      owns: (record) => record?.run === trigger.runId && record.attempt < trigger.attempt && !record.pending,
      ended: async () => true,
    });
}

/** A turn's check runs on its head, left in progress by its run, finished once that run has ended. */
async function finishTurn(site: AbandonedSite, sha: string, budget: Budget, turn: LeftTurn): Promise<void> {
  const { host, trigger, keys, name, log } = site;
  const { head, who, by } = turn;
  const listed = await host.checkRuns(head, name, budget);
  if (!listed.ok) return;
  // On this head, only one a newer check run of the name stands after: else it is still the one that shows the job.
  const superseded = (id: number): boolean => head !== sha || listed.value.some((check) => check.id > id);
  const open = listed.value.filter(
    (check) =>
      check.status === 'in_progress' &&
      superseded(check.id) &&
      turn.owns(readRecord(check.externalId, trigger.step, keys)),
  );
  if (open.length === 0 || !(await turn.ended())) return;
  // Every value goes to the log whole: it redacts, escapes, and only then cuts (a commit to 12).
  const now =
    head === sha
      ? msg`A later ${quoted(name, 100)} check run of this commit shows the job.`
      : msg`The pull request's head is now ${abbreviated(sha, 12)}: its ${quoted(name, 100)} check run shows the job.`;
  const said = msg`${who} ended (killed, or its runner lost) before it finished this check run. ${now}`;
  const fields = {
    status: 'completed' as const,
    conclusion: 'neutral' as const,
    title: 'Its run ended before it finished',
    summary: log.markup({ icon: '⏹️', heading: 'Its run ended before it finished', paragraphs: [said], rows: [] }),
  };
  for (const check of open) {
    const written = await host.updateCheckRun(check.id, fields, budget);
    log.info(
      written.ok
        ? msg`Commit ${abbreviated(head, 12)}'s ${quoted(name, 100)} check run was left in progress by ${by}, which has ended: finished as neutral.`
        : msg`Commit ${abbreviated(head, 12)}'s ${quoted(name, 100)} check run, left in progress by ${by}, could not be finished (${written.cause}); the next run tries again.`,
    );
  }
}
