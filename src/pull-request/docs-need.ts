/**
 * Whether a pull request run has anything to do, from what the trigger read: a fork's or
 * Dependabot's run without the api-key, the agent's own pull request, the `skip-label`, a draft. A
 * close is decide.ts's; what `paths` decides is in paths.ts, loaded only when it is set.
 */
import type { NothingToDo } from '../common/outcome.ts';
import type { DocsNeed } from '../inputs/inputs.ts';
import { msg, quoted, type Say } from '../output/text.ts';
import type { PullRequestEvent, Trigger } from './host.ts';

/** How a run with nothing to do ends: its outcome, the summary's heading, why, and what to do. */
export interface NothingToDoEnding {
  outcome: NothingToDo;
  heading: Say;
  why: Say;
  next?: Say;
  /**
   * The step fails: `refused`, nothing works until the user fixes its setup (the token); `input`,
   * an input is wrong for this pull request (the check run fails: a skipped one would pass);
   * `unread`, the host could not be read and no later event retries this run's work by itself.
   */
  fails?: 'refused' | 'input' | 'unread';
  /** The job's comment is left as it is: the job it shows still works. */
  keepsComment?: true;
}

/** How a person with write access asks for docs on such a pull request: a comment's run has the secrets. */
const askForDocs = (command: string): Say =>
  command === ''
    ? "Set 'follow-up-command' (as the README's recipe does), so that a person with write access can ask for docs with a comment on this pull request: a comment's run has the repository's secrets."
    : msg`A person with write access can ask for docs with a ${command} comment on this pull request: that comment's run has the repository's secrets.`;

/**
 * A fork's pull request run and Dependabot's get no secrets: without an api-key there is nothing
 * the step can do, which is no failure. A fork's `pull_request_target` run has the secrets but
 * must never spend them on a fork's content: it ends the same way, whatever the api-key. A
 * repository that sends its secrets to forks' `pull_request` runs gives the key, and then the
 * step goes on. `apiKeyGiven` is asked only when the answer depends on it.
 */
export function withoutSecrets(
  trigger: Trigger | undefined,
  apiKeyGiven: () => boolean,
  command = '',
): NothingToDoEnding | undefined {
  const target = trigger?.aboutHead === 'base';
  // A pull_request_target run whose pull request cannot be read is never trusted with the secrets.
  if (!trigger?.aboutHead || (!trigger.pullNumber && !target)) return undefined;
  if ((trigger.fromFork || !trigger.pullNumber) && (target || !apiKeyGiven()))
    return {
      outcome: 'from-fork',
      heading: 'No docs job: the pull request comes from a fork',
      why: target
        ? "A fork's pull_request_target run never starts a job: the repository's secrets must not work on a fork's changes."
        : "GitHub gives a fork's pull request workflow no secrets, so there is no api-key to start a job with.",
      next: askForDocs(command),
    };
  if (trigger.byDependabot && !apiKeyGiven())
    return {
      outcome: 'from-dependabot',
      heading: "No docs job: Dependabot's pull request",
      why: "GitHub gives the workflows Dependabot starts no secrets but Dependabot's own, so there is no api-key to start a job with.",
      next: msg`${askForDocs(command)} Or add the api-key to Dependabot's secrets if its updates need docs.`,
    };
  return undefined;
}

/**
 * Whether a login is the agent's ('agent-login'): in any case, with or without `[bot]` (the App's
 * name as the dashboard shows it, or its account's login as GitHub signs its pull requests).
 */
export function isAgentLogin(login: string | undefined, agentLogin: string): boolean {
  const bare = (name: string): string =>
    name
      .trim()
      .toLowerCase()
      .replace(/\[bot\]$/, '');
  return login !== undefined && agentLogin.trim() !== '' && bare(login) === bare(agentLogin);
}

/**
 * What an open pull request itself says needs no job, whatever the event: the agent's own, the
 * skip-label, a draft. A merge reads it too, to tell the job what was merged as a push would.
 */
export function pullRequestNeedsNothing(
  pull: Pick<PullRequestEvent, 'author' | 'labels' | 'draft'>,
  need: DocsNeed,
): NothingToDoEnding | undefined {
  // Docs kept in the same repository: the agent's own pull request is the job's, never a new one's.
  if (isAgentLogin(pull.author, need.agentLogin))
    return {
      outcome: 'nothing-new',
      heading: "No docs job: this is the agent's own docs pull request",
      why: msg`${need.agentLogin} opened it ('agent-login'): its job was started by the product pull request, and a /docs comment here reaches that job.`,
    };
  const skipLabel = need.skipLabel.toLowerCase();
  if (skipLabel !== '' && pull.labels.some((label) => label.toLowerCase() === skipLabel))
    return {
      outcome: 'skip-label',
      heading: msg`No docs job: the pull request is labelled ${quoted(need.skipLabel, 100)}`,
      why: msg`The label ${quoted(need.skipLabel, 100)} ('skip-label') says this pull request needs no docs.`,
      next: 'Remove the label to start the job.',
    };
  if (pull.draft)
    return {
      outcome: 'draft',
      heading: 'No docs job yet: the pull request is a draft',
      why: 'A draft starts no job; marking it ready for review does (the ready_for_review event).',
    };
  return undefined;
}
