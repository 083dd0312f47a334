/**
 * Was broken: after a follow-up whose job still reads its old status (`wait: false`, the job
 * `completed` from before the message), the job summary's Status row reads "`started` (read before
 * the message)": it gives the step's outcome as the status the job read before the message, which
 * was `completed`; `started` is no status of the service at all.
 *
 * Now, as promised: README Outputs: `status` is "The job's last status (`completed`, `failed`,
 * `archived`; `active` ...)" and `outcome` "How the step ended: ... `started`"; docs/endings.md:
 * the summary has "a table of the job's details (only rows with something to say)".
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
// After a message the service shows the job's old final status for two reads, as the real one may.
const sim = useSimulatedService({ activeReads: 3, staleReadsAfterMessage: 2 });

/** The summary table's row named `label`, as HTML. */
const row = (summary: string, label: string): string =>
  new RegExp(`<tr><th align="left">${label}</th><td>(.*?)</td></tr>`).exec(summary)?.[1] ?? '';

describe('the job summary after `message` with `wait: false`, the job still reading its old status', () => {
  it('the Status row names the status read before the message, not the step outcome', async () => {
    const first = await sim.act({ 'job-id': 'job-no-pr' });
    expect(first.outputs).toMatchObject({ outcome: 'completed', status: 'completed' });

    const sent = await sim.act({
      'job-id': 'job-no-pr',
      message: 'Also add a troubleshooting section.',
      wait: 'false',
    });
    expect(sent.outputs.outcome).toBe('started');
    // The log says what the job read: `completed`, from before the message.
    expect(sent.stdout).toContain('still reads completed from before the message');
    const status = row(sent.summary, 'Status');
    // Now: "<code>started</code> (read before the message)". The row shows the status that was read
    // (`completed`), never the step's outcome dressed as one.
    expect(status).not.toContain('<code>started</code>');
    expect(status).toContain('completed');
  });
});
