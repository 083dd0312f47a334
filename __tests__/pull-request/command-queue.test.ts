/**
 * The command a run of another event sends (one workflow for the pull request's life): the newest
 * `/docs` command with no answer and no live claim, whatever the mix of answered, claimed and
 * unclaimed commands before and after it.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createCommandQueue, react, type QueueWire } from '../../src/pull-request/command-queue.ts';
import { commandLookBack } from '../../src/pull-request/command.ts';
import type { Comment, PullRequestHost, Reaction } from '../../src/pull-request/host.ts';

const OWN = 'github-actions[bot]';
/** The account as GitHub's `viewer` names it: a bot's login without [bot], its id the same. */
const OWN_ACCOUNT = { id: 41_898_282, login: 'github-actions' };
/** What a command carries: an answer or a claim by the action's account, another account's reaction, or nothing. */
const STATES = ['none', 'rocket', 'confused', 'eyes', 'someone-else'] as const;
type State = (typeof STATES)[number];

function queueOver(states: State[], othersAlive: boolean | undefined) {
  const now = Date.now();
  const comments: Comment[] = states.map((_, i) => ({
    id: 100 + i,
    body: `/docs change ${i}`,
    author: { login: 'lead', bot: false },
    // Every one is recent: only its reactions decide.
    createdAt: now - 1_000,
    edited: false,
  }));
  const reactionsOf = (id: number): Reaction[] => {
    const state = states[id - 100] ?? 'none';
    if (state === 'none') return [];
    const by = state === 'someone-else' ? 'lead' : OWN;
    const content = state === 'someone-else' ? 'rocket' : state;
    const author = { login: by, id: by === OWN ? OWN_ACCOUNT.id : 7, bot: by === OWN };
    return [{ id: id * 10, content, author, at: now - 1_000 }];
  };
  const host = {
    reactions: (id: number) => Promise.resolve({ ok: true as const, value: reactionsOf(id) }),
    otherRunsInProgress: () => Promise.resolve(othersAlive),
  } as unknown as PullRequestHost;
  const budget = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER };
  const wire: QueueWire = {
    host,
    keys: 'mint_recordKeyOfTheseTests',
    trigger: {} as QueueWire['trigger'],
    read: () => budget,
    write: () => budget,
    sleep: () => Promise.resolve(),
    date: () => Date.now(),
    cancelled: () => false,
  };
  const every = { kind: 'command' as const, commentId: Number.MAX_SAFE_INTEGER, login: OWN, message: '' };
  return { queue: createCommandQueue(wire, every, '/docs', commandLookBack(60_000)), comments };
}

/** The model: unanswered, and either unclaimed or claimed by a run the Actions API says is gone. */
function expectedOwed(states: State[], othersAlive: boolean | undefined): number | undefined {
  for (let i = states.length - 1; i >= 0; i--) {
    const state = states[i];
    if (state === 'none' || state === 'someone-else') return 100 + i;
    if (state === 'eyes' && othersAlive === false) return 100 + i;
  }
  return undefined;
}

describe('the command a run of another event sends', () => {
  it('is the newest with no answer and no live claim, for any mix of states', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...STATES), { maxLength: 12 }),
        fc.constantFrom(true, false, undefined),
        async (states, alive) => {
          const { queue, comments } = queueOver(states, alive);
          const owed = await queue.newestUnanswered(OWN_ACCOUNT, comments);
          expect(owed?.command.id).toBe(expectedOwed(states, alive));
          // A dead claim is handed on, so the run removes it before it makes its own.
          if (owed && states[owed.command.id - 100] === 'eyes') expect(owed.claim).toBe(owed.command.id * 10);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('takes a command nobody claimed at once, however recent: its own run is pending behind this one', async () => {
    const { queue, comments } = queueOver(['rocket', 'none'], true);
    expect((await queue.newestUnanswered(OWN_ACCOUNT, comments))?.command).toMatchObject({
      id: 101,
      message: 'change 1',
    });
  });

  it('leaves a command whose claim may be live to the run that holds it', async () => {
    const { queue, comments } = queueOver(['eyes'], true);
    expect(await queue.newestUnanswered(OWN_ACCOUNT, comments)).toBeUndefined();
  });
});

describe('the 🚀 that records a command as sent', () => {
  it.each(['rocket', 'confused', 'eyes'] as const)(
    '%s: a rocket waits out a rate limit on its own long budget; other marks keep the short one',
    async (mark) => {
      const short = { signal: new AbortController().signal, deadline: 10_000 };
      const long = { signal: new AbortController().signal, deadline: 90_000 };
      const given: number[] = [];
      const host = {
        react: (_: number, __: string, budget: { deadline: number }) => {
          given.push(budget.deadline);
          return Promise.resolve({ ok: true as const, value: { created: true, id: 1 } });
        },
      } as unknown as PullRequestHost;
      const wire: QueueWire = {
        host,
        keys: 'mint_recordKeyOfTheseTests',
        trigger: {} as QueueWire['trigger'],
        read: () => short,
        write: () => short,
        recordSent: () => long,
        sleep: () => Promise.resolve(),
        date: () => Date.now(),
        cancelled: () => false,
      };
      await react(wire, 7, mark);
      expect(given).toEqual([mark === 'rocket' ? 90_000 : 10_000]);
    },
  );
});
