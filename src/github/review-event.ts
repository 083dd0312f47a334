/**
 * The run's `pull_request_review` event as the review it is about: only a review just submitted,
 * in GitHub's shape, with the pull request's author (the agent, on the docs pull request it
 * opened). The event file is the runner's, already parsed, and untrusted like any answer.
 */
import type { ReviewEvent } from '../pull-request/code-host.ts';
import { reviewOf } from './review-wire.ts';
import { authorOf, gitHubWebUrl } from './values.ts';

export function readReviewEvent(
  eventName: string,
  event: Record<string, unknown>,
  server: string | undefined,
): ReviewEvent {
  if (eventName !== 'pull_request_review')
    return { kind: 'not-a-review', why: `this run's event is ${eventName || 'unknown'}, not a review` };
  const action = event.action;
  // An edit changes a review's body after it was sent; a dismissal takes it back: neither is sent again.
  if (action !== 'submitted')
    return {
      kind: 'not-a-review',
      why: `the review was ${typeof action === 'string' ? action : 'changed'}, not submitted`,
    };
  const review = reviewOf(event.review);
  if (!review) return { kind: 'not-a-review', why: "the event's review is not one GitHub sends" };
  const url = gitHubWebUrl((event.review as { html_url?: unknown } | null)?.html_url, server);
  const pullAuthor = authorOf((event.pull_request as { user?: unknown } | null | undefined)?.user);
  return {
    kind: 'review',
    review,
    ...(url === undefined ? {} : { url }),
    ...(pullAuthor === undefined ? {} : { pullAuthor }),
  };
}
