/**
 * A labelled pull request whose comment records a start no answer names (its run killed while or
 * after the prompt went) and no pending turn: nothing else finishes that start's check run, which
 * a required check would wait on for good. Once its run has ended (or, where the host cannot tell,
 * its start is STALE_CLAIM_MS old), the sweep finishes it `neutral`, saying a job may run that no
 * record names and what to look at. While its run may still be at work, the label stays.
 */
import { STALE_CLAIM_MS } from '../pull-request/claim.ts';
import { findStartedJob } from '../pull-request/comment.ts';
import type { Account, Budget, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { readPlaceRecord, type RecordKeys } from '../pull-request/record.ts';
import type { Config } from '../inputs/inputs.ts';
import { abbreviated, msg, quoted } from '../output/text.ts';
import { lostStartDoubt } from '../step/pull-request-state.ts';
import type { SweepDeps } from './pending-run.ts';

export type LostStartFinish = 'none' | 'at-work' | 'finished';

interface LostStartSite {
  deps: SweepDeps;
  config: Config;
  host: PullRequestHost;
  trigger: Trigger;
  keys: RecordKeys;
  account: () => Promise<Account | undefined>;
}

export async function finishLostStart(site: LostStartSite, budget: () => Budget): Promise<LostStartFinish> {
  const { host, trigger, keys, account } = site;
  const scan = await findStartedJob(host, trigger, keys, budget(), account);
  const lost = scan.ok && !scan.started ? scan.lostStart : undefined;
  if (lost?.head === undefined || lost.check === undefined) return 'none';
  if (!(await runEnded(site, lost, budget()))) return 'at-work';
  const listed = await host.checkRuns(lost.head, lost.check, budget());
  if (!listed.ok) return 'at-work';
  const left = listed.value.filter((check) => {
    const record = check.status === 'in_progress' ? readPlaceRecord(check.externalId, trigger.step, keys) : undefined;
    return record?.run === lost.run && record.attempt === lost.attempt && record.step === lost.step;
  });
  const doubt = lostStartDoubt(lost, site.config);
  for (const check of left) {
    const written = await host.updateCheckRun(
      check.id,
      {
        status: 'completed',
        conclusion: 'neutral',
        title: "Its start's answer was lost",
        summary: site.deps.log.markup({
          icon: '⏹️',
          heading: "Its start's answer was lost",
          paragraphs: [msg`${doubt.why}.`, ...(doubt.next === undefined ? [] : [doubt.next])],
          rows: [],
        }),
      },
      budget(),
    );
    if (!written.ok) return 'at-work';
  }
  if (left.length > 0)
    site.deps.log.warning(
      msg`Pull request #${trigger.pullNumber ?? 0}: ${doubt.why}. Its ${quoted(lost.check, 100)} check run on ${abbreviated(lost.head, 12)} is finished as neutral. ${doubt.next ?? ''}`,
    );
  return 'finished';
}

/** Whether the run a record names has ended (or, where the host cannot tell, its record is STALE_CLAIM_MS old). */
export async function runEnded(
  { host, deps }: Pick<LostStartSite, 'host' | 'deps'>,
  lost: { run: string; attempt: number; at?: string | undefined },
  budget: Budget,
): Promise<boolean> {
  const state = await host.runState({ run: lost.run, attempt: lost.attempt }, budget);
  if (state !== undefined) return state === 'ended';
  const at = Date.parse(lost.at ?? '');
  return !Number.isNaN(at) && deps.clock.date() - at > STALE_CLAIM_MS;
}
