/**
 * A service answer that nests deeply (well within the 64 KiB bound) on the bundled action.
 * SECURITY.md: every value is parsed by total parsers that never throw; a bad answer is one
 * transient read, never the step's end.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const DEPTH = 20_000;
/** A job answer with one extra field nested DEPTH arrays deep: 40 kB, under the 64 KiB bound. */
const deep = `{"id":"job-deep","status":"active","extra":${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}}`;

describe('a deeply nested job answer', () => {
  it('is one bad read: the wait goes on and the job completes', async () => {
    sim
      .service()
      .setJob('job-deep', [
        { body: deep },
        { job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-deep' });
    const log = run.stdout + run.stderr;
    expect(log).not.toContain('unexpected error');
    expect(log).toContain('the response nests deeper than 64 levels, which no job does');
    expect(run.outputs.outcome).toBe('completed');
    expect(run.exitCode).toBe(0);
  });
});
