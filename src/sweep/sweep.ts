/**
 * `sweep: true`, on `schedule` or `workflow_dispatch`: for every pull request in the index of
 * pending jobs (one read), what a waiting step would have done when its job ended
 * (src/sweep/finish.ts). A few pull requests at a time, so the service's 429 and GitHub's limits
 * see a steady pace; a 429 ends the sweep's reads, and the next sweep goes on.
 */
import { InputError, type Config } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import { fullText, msg, oneLineJson, type Say } from '../output/text.ts';
import { sweepOffSchedule } from '../inputs/event-fit.ts';
import { refusedForGood, type Trigger } from '../pull-request/host.ts';
import { PENDING_LABEL } from '../pull-request/record.ts';
import { publish } from '../report/publish.ts';
import { cutShort, emptyOutputs, type CutShort, type Report } from '../report/report.ts';
import { ICONS, type Outcome } from '../report/verdict.ts';
import { finishPullRequest, type PullResult, type SweepDeps, type SweepShared } from './finish.ts';

type Swept = { pull: number } & (PullResult | { kind: 'left' });

const DID: Record<Swept['kind'], string> = {
  running: 'still running',
  finished: 'finished',
  elsewhere: 'being finished by another run',
  none: 'nothing pending (label taken off)',
  other: "another docs pull request's job",
  unread: 'not read; the next sweep tries again',
  left: 'left for the next sweep',
};

const AFTER_QUEUED = {
  sent: '; sent what was queued',
  recorded: '; recorded what an earlier sweep sent',
  waiting: '; what is queued waits for the job',
} as const;

/** The job the sweep read, or would have: none for a pull request with nothing pending. */
const jobOf = (swept: Swept): string | undefined => ('job' in swept ? swept.job : undefined);

/** A pull request the sweep could not finish: its job unread, or read and ended with what says so unwritten. */
function warnUnfinished(log: Log, pull: number, result: Extract<PullResult, { kind: 'unread' }>): void {
  log.warning(
    result.unwritten
      ? msg`Pull request #${pull}: not finished: ${result.why}.`
      : msg`Pull request #${pull}: not finished (${result.why}); the next sweep tries again.`,
    'Sweep',
  );
}

function describe(swept: Swept): string {
  if (swept.kind === 'finished' && swept.outcome === 'timed-out')
    return `turn ended timed out (the job itself goes on)${swept.queued ? AFTER_QUEUED[swept.queued] : ''}`;
  if (swept.kind === 'finished') return `finished (${swept.outcome})${swept.queued ? AFTER_QUEUED[swept.queued] : ''}`;
  if (swept.kind === 'running' && swept.queued) return `${DID.running}${AFTER_QUEUED[swept.queued]}`;
  if (swept.kind === 'unread' && (swept.unwritten || swept.fixNeeded)) return `not finished: ${fullText(swept.why)}`;
  if (swept.kind === 'unread') return `${DID.unread} (${fullText(swept.why)})`;
  if (swept.kind === 'none' && swept.unverified) return 'no record this api-key verifies (label taken off)';
  return DID[swept.kind];
}

const ENDED: readonly Outcome[] = ['completed', 'failed', 'archived'];

function sweepReport(outcome: Outcome, swept: Swept[], heading: string, paragraphs: Say[]): Report {
  const finished = swept.filter((s): s is Swept & { kind: 'finished' } => s.kind === 'finished');
  const count = (o: Outcome): string => String(finished.filter((s) => s.outcome === o).length);
  const results = swept.map((s) => ({
    'pull-request': s.pull,
    ...(jobOf(s) === undefined ? {} : { 'job-id': jobOf(s) }),
    swept: s.kind,
    ...(s.kind === 'finished' ? { outcome: s.outcome } : {}),
  }));
  return {
    outcome,
    outputs: {
      ...emptyOutputs(),
      outcome,
      started: 'false',
      resumed: 'false',
      results: oneLineJson(results),
      'completed-count': count('completed'),
      'failed-count': count('failed'),
      'archived-count': count('archived'),
      // Every job named that did not end one of the three: the four counts add up to all jobs.
      'pending-count': String(
        swept.filter((s) => jobOf(s) !== undefined && !(s.kind === 'finished' && ENDED.includes(s.outcome))).length,
      ),
      'waited-seconds': '0',
      polls: '0',
    },
    annotations: [],
    summary: {
      icon: outcome === 'error' ? ICONS.error : '🧹',
      heading,
      paragraphs,
      rows: [],
      ...(swept.length > 0
        ? {
            table: {
              headers: ['Pull request', 'Job', 'The sweep'],
              rows: swept.map((s) => [
                { text: `#${s.pull}` },
                ((job) => (job === undefined ? { none: 'none' } : { code: job }))(jobOf(s)),
                { text: describe(s) },
              ]),
            },
          }
        : {}),
    },
    pullRequests: [],
  };
}

