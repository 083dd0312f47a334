/**
 * A labelled pull request with no comment of the action's that records its turns (deleted by
 * someone, with the records in it), though its head's check run is still in progress with a
 * turn's record: nothing else finishes that check run, which a required check would wait on for
 * good. Once the run that wrote it has ended (lost-start.ts runEnded) and the job it names has
 * ended too (read from the service), the sweep finishes it `neutral`, saying the record went with
 * the comment, how the job ended, and what to do. Until then the label stays, and the next sweep
 * looks again.
 */
import { isFinal } from '../common/agent-job.ts';
import type { Budget, CheckRun, PullRequestHost, Trigger } from '../pull-request/host.ts';
import { readPlaceRecord, type RecordKeys, type StepRecord } from '../pull-request/record.ts';
import type { Config } from '../inputs/inputs.ts';
import { abbreviated, msg, quoted, type Say } from '../output/text.ts';
import { runEnded } from './lost-start.ts';
import type { SweepDeps } from './pending-run.ts';

interface OrphanSite {
  deps: SweepDeps;
  config: Config;
  host: PullRequestHost;
  trigger: Trigger;
  keys: RecordKeys;
}

/** `stays`: a check run is left for the next sweep (its run or job at work, or the host did not answer), and why. */
export type OrphansFinished = { kind: 'none' } | { kind: 'stays'; why: Say };

export async function finishOrphanedChecks(site: OrphanSite, budget: () => Budget): Promise<OrphansFinished> {
  const { host, trigger, keys } = site;
  // Not knowing the head is never "no check run there": the label stays for the next sweep.
  const head = await host.head(budget());
  if (head === undefined) return { kind: 'stays', why: msg`its head commit could not be read` };
  // Every check run of the head, by its record: the sweep's own 'check-name' is not the turn's.
  const listed = await host.checkRuns(head, '', budget());
  if (!listed.ok) return { kind: 'stays', why: msg`its head's check runs could not be read (${listed.cause})` };
  for (const check of listed.value) {
    const record = inProgressTurn(check, trigger, keys);
    if (record === undefined) continue;
    const finished = await finishOne(site, { check, record, head }, budget);
    if (finished.kind === 'stays') return finished;
  }
  return { kind: 'none' };
}

async function finishOne(
  site: OrphanSite,
  { check, record, head }: { check: CheckRun; record: StepRecord; head: string },
  budget: () => Budget,
): Promise<OrphansFinished> {
  const { host, trigger, deps } = site;
  const job = record.jobs[0] ?? '';
  const named = record.check === undefined ? 'check run' : msg`${quoted(record.check, 100)} check run`;
  if (!(await runEnded(site, record, budget())))
    return {
      kind: 'stays',
      why: msg`its head's ${named} is in progress with a turn of job ${job}, whose run may still be at work`,
    };
  const ending = await jobEnding(deps, job, site.config.projectId);
  if (ending.kind === 'stays') return ending;
  const why = msg`No comment of the action's on this pull request records the turn of job ${job} that its ${named} on ${abbreviated(head, 12)} follows (it was deleted, with the records in it), so no run finishes it; job ${job} ${ending.said}.`;
  const next = msg`The job's page on the dashboard shows what it did. Push, or comment with the follow-up command, to go on.`;
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
  if (!written.ok) return { kind: 'stays', why: msg`its head's ${named} could not be finished (${written.cause})` };
  deps.log.warning(msg`Pull request #${trigger.pullNumber ?? 0}: ${why} It is finished as neutral. ${next}`);
  return { kind: 'none' };
}

/** How the job ended, read from the service; `stays` while it works or cannot be read. */
async function jobEnding(
  deps: SweepDeps,
  job: string,
  project: string,
): Promise<{ kind: 'ended'; said: Say } | { kind: 'stays'; why: Say }> {
  const timeoutMs = Math.max(1, Math.min(deps.requestTimeoutMs, deps.deadline - deps.clock.now()));
  const fetched = await deps.service.getJob(job, { timeoutMs, signal: deps.signal });
  // Not found here may be another project's job (one sweep per project): never taken for an ending.
  if (fetched.kind === 'not-found')
    return {
      kind: 'stays',
      why: msg`job ${job}, whose turn its head's check run follows, is not found in project '${project}': a sweep with the 'project-id' that started it finishes it (take the label off by hand if the job is gone)`,
    };
  if (fetched.kind !== 'job')
    return {
      kind: 'stays',
      why: msg`job ${job}, whose turn its head's check run follows, could not be read (${fetched.kind === 'cancelled' ? 'the run was cancelled' : fetched.kind === 'refused' ? msg`the service refused the api-key (HTTP ${fetched.httpStatus})` : fetched.cause})`,
    };
  const { status } = fetched.job;
  if (!isFinal(status))
    return { kind: 'stays', why: msg`job ${job}, whose turn its head's check run follows, is still at work` };
  return { kind: 'ended', said: msg`ended ${quoted(status, 60)}` };
}

/** A check run in progress whose record names a turn of a job, not ended. */
function inProgressTurn(check: CheckRun, trigger: Trigger, keys: RecordKeys): StepRecord | undefined {
  if (check.status !== 'in_progress') return undefined;
  const record = readPlaceRecord(check.externalId, trigger.step, keys);
  return record?.ended === undefined && record?.jobs.length ? record : undefined;
}
