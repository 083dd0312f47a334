/**
 * The `agent-job-pending` label taken off once nothing is pending there. GitHub may refuse: the
 * caller then says the label stays, why, and what to do, never "taken off".
 */
import { PENDING_LABEL } from '../pull-request/record.ts';
import { refusedForGood, type Budget, type PullRequestHost } from '../pull-request/host.ts';
import { msg, type Say } from '../output/text.ts';

/** Undefined once the label is off; else why it stays and the fix. */
export async function takeLabelOff(host: PullRequestHost, budget: Budget): Promise<Say | undefined> {
  const off = await host.removeLabel(PENDING_LABEL, budget);
  if (off.ok) return undefined;
  const fix = refusedForGood(off, [401, 403, 404])
    ? "give the sweep's report-token pull-requests: write, or take the label off by hand"
    : 'the next sweep tries again';
  return msg`the label '${PENDING_LABEL}' could not be taken off (${off.cause}), so every sweep reads this pull request again; ${fix}`;
}
