/**
 * The inputs that only fit some events: `sweep: true` (a workflow on schedule or workflow_dispatch)
 * and `wait: sweep` (a pull request's run). Said with the other input problems, so a user fixes
 * everything in one go, and by the paths that rely on them.
 */
import { msg, type Say } from '../output/text.ts';

/** What of the run's trigger the check reads. */
type Trigger = { eventName?: string; sweeps?: true; pullNumber?: number; adds?: string };

const event = (trigger: Trigger | undefined): string => trigger?.eventName || 'not a workflow run';

export const sweepOffSchedule = (trigger: Trigger | undefined): Say =>
  msg`'sweep' is true, but this run's event is ${event(trigger)}: a sweep runs in its own workflow, on schedule and workflow_dispatch. Keep 'wait: sweep' on the pull request's step, and put 'sweep: true' in that workflow.`;

export const letGoOffPullRequest = (trigger: Trigger | undefined): Say =>
  msg`'wait' is sweep, but this run's event (${event(trigger)}) is not about a pull request: a sweep finishes the check run and the comment of a pull request. Use 'wait: true' (or false) on other events.`;

/** The problem of `sweep` or `wait` on this run's event, read from the inputs as given. */
export function eventMisfit(getInput: (name: string) => string, trigger: Trigger | undefined): Say | undefined {
  if (/^(true|yes|on)$/i.test(getInput('sweep').trim())) return trigger?.sweeps ? undefined : sweepOffSchedule(trigger);
  if (/^sweep$/i.test(getInput('wait').trim()) && !trigger?.pullNumber) return letGoOffPullRequest(trigger);
  return undefined;
}

/** Inputs that act only on a pull request's run (its event, a comment on it, a review). */
const PULL_REQUEST_ONLY = ['follow-up-command', 'paths', 'skip-label'];

/**
 * A warning for inputs that act only on a pull request, given on a run about none (a push, a
 * dispatch that is no sweep): they do nothing there, and each such run starts a job of its own.
 */
export function pullRequestInputsIdle(
  getInput: (name: string) => string,
  trigger: Trigger | undefined,
): Say | undefined {
  if (trigger?.pullNumber !== undefined || trigger?.adds !== undefined) return undefined;
  if (/^(true|yes|on)$/i.test(getInput('sweep').trim())) return undefined;
  const idle = PULL_REQUEST_ONLY.filter((name) => getInput(name).trim() !== '');
  if (idle.length === 0) return undefined;
  const names = idle.map((name) => `'${name}'`).join(', ');
  const one = idle.length === 1;
  // Only a step with a prompt starts a job; one that waits or sends a message starts none.
  const starts = getInput('prompt').trim() === '' ? '' : ', and each such run starts a job of its own';
  return msg`${names} ${one ? 'acts' : 'act'} only on a pull request's run, but this run's event (${event(trigger)}) is about none: here ${one ? 'it does' : 'they do'} nothing${starts}. Run this step on pull_request (as the recipes' 'on:' does), or remove ${one ? 'it' : 'them'}.`;
}
