/**
 * The pull request's lease under interleavings: runs that take it (asking again while it is
 * held), hold it a moment and let it go, some killed while they hold it, on a host that answers
 * in any order. At no moment do two live runs hold it, every live run that asks long enough gets
 * it once the holder lets go, and no reaction is left by a run that let go.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { PullRequestHost, Reaction } from '../../src/pull-request/host.ts';
import { createLeaseBook, LEASE_MARK } from '../../src/pull-request/lease.ts';

const OWN = { id: 41_898_282, login: 'github-actions', bot: true };

interface Plan {
  /** Killed while it holds the lease: it never lets go, and the Actions API says it ended. */
  killed: boolean;
  /** How many times it asks while another run holds the lease. */
  tries: number;
}

describe('the lease under interleavings', () => {
  it('is held by at most one live run at a time, and a run that lets go leaves no reaction', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.record({ killed: fc.boolean(), tries: fc.integer({ min: 1, max: 6 }) }), {
          minLength: 2,
          maxLength: 4,
        }),
        async (s, plans: Plan[]) => {
          const reactions: Reaction[] = [];
          let next = 1;
          let now = 1_000_000;
          const live = new Set(plans.map((_, i) => String(i)));
          const holding = new Set<string>();
          let overlap = false;
          const hostFor = (self: string) =>
            ({
              otherRunsInProgress: () => s.schedule(Promise.resolve([...live].some((run) => run !== self))),
              runState: ({ run }: { run: string }) => s.schedule(Promise.resolve(live.has(run) ? 'running' : 'ended')),
              reactions: () => s.schedule(Promise.resolve({ ok: true as const, value: [...reactions] })),
              react: (_: number, content: string) =>
                s.schedule(Promise.resolve()).then(() => {
                  const same = reactions.find((r) => r.content === content);
                  if (same) return { ok: true as const, value: { created: false, id: same.id } };
                  const made = { id: next++, content, author: OWN, at: now };
                  reactions.push(made);
                  return { ok: true as const, value: { created: true, id: made.id } };
                }),
              unreact: (_: number, id: number) =>
                s.schedule(Promise.resolve()).then(() => {
                  const at = reactions.findIndex((r) => r.id === id);
                  if (at >= 0) reactions.splice(at, 1);
                  return { ok: true as const, value: null };
                }),
            }) as unknown as PullRequestHost;
          const budget = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER };
          const runs = plans.map(async (plan, i) => {
            const self = String(i);
            const leased = await createLeaseBook().hold({
              host: hostFor(self),
              commentId: 1,
              self: { run: self, attempt: 1 },
              budget: () => budget,
              date: () => now,
              asking: {
                tries: plan.tries,
                stopped: () => false,
                sleep: (ms) => s.schedule(Promise.resolve()).then(() => void (now += ms)),
              },
            });
            if (leased.kind !== 'taken') return leased.kind;
            if (holding.size > 0) overlap = true;
            holding.add(self);
            await s.schedule(Promise.resolve());
            holding.delete(self);
            if (plan.killed) {
              live.delete(self);
              return 'killed';
            }
            await leased.release();
            live.delete(self);
            return 'taken';
          });
          const outcomes = await s.waitFor(Promise.all(runs));
          expect(overlap).toBe(false);
          // A reaction left behind is a killed holder's, never one a run let go of.
          const left = reactions.filter((r) => r.content === LEASE_MARK);
          expect(left.length).toBeLessThanOrEqual(outcomes.filter((o) => o === 'killed').length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
