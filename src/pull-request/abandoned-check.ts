/**
 * A turn whose workflow run ended without finishing its check run (killed, crashed, its runner
 * lost): its record in the comment has no ending, and no later run writes that check run (on an
 * earlier head the pull request moved on; on this head a later run makes its own). The pull request's next run that ends a turn
 * finishes that check run `neutral`, saying so. One whose run may still be running, or a let-go
 * turn's (the sweep's), is left as it is.
 */
import type { Log } from '../output/log.ts';
import { abbreviated, msg, quoted } from '../output/text.ts';
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

export async function finishAbandonedCheckRun(
  site: AbandonedSite,
  records: readonly StepRecord[],
  sha: string | undefined,
  budget: Budget,
): Promise<void> {
  if (sha === undefined) return;
  for (const turn of abandonedTurns(records, site.trigger.runId)) await finishTurn(site, turn, sha, budget);
}

/** One turn's check runs on its head, left in progress by its run, finished once the host says that run has ended. */
async function finishTurn(site: AbandonedSite, turn: StepRecord, sha: string, budget: Budget): Promise<void> {
  const { host, trigger, keys, name, log } = site;
  const head = turn.head;
  if (!head) return;
  const listed = await host.checkRuns(head, name, budget);
  if (!listed.ok) return;
  // That attempt's own: a later attempt of the same run (a re-run) may hold one there, alive.
  const ofTurn = (record: StepRecord | undefined): boolean =>
    record?.run === turn.run && record.attempt === turn.attempt;
  // On this head, only one a newer check run of the name stands after: else it is still the one that shows the job.
  const superseded = (id: number): boolean => head !== sha || listed.value.some((check) => check.id > id);
  const open = listed.value.filter(
    (check) =>
      check.status === 'in_progress' &&
      superseded(check.id) &&
      ofTurn(readRecord(check.externalId, trigger.step, keys)),
  );
  if (open.length === 0 || (await host.runState(turn, budget)) !== 'ended') return;
  // Every value goes to the log whole: it redacts, escapes, and only then cuts (a commit to 12).
  const now =
    head === sha
      ? msg`A later ${quoted(name, 100)} check run of this commit shows the job.`
      : msg`The pull request's head is now ${abbreviated(sha, 12)}: its ${quoted(name, 100)} check run shows the job.`;
  const said = msg`Workflow run ${quoted(turn.run, 40)} ended (killed, or its runner lost) before it finished this check run. ${now}`;
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
        ? msg`Commit ${abbreviated(head, 12)}'s ${quoted(name, 100)} check run was left in progress by workflow run ${quoted(turn.run, 40)}, which has ended: finished as neutral.`
        : msg`Commit ${abbreviated(head, 12)}'s ${quoted(name, 100)} check run, left in progress by workflow run ${quoted(turn.run, 40)}, could not be finished (${written.cause}); the next run tries again.`,
    );
  }
}
