/**
 * Was broken (a helper's trial, GitHub on a bad day): once the comment held the job's record (its
 * write right after the start), a later write GitHub failed (the ending's, a 502) still warned "It
 * holds the record by which this pull request's later runs find the job ...: until a write
 * reaches it, they cannot name the job". They could: the next /docs found the job and sent it.
 *
 * The cost is said only while no write holding the job's record has reached the comment.
 */
import { describe, expect, it } from '@jest/globals';
import { ISSUE, useWorld } from './helpers/attack-world.ts';
import { until } from './helpers/until.ts';

const w = useWorld(95_800);
const COST = 'until a write reaches it, they cannot name the job';

describe("a comment write GitHub fails after the job's record reached the comment", () => {
  it('is said, without a cost to later runs', async () => {
    await w.start();
    w.sim.service().holdJobs(true);
    const running = w.opened();
    // The start was taken, and the write that names the job went to the comment.
    const patched = () => w.github.requests.some((r) => r.method === 'PATCH' && /\/issues\/comments\/\d+$/.test(r.url));
    await until(() => w.sim.service().requests.some((r) => r.method === 'POST') && patched());
    await until(() => w.github.comments.some((c) => c.issue === ISSUE && c.body.includes('job-started-1')));
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    w.sim.service().completeJob();
    const opened = await running;
    const said = [...opened.log, ...opened.annotations.map((a) => a.message)].join('\n');
    expect(said).toContain('Could not update the pull request comment');
    expect(said).not.toContain(COST);
    w.github.faults.length = 0;
    // Later runs do name the job: a /docs reaches it.
    await w.comment('/docs mention the flag', 'lead');
    expect(w.messages()).toEqual(['mention the flag']);
  });
});
