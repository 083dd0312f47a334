/**
 * A queued command the action's account answered 🚀 that no record says was sent: a sweep sent it
 * and was stopped before it recorded the turn (its check run, then the comment). The 🚀 is made
 * only once the service took the message, so the turn is adopted as sent, never sent again.
 */
import { answeredCommands, ownAnswer } from '../pull-request/comment.ts';
import { commandMessage } from '../pull-request/command.ts';
import { readCommentRecords, recordKeysOf, type StepRecord } from '../pull-request/record.ts';
import type { PendingRun } from './pending.ts';
import { asStep, ownAccount, triggerOf, type Finishing } from './pending-run.ts';

export interface SentCommand {
  id: number;
  message: string;
  who: string;
}

/** The queued turn's command, when its 🚀 is the account's and no record answers it; else undefined (the usual path decides). */
export async function sentUnrecorded(f: Finishing, chosen: PendingRun, job: string): Promise<SentCommand | undefined> {
  const id = chosen.record.pending.comment;
  const { followUp } = asStep(f.config, chosen.record.pending);
  if (id === undefined || !followUp) return undefined;
  const [own, reactions] = await Promise.all([ownAccount(f), f.host.reactions(id, f.budget())]);
  if (!own || !reactions.ok) return undefined;
  if (ownAnswer(reactions.value, own) !== 'rocket') return undefined;
  const [command, ours] = await Promise.all([f.host.comment(id, f.budget()), f.host.comment(f.commentId, f.budget())]);
  if (!command.ok || !ours.ok) return undefined;
  const trigger = triggerOf(f.where, chosen, f.deps.env);
  const keys = recordKeysOf(f.config);
  if (answeredCommands([ours.value], trigger, keys, own).has(id)) return undefined;
  // A message recorded as sent since this turn was queued, naming no command, may be this one's (a
  // run queues an unanswered command again); one naming another command is not.
  const queuedAt = Date.parse(chosen.record.at ?? '');
  const records = readCommentRecords(ours.value.body, trigger.step, keys, true)?.records ?? [];
  const sentSince = ({ kind, jobs, at, answers }: StepRecord) =>
    kind === 'message' && answers === undefined && jobs.includes(job) && !(Date.parse(at ?? '') < queuedAt);
  if (records.some(sentSince)) return undefined;
  const message = commandMessage(command.value.body.replace(/\r\n?/g, '\n'), followUp.command);
  const who = command.value.author?.login;
  return message === undefined || who === undefined ? undefined : { id, message, who };
}

/**
 * The record of another run that took the queued turn's command and sent it (a push's run whose new
 * job took it after its prompt, `on-push: new-job`): the turn owes nothing more; else undefined.
 */
export async function takenByAnotherRun(f: Finishing, chosen: PendingRun): Promise<StepRecord | undefined> {
  const id = chosen.record.pending.comment;
  if (id === undefined) return undefined;
  const [own, ours] = await Promise.all([ownAccount(f), f.host.comment(f.commentId, f.budget())]);
  if (!own || !ours.ok) return undefined;
  const trigger = triggerOf(f.where, chosen, f.deps.env);
  if (!answeredCommands([ours.value], trigger, recordKeysOf(f.config), own).has(id)) return undefined;
  const records = readCommentRecords(ours.value.body, trigger.step, recordKeysOf(f.config), true)?.records ?? [];
  const { run, attempt } = chosen.record;
  return records.find(
    (record) => record.answers === id && record.jobs.length > 0 && !(record.run === run && record.attempt === attempt),
  );
}
