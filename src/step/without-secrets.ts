/**
 * A fork's or Dependabot's pull request run: without the repository's secrets (or, on a fork's
 * `pull_request_target`, never to spend them on a fork's changes) it ends with its reason, before
 * the other inputs are read and without reaching the service. Its head still gets the `check-name`
 * check run, concluded `skipped`, which a required check passes on, saying why and how a person
 * with write access asks for docs; where the head already has one (a maintainer's `/docs` started
 * the job there), it is left as it is.
 */
import { reportHostOf, type CodeHost } from '../pull-request/code-host.ts';
import { pullRequestNeedsNothing, withoutSecrets, type NothingToDoEnding } from '../pull-request/docs-need.ts';
import { decidePaths } from '../pull-request/paths.ts';
import { refusedForGood, unanswered, type Budget, type PullRequestHost, type Trigger } from '../pull-request/host.ts';
import { NO_SURFACES } from '../pull-request/plan.ts';
import { endingWrite } from '../pull-request/documents.ts';
import { InputError, readDocsNeedInputs, readSkippedCheckInputs, type Config } from '../inputs/inputs.ts';
import type { Clock } from '../common/clock.ts';
import type { Log } from '../output/log.ts';
import { msg, type Say } from '../output/text.ts';
import type { Outcome } from '../report/report.ts';
import { nothingSentReport } from '../report/report.ts';
import { invalidInputDoc, publishError } from '../report/publish.ts';
import { endNothingToDo } from './act-on-decision.ts';
import { BUDGET_MS, budgetFor } from '../common/budget.ts';

export interface WithoutSecretsDeps {
  log: Log;
  clock: Clock;
  signal: AbortSignal;
  getInput: (name: string) => string;
  /** Built only when a check run is written. */
  codeHost: () => CodeHost;
}

/**
 * The config, or the run's ending before it: without secrets to use (the head's check run written
 * `skipped`), or with inputs that stop the step (published, and the head's check run `failure`).
 */
export async function configOrEnd(
  deps: WithoutSecretsDeps,
  trigger: Trigger | undefined,
  read: () => Config,
): Promise<Config | Outcome> {
  const noSecrets = await endIfWithoutSecrets(deps, trigger);
  if (noSecrets) return noSecrets;
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    await publishError(deps.log, error, { started: false, jobIds: [] });
    await writeInvalidInputCheck(deps, trigger, error.problems);
    return 'error';
  }
}

/** The run's ending when it has no secrets to use, with the head's check run written; undefined when it has. */
async function endIfWithoutSecrets(
  deps: WithoutSecretsDeps,
  trigger: Trigger | undefined,
): Promise<Outcome | undefined> {
  const inputs = readSkippedCheckInputs(deps.getInput);
  const ending = withoutSecrets(trigger, () => deps.getInput('api-key').trim() !== '', inputs.command);
  if (!ending || !trigger) return undefined;
  const outcome = await endNothingToDo(deps.log, ending, NO_SURFACES);
  if (inputs.checkName === '') return outcome;
  if (inputs.problems.length > 0 || inputs.reportToken === '') {
    const why = inputs.problems[0] ?? "'report-token' is empty.";
    deps.log.warning(msg`No '${inputs.checkName}' check run is written: ${why}`);
    return outcome;
  }
  await writeSkippedCheckRun(deps, trigger, ending, inputs);
  return outcome;
}

/**
 * The head's check run `skipped`, where the head has none of the name, and on every push (the
 * first attempt of its run) where no job's check run is on it: a head pushed again (a fork's
 * force-push back to a commit it had before, which `[skip ci]` keeps from any `pull_request` run)
 * is dated by its own check run, which a later `/docs` reads (src/step/first-job.ts). A refusal is
 * one line.
 */
