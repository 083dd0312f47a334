/**
 * Queued turns given up after their day (UNSENT_WAIT_MS) with their job still busy or unread. A
 * turn's `/docs` command is past the commands' look-back by then, so no later run would send it:
 * it is answered 😕 here, unless the action's account answered it already (a 🚀 a sweep made,
 * its record lost, says it was sent; the account is the comment's author when GitHub will not say
 * who the token is). One whose answer cannot be read or made waits for the next sweep,
 * unless GitHub refused it for good (401, 403 without a rate limit, 422): it is finished unanswered, with
 * the fix, since asking every sweep would keep its pull request labelled forever.
 */
import type { FetchResult } from '../service/client.ts';
import { ownAnswer } from '../pull-request/comment.ts';
import { sendAgain } from '../pull-request/command-queue.ts';
import { refusedForGood, type Answer } from '../pull-request/host.ts';
import { msg, type Say } from '../output/text.ts';
import type { PendingRun } from './pending.ts';
import { commentGone, endingOf, finishTurns, ownAccount, type Finishing } from './pending-run.ts';

/** What became of a given-up turn's command; `unread`: its reactions, or the 😕, failed; `refused`: for good. */
type GivenUpCommand = 'answered-now' | 'sent' | 'answered' | 'gone' | 'unread' | 'refused';

/** A failed read or 😕: the comment gone, GitHub refusing for good (its words kept), or worth asking again. */
async function failedAs(
  f: Finishing,
  commentId: number,
  answer: Answer<unknown>,
  refusals: Say[],
): Promise<GivenUpCommand> {
  if (answer.ok) return 'unread';
  if (answer.status === 404) return (await commentGone(f, commentId)) ? 'gone' : 'unread';
  if (!refusedForGood(answer)) return 'unread';
  refusals.push(answer.cause);
  return 'refused';
}

async function answerCommand(f: Finishing, commentId: number, refusals: Say[]): Promise<GivenUpCommand> {
  const { host, deps } = f;
  const [reactions, own] = await Promise.all([host.reactions(commentId, f.budget()), ownAccount(f)]);
  if (!reactions.ok) return failedAs(f, commentId, reactions, refusals);
  // Whose answer counts unknown even from the comment (its author deleted): a day past, the 😕 is made all the same.
  const answer = own === undefined ? undefined : ownAnswer(reactions.value, own);
  if (answer !== undefined) return answer === 'rocket' ? 'sent' : 'answered';
  const wire = {
    host,
    sleep: (ms: number) => deps.clock.sleep(ms, deps.signal).catch(() => undefined),
    cancelled: () => deps.signal.aborted,
  };
  const made = await sendAgain(wire, () => host.react(commentId, 'confused', f.budget()));
  return made.ok ? 'answered-now' : failedAs(f, commentId, made, refusals);
}

const comments = (ids: number[]) =>
  ids.length === 1 ? msg`comment ${ids.join(', ')}` : msg`comments ${ids.join(', ')}`;

/**
 * Finishes the turns `over` for good, saying what became of their commands; how many still wait
 * (their command unanswered, or their finish unwritten). `queued`: every turn queued for the job.
 */
export async function giveUp(
  f: Finishing,
  over: PendingRun[],
  job: string,
  fetched: FetchResult,
  queued: PendingRun[],
): Promise<number> {
  const { deps, where } = f;
  const by: Record<GivenUpCommand, number[]> = {
    ...{ 'answered-now': [], sent: [], answered: [], gone: [], unread: [], refused: [] },
  };
  const refusals: Say[] = [];
  const kept: PendingRun[] = [];
  for (const pendingRun of over) {
    const id = pendingRun.record.pending.comment;
    const state = id === undefined ? undefined : await answerCommand(f, id, refusals);
    if (id !== undefined && state !== undefined) by[state].push(id);
    if (state === 'unread') kept.push(pendingRun);
  }
  const finishing = over.filter((turn) => !kept.includes(turn));
  const pendingToo = queued.filter((turn) => !finishing.includes(turn));
  const unfinished = await finishTurns(f, finishing, { ending: () => endingOf(job, fetched, true), pendingToo });
  const { 'answered-now': notSent, sent, unread, refused } = by;
  if (refused.length > 0)
    deps.log.warning(
      msg`Pull request #${where.pull}: the queued command (${comments(refused)}) waited a day past its step's 'timeout' for job ${job}, and could not be answered 😕 (${refusals[0] ?? ''}), so its turn is finished unanswered rather than kept queued forever; once the token is fixed, write the command again.`,
    );
  if (unread.length > 0)
    deps.log.warning(
      msg`Pull request #${where.pull}: the queued command (${comments(unread)}) waited a day past its step's 'timeout' for job ${job}, and whether it was answered could not be read, or its 😕 could not be made: its turn stays queued, and the next sweep tries again.`,
    );
  const what =
    kept.length + unfinished.length > 0
      ? msg`the rest of what was queued for job ${job}`
      : msg`what was queued for job ${job}`;
  if (kept.length + unfinished.length < over.length)
    deps.log.warning(
      msg`Pull request #${where.pull}: ${what} waited a day past its step's 'timeout' and the job is still busy (or unread): it is finished for good; the pull request's next run sends the pushes' news once the job is not busy.${notSent.length > 0 ? msg` The queued command (${comments(notSent)}) was not sent: it is answered 😕; write it again once the job ends.` : ''}${sent.length > 0 ? msg` The queued command (${comments(sent)}) was sent, as its 🚀 says, though no record said so.` : ''}`,
    );
  return kept.length + unfinished.length;
}
