/**
 * The run's `issue_comment` event as the comment it is about (src/pull-request/command.ts reads
 * it as a command): only a comment just created on a pull request, in GitHub's shape. The event
 * file is the runner's, already parsed, and untrusted like any answer.
 */
import { not, type CommentEvent } from '../pull-request/command.ts';
import { commentOf } from './host.ts';

export function readCommentEvent(eventName: string, event: Record<string, unknown>): CommentEvent {
  if (eventName !== 'issue_comment') return not(`this run's event is ${eventName || 'unknown'}, not a comment`);
  const action = event.action;
  if (action !== 'created')
    return not(`the comment was ${typeof action === 'string' ? action : 'changed'}, not created`);
  const issue = event.issue as { pull_request?: unknown } | undefined;
  if (!issue?.pull_request) return not('the comment is on an issue, not a pull request');
  const comment = commentOf(event.comment, undefined);
  if (!comment) return not("the event's comment is not one GitHub sends");
  return { kind: 'comment', comment };
}
