/**
 * Was broken: a service that answers each poll with another unknown status, each holding four
 * characters of the admin key (`step mint`, `step _dem`, ...), had every one shown: in its own
 * status line and its own warning, in the log, the annotations and the summary. Each is too short
 * to be a piece the redaction knows, but read in order they spell the key. Now only the first
 * unknown status is named; the rest are "another status this action does not know".
 */
import { describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe('unknown statuses that change on every poll', () => {
  it('names only the first, so no run of them spells a secret', async () => {
    const pieces = DEMO_API_KEY.match(/.{1,4}/g) ?? [];
    sim
      .service()
      .setJob('job-p', [
        ...pieces.map((piece) => ({ job: { status: `step ${piece}` } })),
        { job: { status: 'completed' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-p', timeout: '10s' });
    expect(run.outputs.outcome).toBe('completed');
    const shown = [run.stdout, run.stderr, run.summary, ...run.annotations.map((a) => a.message)].join('\n');
    const named = pieces.filter((piece) => shown.includes(`step ${piece}`));
    expect(named).toEqual([pieces[0]]);
    expect(run.annotations.filter((a) => a.command === 'warning')).toHaveLength(2);
    expect(run.stdout).toContain('another status this action does not know');
  });
});
