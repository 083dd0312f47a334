/**
 * A labelled pull request whose comment holds no pending record (deleted by someone, with the
 * records in it), though its head's check run is still in progress with a let-go turn's record:
 * nothing else finishes that check run, which a required check would wait on for good. Once the
 * run that let go has ended (lost-start.ts runEnded), the sweep finishes it `neutral`, saying the record went with the comment and what to do.
 */
import type { Budget, CheckRun, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { readPlaceRecord, type RecordKeys, type StepRecord } from '../pull-request/record.ts';
import type { Config } from '../inputs/inputs.ts';
import { abbreviated, msg, quoted } from '../output/text.ts';
import { runEnded } from './lost-start.ts';
import type { SweepDeps } from './pending-run.ts';

interface OrphanSite {
  deps: SweepDeps;
  config: Config;
  host: PullRequestHost;
  trigger: Trigger;
  keys: RecordKeys;
}

/** 'at-work': a turn's run may still be at work (or a write failed): the label stays for the next sweep. */
export async function finishOrphanedChecks(site: OrphanSite, budget: () => Budget): Promise<'none' | 'at-work'> {
  const { host, trigger, keys, config, deps } = site;
  // The sweep's own step may name no check run: then every one of the head's, by its record.
  const name = config.visibility.checkName;
  const head = await host.head(budget());
  if (head === undefined) return 'none';
  const listed = await host.checkRuns(head, name, budget());
  if (!listed.ok) return 'at-work';
  const orphans = listed.value
    .map((check) => ({ check, record: inProgressTurn(check, trigger, keys) }))
    .filter((found): found is { check: CheckRun; record: StepRecord } => found.record !== undefined);
  for (const { check, record } of orphans) {
    if (!(await runEnded(site, record, budget()))) return 'at-work';
    const job = record.jobs[0] ?? '';
    const why = msg`The action's comment on this pull request was deleted, and with it the record of this turn of job ${job}: no run can finish it.`;
    const next = msg`The job's page on the dashboard says how it ended. Push, or comment with the follow-up command, to go on with job ${job}.`;
    const written = await host.updateCheckRun(
      check.id,
      {
        status: 'completed',
        conclusion: 'neutral',
        title: "Its turn's record was deleted",
        summary: deps.log.markup({
          icon: '⏹️',
          heading: "Its turn's record was deleted",
          paragraphs: [why, next],
          rows: [],
        }),
      },
      budget(),
    );
    if (!written.ok) return 'at-work';
    deps.log.warning(
      msg`Pull request #${trigger.pullNumber ?? 0}: ${why} Its ${quoted(record.check ?? name, 100)} check run on ${abbreviated(head, 12)} is finished as neutral. ${next}`,
    );
  }
  return 'none';
}

/** A check run in progress whose record names a turn of a job, not ended. */
function inProgressTurn(check: CheckRun, trigger: Trigger, keys: RecordKeys): StepRecord | undefined {
  if (check.status !== 'in_progress') return undefined;
  const record = readPlaceRecord(check.externalId, trigger.step, keys);
  return record?.ended === undefined && record?.jobs.length ? record : undefined;
}