/** Pull requests read at once: a few, so the service's and GitHub's limits see a steady pace. */
const AT_ONCE = 4;

/** Each pull request through `visit`, AT_ONCE at a time, the results in the index's order. */
async function eachPullRequest(pulls: number[], visit: (pull: number) => Promise<Swept>): Promise<Swept[]> {
  const results: Swept[] = new Array<Swept>(pulls.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let at = next++; at < pulls.length; at = next++) results[at] = await visit(pulls[at] ?? 0);
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, pulls.length) }, worker));
  return results;
}

/**
 * The service refused the sweep's api-key: every sweep would meet the same, so it fails, naming the
 * fix; nothing is finished, and the pull requests stay pending for a sweep with a valid key.
 */
async function refusedSweep(log: Log, config: Config, swept: Swept[], status: number): Promise<Outcome> {
  const why = msg`The service refused the api-key (HTTP ${status}), so no job was read and nothing was finished; the pull requests stay pending, and the first sweep with a valid key finishes them.`;
  const next = msg`Check that the secret holds an admin API key (mint_...) of the organization that owns project '${config.projectId}', and that it has not expired (keys expire after 90 days by default).`;
  const report = sweepReport('unauthorized', swept, 'Nothing swept: the api-key was refused', [why, next]);
  await publish(log, { ...report, failure: msg`${why} ${next}` });
  return 'unauthorized';
}

const stuckWhy = (s: Swept & { kind: 'unread' }): Say => msg`Pull request #${s.pull} is not finished: ${s.why}.`;

/** Pull requests the sweep's setup cannot finish: the sweep fails, as no later one set up the same finishes them. */
async function stuckSweep(
  log: Log,
  swept: Swept[],
  heading: string,
  paragraphs: Say[],
  stuck: Swept[],
): Promise<Outcome> {
  const more = stuck.length > 1 ? msg` (and ${stuck.length - 1} more: the summary lists them)` : '';
  const failure = msg`This sweep cannot finish a pending pull request as it is set up, so its check run stays in progress until the sweep's inputs match the pull request's step. ${paragraphs[paragraphs.length - stuck.length] ?? ''}${more}`;
  await publish(log, { ...sweepReport('error', swept, heading, paragraphs), failure });
  return 'error';
}

/** The sweep's one report: what it did to each pull request, and what stopped it, if anything did. */
async function reportSwept(
  log: Log,
  swept: Swept[],
  slowDown: boolean,
  stopped: () => CutShort | undefined,
): Promise<Outcome> {
  const done = swept.filter((s) => s.kind === 'finished').length;
  const heading = `Swept ${swept.length} pull request${swept.length === 1 ? '' : 's'}: ${done} job${done === 1 ? '' : 's'} finished`;
  const paragraphs = slowDown ? ['The service asked to slow down (429): the rest wait for the next sweep.'] : [];
  // Pull requests a cancel or the deadline left unfinished: the sweep says what stopped it; the next one goes on.
  const by = swept.some((s) => s.kind === 'left' || s.kind === 'unread') ? stopped() : undefined;
  if (by)
    paragraphs.push(
      by === 'cancelled'
        ? 'The runner cancelled the sweep: the rest wait for the next sweep.'
        : "The sweep's timeout ran out: the rest wait for the next sweep.",
    );
  const stuck = swept.filter((s): s is Swept & { kind: 'unread' } => s.kind === 'unread' && s.fixNeeded === true);
  if (stuck.length > 0) return stuckSweep(log, swept, heading, [...paragraphs, ...stuck.map(stuckWhy)], stuck);
  const outcome = by ?? 'completed';
  await publish(log, sweepReport(outcome, swept, heading, paragraphs));
  return outcome;
}