async function writeSkippedCheckRun(
  deps: WithoutSecretsDeps,
  trigger: Trigger,
  ending: NothingToDoEnding,
  inputs: { checkName: string; reportToken: string },
): Promise<void> {
  const { log, clock } = deps;
  const budget = budgetFor(clock, BUDGET_MS.skippedCheck, { signals: [deps.signal] });
  const host = reportHostOf(deps.codeHost(), inputs.reportToken, trigger);
  const name = inputs.checkName;
  const sha = await host.head(budget);
  const listed = await host.checkRuns(sha, name, budget);
  if (!listed.ok) return said(log, name, listed.cause, refusedForGood(listed, [403]));
  const pull = trigger.pullRequest;
  // A job's check run begun after this push (or when it is not known when it was pushed): a
  // maintainer's /docs took this head over since; one begun before, the head is pushed again.
  const pushedAt = pull?.updatedAt ?? Number.NaN;
  if (listed.value.some((check) => check.externalId && !((check.startedAt ?? Number.NaN) < pushedAt))) {
    log.info(msg`The head already has a '${name}' check run (a maintainer's /docs took it over): it is left as it is.`);
    return;
  }
  // A push's first attempt dates it with a check run of its own, though the head had one (pushed again).
  if (listed.value.length > 0 && !(pull?.pushed === true && trigger.attempt === 1)) {
    log.info(msg`The head already has its '${name}' check run (skipped): it is left as it is.`);
    return;
  }
  // Check runs belong to a commit: on a head a pull request of this repository's own branches
  // shares, the ones there may be that pull request's (its required check reads the newest), so
  // none is written over them. A fork's pull request sharing it is no reason to leave: anyone may
  // open one, and the push must still be dated (a head pushed again).
  if (listed.value.length > 0 && sha !== undefined) {
    const here = `${trigger.owner}/${trigger.repo}`.toLowerCase();
    const sharing = await host.pullRequestsAt(sha, budget);
    if (!sharing.ok) {
      log.warning(
        msg`The head already has a '${name}' check run, and which pull requests share this commit could not be read (${sharing.cause}): it is left as it is, so this push is not dated by a check run of its own. Re-run this run to write it.`,
      );
      return;
    }
    const others = sharing.value.filter(
      (other) => other.number !== trigger.pullNumber && other.headRepository?.toLowerCase() === here,
    );
    if (others.length > 0) {
      log.info(
        msg`The head already has a '${name}' check run, and pull request #${others.map((o) => o.number).join(', #')} of this repository has this commit as its head too: the check run may be that one's, so it is left as it is.`,
      );
      return;
    }
  }
  const { outcome, heading, why, next } = ending;
  const doc = { ...nothingSentReport(outcome, heading, why, next).summary };
  const { check } = endingWrite(log, { doc, conclusion: 'skipped' }, { comment: 0, check: host.textLimit });
  const written = await host.createCheckRun(name, sha, check, budget);
  // No answer, or a 5xx: GitHub may have made it; it is not made again (the next push's head gets its own).
  if (!written.ok && unanswered(written))
    return log.info(msg`The head's '${name}' check run may or may not have been written (${written.cause}).`);
  if (!written.ok) return said(log, name, written.cause, refusedForGood(written, [403]));
  log.info(msg`The head's '${name}' check run is skipped, which a required check passes on.`);
  // Written by this step: a later step may link it, as any run's check run.
  if (written.value.url) log.output('check-run-url', written.value.url);
}

/**
 * Inputs that stop the step on a pull request event (a secret not set, most often on a first run):
 * the head's `check-name` check run, where it has none yet (read twice), ends `failure` with the
 * problems, so a required check says what to fix rather than waiting for a status no run writes.
 * One the head has (a job's) is left as it is; a draft or a pull request labelled `skip-label`
 * gets none.
 */
async function writeInvalidInputCheck(
  deps: WithoutSecretsDeps,
  trigger: Trigger | undefined,
  problems: Say[],
): Promise<void> {
  const pull = trigger?.pullRequest;
  if (!trigger || !pull || pull.state === 'closed') return;
  const inputs = readSkippedCheckInputs(deps.getInput);
  if (inputs.checkName === '' || inputs.problems.length > 0 || inputs.reportToken === '') return;
  const { log, clock } = deps;
  const name = inputs.checkName;
  const budget = budgetFor(clock, BUDGET_MS.skippedCheck, { signals: [deps.signal] });
  const host = reportHostOf(deps.codeHost(), inputs.reportToken, trigger);
  // A pull request that needs no docs (a draft, the skip-label, the agent's own, no file within
  // 'paths') is no job's to block, whatever the other inputs say; one whose need is unread is.
  if (await needsNoDocs(deps, trigger, host, budget)) return;
  const sha = await host.head(budget);
  let listed = await host.checkRuns(sha, name, budget);
  // An empty list is "none" only when read twice: a page GitHub served empty would put a failure over a job's.
  if (listed.ok && listed.value.length === 0) listed = await host.checkRuns(sha, name, budget, true);
  if (!listed.ok || sha === undefined) return;
  if (listed.value.length > 0) return log.info(msg`The head already has a '${name}' check run: it is left as it is.`);
  const { check } = endingWrite(
    log,
    { doc: invalidInputDoc(problems), conclusion: 'failure' },
    { comment: 0, check: host.textLimit },
  );
  const written = await host.createCheckRun(name, sha, check, budget);
  if (!written.ok) return said(log, name, written.cause, refusedForGood(written, [403]));
  log.info(msg`The head's '${name}' check run fails with the inputs' problems, so a required check says what to fix.`);
  if (written.value.url) log.output('check-run-url', written.value.url);
}

/** Whether the pull request needs no docs, as its run would decide with these inputs; a draft's too when they cannot be read. */
async function needsNoDocs(
  deps: WithoutSecretsDeps,
  trigger: Trigger,
  host: PullRequestHost,
  budget: Budget,
): Promise<boolean> {
  const pull = trigger.pullRequest;
  if (!pull) return false;
  const need = readDocsNeedInputs(deps.getInput);
  if (need.problems.length > 0) return pull.draft;
  if (pullRequestNeedsNothing(pull, need.docsNeed)) return true;
  if (need.docsNeed.paths.length === 0) return false;
  return (await decidePaths(host, trigger, need.docsNeed.paths, budget)).kind === 'none-match';
}

function said(log: Log, name: string, cause: Say, readOnly: boolean): void {
  if (readOnly)
    log.info(
      msg`The '${name}' check run could not be written: this run's token is read-only (HTTP 403), as a fork's pull_request run's is. The recipe's fork job, on pull_request_target, writes it (docs/pull-request.md).`,
    );
  else
    log.warning(
      msg`The '${name}' check run could not be written (${cause}); a required '${name}' check waits for the pull request's next run.`,
    );
}
