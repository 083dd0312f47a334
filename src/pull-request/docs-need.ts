/**
 * Whether a pull request run has anything to do, from the event alone: a fork's or Dependabot's
 * run without the api-key, a closed pull request, the `skip-label`, a draft. What `paths` decides
 * is in paths.ts, loaded only when it is set.
 */
import type { NothingToDo } from '../common/outcome.ts';
import type { DocsNeed } from '../inputs/inputs.ts';
import { msg, quoted, type Say } from '../output/text.ts';
import type { Trigger } from './host.ts';

/** How a run with nothing to do ends: its outcome, the summary's heading, why, and what to do. */
export interface NothingToDoEnding {
  outcome: NothingToDo;
  heading: Say;
  why: Say;
  next?: Say;
}

/**
 * A fork's pull request run (on `pull_request`) and Dependabot's get no secrets: without an
 * api-key there is nothing the step can do, which is no failure. A repository that sends its
 * secrets to forks gives the key, and then the step goes on.
 */
export function withoutSecrets(trigger: Trigger | undefined, apiKeyGiven: boolean): NothingToDoEnding | undefined {
  if (apiKeyGiven || trigger?.eventName !== 'pull_request' || !trigger.pullRequest) return undefined;
  if (trigger.fromFork)
    return {
      outcome: 'from-fork',
      heading: 'No docs job: the pull request comes from a fork',
      why: "GitHub gives a fork's pull request workflow no secrets, so there is no api-key to start a job with.",
      next: 'A maintainer can start the job once the changes are in a branch of this repository, or by hand (workflow_dispatch).',
    };
  if (trigger.byDependabot)
    return {
      outcome: 'from-dependabot',
      heading: "No docs job: Dependabot's pull request",
      why: "GitHub gives the workflows Dependabot starts no secrets but Dependabot's own, so there is no api-key to start a job with.",
      next: "Add the api-key to Dependabot's secrets if its updates need docs.",
    };
  return undefined;
}

/**
 * The agent's own docs pull request, a closed pull request, the skip-label (GitHub's label names
 * are case-insensitive), or a draft:
 * no job, without reading the files. Any other label change goes on as a push does: a run it
 * cancelled while pending (one concurrency group per pull request) may have had news to tell.
 */
export function eventNeedsNothing(trigger: Trigger, need: DocsNeed): NothingToDoEnding | undefined {
  const pull = trigger.pullRequest;
  if (!pull) return undefined;
  // Docs kept in the same repository: the agent's own pull request is the job's, never a new one's.
  if (pull.author !== undefined && pull.author === need.agentLogin)
    return {
      outcome: 'nothing-new',
      heading: "No docs job: this is the agent's own docs pull request",
      why: msg`${need.agentLogin} opened it ('agent-login'): its job was started by the product pull request, and a /docs comment here reaches that job.`,
    };
  if (pull.action === 'closed')
    return {
      outcome: 'nothing-new',
      heading: 'No docs job: the pull request was closed',
      why: 'A closed pull request starts no job.',
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
