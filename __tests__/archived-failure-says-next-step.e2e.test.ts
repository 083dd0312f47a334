/**
 * Was broken: when `fail-on` lists `archived` (the release-gate recipe's `fail-on: failed,
 * archived`) and the job is archived, the step fails with an error that says only "an archived job
 * does no more work": it names no next step, unlike every other failing ending.
 *
 * Now, as promised: docs/endings.md: "Every job gets one annotation ... whose text says what
 * happened and what to do next"; the job summary says "what to do when it failed".
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

/** Words that tell the user what to do: a job to start again, a place to look, a setting to change. */
const NEXT_STEP =
  /(start a new job|run (the|this) (step|workflow|command) again|re-run|open the job|dashboard|'fail-on'|--fail-on)/i;

describe('an archived job that fails the step (fail-on lists archived)', () => {
  it('the action: the error says what to do next', async () => {
    // examples/release-gate.yml's policy.
    const run = await sim.act({ 'job-id': 'job-archived', 'fail-on': 'failed, archived', 'require-pr': 'true' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('archived');
    const errors = run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(NEXT_STEP);
    // The summary, too, says what to do now that it failed.
    expect(run.summary).toMatch(NEXT_STEP);
  });

  it('the command line: the error line says what to do next', async () => {
    const ran = await runCli([
      'wait',
      'job-archived',
      '--fail-on',
      'failed,archived',
      '--base-url',
      sim.service().url,
      '--poll-interval',
      '100ms',
    ]);
    expect(ran.code).toBe(1);
    const error = ran.err.split('\n').find((line) => line.startsWith('error:')) ?? '';
    expect(error).toContain('Archived');
    expect(error).toMatch(NEXT_STEP);
  });
});