/** The sweep's run: the index, then each pull request, then one report of what it did. */
export async function runSweep(deps: SweepDeps, config: Config, trigger: Trigger | undefined): Promise<Outcome> {
  const { log, clock, signal } = deps;
  if (!trigger?.sweeps) throw new InputError([sweepOffSchedule(trigger)]);
  const where = { owner: trigger.owner, repo: trigger.repo };
  const listed = await deps.codeHost.pendingPullRequests(config.visibility.reportToken, where, {
    signal,
    deadline: deps.deadline,
  });
  const stopped = (): CutShort | undefined => cutShort(signal, clock.now(), deps.deadline);
  if (!listed.ok) {
    const by = stopped();
    if (by) {
      const why = by === 'cancelled' ? 'The runner cancelled the sweep' : "The sweep's timeout ran out";
      const heading = `Nothing swept: ${by === 'cancelled' ? 'cancelled' : 'timed out'}`;
      const report = sweepReport(by, [], heading, [
        msg`${why} before the pending pull requests were listed; the next sweep finishes them.`,
      ]);
      // A GitHub that never answers would leave every scheduled sweep green and nothing finished.
      const failure = msg`The sweep's timeout ran out before GitHub listed the pull requests labelled '${PENDING_LABEL}' (${listed.cause}); nothing was swept. The next sweep tries again; should every sweep time out, give it a longer 'timeout' or look at GitHub's status.`;
      await publish(log, by === 'timed-out' ? { ...report, failure } : report);
      return by;
    }
    const fix = refusedForGood(listed, [401])
      ? 'Run the sweep again once it has a valid one; nothing pending is lost.'
      : refusedForGood(listed, [403, 404])
        ? 'Give the report-token issues: read and pull-requests: write, then run the sweep again.'
        : 'The next sweep tries again; nothing pending is lost.';
    const why = msg`The pull requests labelled '${PENDING_LABEL}' could not be listed (${listed.cause}); nothing was swept. ${fix}`;
    await publish(log, { ...sweepReport('error', [], 'Nothing swept', [why]), failure: why });
    return 'error';
  }
  // Pages that shift between reads (a label put on meanwhile) can list a pull request twice: visited once.
  const pulls = [...new Set(listed.value)];
  log.info(`${pulls.length} pull request${pulls.length === 1 ? '' : 's'} labelled '${PENDING_LABEL}'.`);
  const shared: SweepShared = { sentTo: new Set() };
  const state: { slowDown: boolean; refused?: number } = { slowDown: false };
  const swept = await eachPullRequest(pulls, async (pull): Promise<Swept> => {
    // A refused key is refused for every job: the rest are left for a sweep with a valid one.
    const stop = state.slowDown || state.refused !== undefined;
    if (stop || signal.aborted || clock.now() >= deps.deadline) return { pull, kind: 'left' };
    const self = { run: trigger.runId, attempt: trigger.attempt };
    const result = await finishPullRequest(deps, config, { ...where, pull }, self, true, shared);
    // One the sweep's own setup stops is its error, said once at its end.
    if (result.kind === 'unread' && !result.fixNeeded) warnUnfinished(log, pull, result);
    state.slowDown ||= result.kind === 'unread' && result.slowDown === true;
    if (result.kind === 'unread' && result.refused !== undefined) state.refused ??= result.refused;
    return { pull, ...result };
  });
  if (state.refused !== undefined) return refusedSweep(log, config, swept, state.refused);
  return reportSwept(log, swept, state.slowDown, stopped);
}
