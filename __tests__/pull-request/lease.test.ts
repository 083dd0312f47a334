/**
 * The pull request's lease: one 🎉 by the account on the action's comment, held by one run (its
 * stages share it); a run that meets it asks again while its holder finishes (seconds), and never
 * past a cancel.
 */
import { describe, expect, it } from '@jest/globals';
import type { PullRequestHost, Reaction } from '../../src/pull-request/host.ts';
import {
  ADOPT_AFTER,
  createLeaseBook,
  LEASE_MARK,
  LEASE_PAUSE_MS,
  LEASE_TRIES,
  type LeaseSite,
} from '../../src/pull-request/lease.ts';

const OWN = { id: 41_898_282, login: 'github-actions', bot: true };

/** Reactions as GitHub keeps them (one per account and content), on a clock the test moves. */
function world(othersRunning: boolean | undefined = true) {
  const reactions: Reaction[] = [];
  let next = 500;
  let now = 1_000_000;
  const asked: string[] = [];
  const host = {
    otherRunsInProgress: () => Promise.resolve(othersRunning),
    runState: () => Promise.resolve(undefined),
    reactions: () => Promise.resolve({ ok: true as const, value: [...reactions] }),
    react: (_: number, content: string) => {
      asked.push(content);
      const same = reactions.find((r) => r.content === content);
      if (same) return Promise.resolve({ ok: true as const, value: { created: false, id: same.id } });
      const made = { id: next++, content, author: OWN, at: now };
      reactions.push(made);
      return Promise.resolve({ ok: true as const, value: { created: true, id: made.id } });
    },
    unreact: (_: number, id: number) => {
      reactions.splice(
        reactions.findIndex((r) => r.id === id),
        1,
      );
      return Promise.resolve({ ok: true as const, value: null });
    },
  } as unknown as PullRequestHost;
  const budget = { signal: new AbortController().signal, deadline: Number.MAX_SAFE_INTEGER };
  const site = (run: string, stopped = () => false, onPause = (): void => undefined): LeaseSite => ({
    host,
    commentId: 1,
    self: { run, attempt: 1 },
    budget: () => budget,
    date: () => now,
    asking: {
      tries: LEASE_TRIES,
      sleep: async (ms: number) => {
        now += ms;
        onPause();
      },
      stopped,
    },
  });
  return { reactions, asked, site, elapsed: () => now - 1_000_000 };
}

describe('the lease', () => {
  it('is held by one run; another asks again until the holder lets it go, then holds it', async () => {
    const w = world();
    const first = await createLeaseBook().hold(w.site('1'));
    expect(first.kind).toBe('taken');
    const second = createLeaseBook().hold(
      w.site('2', undefined, () => void (first.kind === 'taken' && first.release())),
    );
    expect((await second).kind).toBe('taken');
    expect(w.reactions.map((r) => r.content)).toEqual([LEASE_MARK]);
    expect(w.elapsed()).toBe(LEASE_PAUSE_MS);
  });

  it('a holder that keeps it: busy after LEASE_TRIES asks, seconds not minutes', async () => {
    const w = world();
    await createLeaseBook().hold(w.site('1'));
    expect((await createLeaseBook().hold(w.site('2'))).kind).toBe('busy');
    expect(w.asked).toHaveLength(1 + LEASE_TRIES);
    expect(w.elapsed()).toBe((LEASE_TRIES - 1) * LEASE_PAUSE_MS);
  });

  it('a cancel ends the asking at once', async () => {
    const w = world();
    await createLeaseBook().hold(w.site('1'));
    expect((await createLeaseBook().hold(w.site('2', () => true))).kind).toBe('busy');
    expect(w.asked).toHaveLength(2);
    expect(w.elapsed()).toBe(0);
  });

  it('a lease whose run left it, with no other run in progress, is taken over by one run', async () => {
    const w = world(false);
    await createLeaseBook().hold(w.site('1'));
    const taken = await createLeaseBook().hold(w.site('2'));
    expect(taken.kind).toBe('taken');
    expect(w.reactions).toHaveLength(1);
  });

  it("a run's stages share its lease: the reaction stays until the last lets go", async () => {
    const w = world();
    const book = createLeaseBook();
    const outer = await book.hold(w.site('1'));
    const inner = await book.hold(w.site('1'));
    expect(w.asked).toHaveLength(1);
    if (inner.kind === 'taken') expect(await inner.release()).toBe(true);
    expect(w.reactions).toHaveLength(1);
    if (outer.kind === 'taken') expect(await outer.release()).toBe(true);
    expect(w.reactions).toHaveLength(0);
    expect((await createLeaseBook().hold(w.site('2'))).kind).toBe('taken');
  });

  it('the host not answering is no lease either way', async () => {
    const w = world();
    const site = w.site('1');
    const failing = {
      ...site,
      host: { ...site.host, react: () => Promise.resolve({ ok: false as const, cause: 'HTTP 502' }) },
    } as LeaseSite;
    expect(await createLeaseBook().hold(failing)).toEqual({ kind: 'failed', cause: 'HTTP 502' });
  });

  /** A site whose first ask GitHub acts on (or not) but answers 502: its answer is lost. */
  function losingFirstAnswer(w: ReturnType<typeof world>, run: string, acts: boolean, onPause?: () => void): LeaseSite {
    const site = w.site(run, undefined, onPause);
    let lost = false;
    const react = site.host.react.bind(site.host);
    const host = {
      ...site.host,
      react: async (...args: Parameters<PullRequestHost['react']>) => {
        if (lost) return react(...args);
        lost = true;
        if (acts) await react(...args);
        return { ok: false as const, cause: 'HTTP 502' };
      },
    } as PullRequestHost;
    return { ...site, host };
  }

  it("a 🎉 GitHub made for this run, its answer lost, is this run's once it stays unnamed ADOPT_AFTER answers", async () => {
    const w = world();
    const leased = await createLeaseBook().hold(losingFirstAnswer(w, '1', true));
    expect(leased.kind).toBe('taken');
    expect(w.elapsed()).toBe((ADOPT_AFTER - 1) * LEASE_PAUSE_MS);
    if (leased.kind === 'taken') await leased.release();
    expect(w.reactions).toEqual([]);
  });

  it("another run's 🎉 made in the same second as this run's lost ask is never this run's: its holder lets go first", async () => {
    const w = world();
    // Run 1 takes the lease in the very second run 2's ask goes unanswered (GitHub did not act on it).
    const first = await createLeaseBook().hold(w.site('1'));
    let pauses = 0;
    const release = (): void => {
      // Run 1 holds it for seconds, as a finish does: it lets go after run 2's first pause.
      if (++pauses === 1 && first.kind === 'taken') void first.release();
    };
    const second = await createLeaseBook().hold(losingFirstAnswer(w, '2', false, release));
    expect(second.kind).toBe('taken');
    // Run 2 holds a 🎉 it made itself after run 1 let go: one holder at a time.
    expect(w.reactions).toHaveLength(1);
    expect(w.reactions[0]?.id).not.toBe(first.kind === 'taken' ? first.id : undefined);
  });
});
