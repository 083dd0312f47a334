/**
 * Was broken: after the opening run's start is answered 502 though the service made the job, the
 * pull request's next push says "No job was started on this pull request by this action yet" and
 * starts a second job, with no word of the first.
 *
 * Now, as promised: README: "a product pull request gets one docs pull request"; "**One job per
 * pull request:** a push tells it what changed"; the opening run's own error: "the step did not
 * retry, so it never starts a second job".
 */
/**
 * The README's one workflow. The pull request is opened; the gateway in front of the service hands
 * the start on, the service makes the job (the agent goes to work on its docs pull request), and
 * the gateway answers 502. The opening run rightly ends `error`: "The job may have been started.
 * Look at the project's agent jobs on the dashboard before running this again: the step did not
 * retry, so it never starts a second job." Its record on the pull request says it sent the prompt.
 * Before anyone has looked at the dashboard, the author pushes: that run reads the record, tells
 * itself no job was ever started, and starts a second job with the prompt, so the pull request
 * gets two agents and two docs pull requests, and nothing says the first may exist.
 */
import { describe, expect, it } from '@jest/globals';
import { isStart, useGateway } from './helpers/gateway.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(94_000);
const [, H2] = HEADS;

/** A gateway that answers the next `failStarts` starts 502, after the service made the job. */
let failStarts = 0;
const gateway = useGateway(
  () => w.sim.service().url,
  (passed) => {
    if (!isStart(passed) || failStarts === 0) return undefined;
    failStarts--;
    return { status: 502, body: '{"error":"Bad Gateway"}' };
  },
);

describe('a start the service made but answered 502, then a push', () => {
  it('the push does not start a second job as if none had ever been started', async () => {
    await w.start();
    const readme = w.readme;
    w.readme = (extra = {}) => readme({ 'base-url': gateway.url(), ...extra });

    failStarts = 1;
    const opened = await w.opened();
    expect(opened.outputs.outcome).toBe('error');
    expect(w.log(opened)).toContain('The job may have been started');
    // The service did make it: one start reached it, and the job is there.
    expect(w.starts()).toHaveLength(1);

    w.push(H2);
    const push = await w.synchronize();

    // The push's run does not say no job was ever started here: the opening run sent the prompt and may have made one.
    expect(w.log(push)).not.toContain('No job was started on this pull request by this action yet');
    // One job per pull request: the push does not start a second one blindly.
    expect(w.starts()).toHaveLength(1);
    // It says why, and the way on: the dashboard, then a /docs comment to start one if none was.
    expect(w.log(push)).toContain('its answer was lost, so the service may have started a job this action cannot name');
    expect(w.log(push)).toContain(
      "Look at the project's agent jobs on the dashboard; if none was started for this pull request, comment /docs",
    );

    // A person who found none asks: the comment starts the pull request's job, and later pushes tell it.
    const asked = await w.comment('/docs document the --dry-run flag', 'lead');
    expect(asked.outputs['job-id']).not.toBe('');
    expect(w.starts()).toHaveLength(2);
  });
});
