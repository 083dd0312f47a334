/**
 * One lease per pull request: the one claim (claim.ts) on the action's comment there, a 🎉 by the
 * report-token's account, which the host makes once (201) and answers 200 after. A finish holds
 * it while it finishes what a let-go turn left (and names itself in the records); a let-go step
 * holds it from reading the comment's records to writing its own, seconds, so two runs that write
 * the one comment never drop each other's records (GitHub has no compare-and-set on an update).
 */
import type { Say } from '../output/text.ts';
import { takeClaim, type ClaimSite } from './claim.ts';
import type { Mark } from './host.ts';

/** The lease's reaction. */
export const LEASE_MARK: Mark = 'hooray';

/** How often a run asks again for a lease another run holds, and how many times: a holder holds it for seconds. */
export const LEASE_PAUSE_MS = 2_000;
export const LEASE_TRIES = 8;

export type Leased =
  | { kind: 'taken'; release(): Promise<void> }
  /** Another run held it all the while this run asked (or a cancel came first). */
  | { kind: 'busy' }
  /** The host did not answer: no lease either way. */
  | { kind: 'failed'; cause: Say };

/**
 * Takes the lease on the comment, asking again while another run holds it (never past a cancel,
 * the step's deadline, or LEASE_TRIES). Released by taking the reaction off; a release that fails
 * leaves a claim that is free once this run has ended (claim.ts).
 */
export async function waitForLease(
  site: Omit<ClaimSite, 'mark'> & { sleep(ms: number): Promise<void>; stopped(): boolean },
): Promise<Leased> {
  for (let tries = 1; ; tries++) {
    const claim = await takeClaim({ ...site, mark: LEASE_MARK });
    if (claim.kind === 'failed') return claim;
    if (claim.kind === 'taken') {
      const { id } = claim;
      return {
        kind: 'taken',
        release: async () =>
          void (id === undefined ? undefined : await site.host.unreact(site.commentId, id, site.budget())),
      };
    }
    if (tries >= LEASE_TRIES || site.stopped()) return { kind: 'busy' };
    await site.sleep(LEASE_PAUSE_MS);
    if (site.stopped()) return { kind: 'busy' };
  }
}
