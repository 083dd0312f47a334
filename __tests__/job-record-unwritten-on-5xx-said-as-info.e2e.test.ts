/**
 * Was broken: a pull request run that starts a job keeps the job's record (by which later runs
 * find the job) only in its comment when `check-name` is empty. When GitHub fails the comment's
 * updates for a passing reason (a 502 burst: plugin-retry's four attempts all fail), the comment
 * stays "⏳ Starting an agent job" with no job in its record, and the step says only an INFO line:
 * "Could not update the pull request comment: GitHub answered HTTP 502: Server Error. The step goes
 * on; its outputs and job summary are complete." No warning, no word of what that costs, no next
 * step. The next push's run then cannot name the job: it sends nothing, tells the job nothing,
 * and blames the first run ("it was killed, or still runs"), which neither happened.
 * Cause: src/pull-request/surface.ts `say` (~line 170-190) adds the record's costs
 * (RECORD_REFUSED_COSTS, src/pull-request/surfaces.ts ~line 163) and a warning only when the
 * refusal is for good (`denied`); a passing fault falls to `options.log.info(text)` under
 * `comment: auto`, though the record is lost all the same.
 *
 * How a user meets it: the README's workflow without a check run (`check-name` empty), default
 * `comment: auto`; GitHub has a bad minute while the job works. The run looks green with no
 * annotation; the next push silently tells the agent nothing, with a warning that accuses a
 * run that ended fine.
 *
 * What should happen instead: the run that could not record its job should say so as a warning
 * (not a buried info line) with what it costs (later runs cannot find job-started-1) and what to
 * do, as it does for a refusal; better, write the record again before it ends.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(3_950_000, { 'check-name': '' });

describe("GitHub fails, for a passing reason, the comment writes that carry a started job's record", () => {
  it('the run says, as a warning, that later runs cannot find the job', async () => {
    await w.start();
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 1000 });
    const run = await w.opened();
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['job-id']).toBe('job-started-1');
    const mine = w.github.comments.filter((c) => c.body.includes('wait-for-agent-job.'));
    expect(mine.map((c) => /⏳ Starting an agent job/.test(c.body) && !c.body.includes('job-started-1'))).toEqual([
      true,
    ]);

    // The consequence: the next push's run cannot name the job and tells it nothing.
    w.github.faults.length = 0;
    w.push(HEADS[1]);
    const next = await w.synchronize();
    expect(next.outputs.outcome).toBe('nothing-new');
    expect(w.starts()).toHaveLength(1);
    expect(w.messages()).toHaveLength(0);

    // Was: only the info line "Could not update the pull request comment: GitHub answered HTTP
    // 502: Server Error. The step goes on; its outputs and job summary are complete."
    const warning =
      w
        .log(run)
        .split('\n')
        .find((l) => l.startsWith('::warning') && l.includes('Could not update the pull request comment')) ?? '(none)';
    expect(warning).toMatch(/502/);
    expect(warning).toMatch(/later runs find the job/);
    expect(warning).toMatch(/The outputs and the job summary name the job/);
    // The next run no longer says the first one was killed or still runs, as if nothing else could be.
    expect(w.log(next)).toMatch(/GitHub failed its writes/);
    w.invariants();
  });
});
