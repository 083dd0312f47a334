/**
 * Was broken: when GitHub fails the comment's updates (HTTP 502 on every try) during the run that
 * starts the pull request's job, the job is still recorded, signed, in the head's check run
 * (`external_id`), yet the pull request's next run looks for the job only in the comment, finds
 * "No job was started on this pull request by this action yet", and starts a SECOND job.
 *
 * How a user meets it: GitHub has a bad few minutes while the opening run works: the comment is
 * created ("working on it") but each update after it answers 502, so the comment never learns the
 * job id; the check run is written fine and says the job completed. Any next event of the same
 * head (a label, a `/docs`-less comment, a re-opened review) starts another job with the prompt:
 * two jobs, two docs pull requests for one product pull request. The README promises: "They [the
 * comment and the check run] carry a signed record of what the step sent: ... every later run
 * finds the pull request's job there", and "One job per pull request". GitHub's 502 is transient,
 * not a refusal for good, so no warning told the user to expect a second job either.
 *
 * What should happen instead: the next run reads the head's check run record (it already does,
 * but only to see whether the head was told) and finds job job-started-1; nothing is started
 * again, and the label run ends without a second start (it reports the job's ending, which the comment
 * never got: unreported-turn-reported-by-next-run.e2e.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { useWorld } from './helpers/attack-world.ts';

const w = useWorld(91_500);

describe("the job recorded only in the head's check run", () => {
  it('the next run of the same head finds it there and starts no second job', async () => {
    await w.start();
    // Every update of the comment fails while the opening run works; its creation went through.
    w.github.faults.push({ method: 'PATCH', path: /\/issues\/comments\/\d+$/, status: 502, times: 100 });
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('completed');
    expect(opened.outputs['job-id']).toBe('job-started-1');
    // The head's check run was written, and holds the signed record of the start.
    const [check] = w.github.checkRuns;
    expect(check).toMatchObject({ status: 'completed', conclusion: 'success' });
    expect(check?.external_id).toMatch(/^wait-for-agent-job\./);

    // GitHub is well again; the next event of the pull request on the same head.
    w.github.faults.length = 0;
    const labelled = await w.prEvent('labeled');
    expect(labelled.outputs.outcome).toBeTruthy();
    // The job was found (told this very head), so nothing is sent and no second job started; the
    // comment, which never got the turn's ending, is given it now (the opening run has ended).
    expect({ starts: w.starts().length, outcome: labelled.outputs.outcome }).toEqual({
      starts: 1,
      outcome: 'completed',
    });
    expect(w.messages()).toHaveLength(0);
    expect(labelled.log.join('\n')).toContain('job-started-1');
    expect(w.github.comments.at(0)?.body).toContain('Completed');
  });
});
