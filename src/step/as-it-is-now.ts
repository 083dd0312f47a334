/**
 * A re-run decides on its pull request as it is now, not as its first attempt's event showed it.
 */
import { BUDGET_MS, budgetFor } from '../common/budget.ts';
import type { Config } from '../inputs/inputs.ts';
import { msg } from '../output/text.ts';
import type { PullRequestEvent, Trigger } from '../pull-request/host.ts';
import type { RunContext } from './run-context.ts';

/**
 * A re-run's event is its first attempt's, older than a close or a re-open that may have come
 * since: the pull request's state is read, and decided on as it is now (its head, labels and draft
 * flag stay the event's: a later push or label has its own run). An event that does not name its
 * pull request's author (a GitLab pipeline's) has it read the same way, on its first attempt too. `readNow`: the state is the one read (or the event is
 * the run's own, attempt 1); a read that failed leaves the event's, which keeps a closing line.
 */
export async function asItIsNow(context: RunContext, config: Config, trigger: Trigger | undefined) {
  const pull = trigger?.pullRequest;
  if (!trigger || !pull || (trigger.attempt === 1 && trigger.authorUnsaid !== true)) return { trigger, readNow: true };
  const budget = budgetFor(context.clock, BUDGET_MS.lookUp, { signals: [context.signal] });
  const facts = await context.codeHost.pullRequestFacts(config.visibility.reportToken, trigger, budget);
  if (!facts.ok) {
    context.log.info(
      trigger.attempt === 1
        ? msg`This run could not read who opened the pull request (${facts.cause}): it goes by its event, which does not say.`
        : msg`This re-run could not read the pull request as it is now (${facts.cause}): it goes by its event's, attempt 1's.`,
    );
    return { trigger, readNow: false };
  }
  const { open, merged, closedAt, author } = facts.value;
  const state = open ? 'open' : merged ? 'merged' : 'closed';
  const event = (({ closedAt: _asItWas, ...rest }: PullRequestEvent) => rest)(pull);
  const now = {
    ...event,
    ...(event.author === undefined && author !== undefined ? { author } : {}),
    state,
    ...(state === 'open' || closedAt === undefined ? {} : { closedAt }),
  } as const;
  if (state !== pull.state)
    context.log.info(
      `This re-run's event says the pull request is ${pull.state}; it is ${state} now, and is decided on as it is.`,
    );
  return { trigger: { ...trigger, pullRequest: now }, readNow: true };
}
