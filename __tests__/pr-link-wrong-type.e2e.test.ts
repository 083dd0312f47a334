/**
 * Was broken: a completed job whose `prLink` is present but not a string (an object such as
 * `{"url": "https://github.com/acme/docs/pull/7"}`, or a number) is reported as "Completed ...
 * without a pull request: the agent changed no files", with no warning. `parseJob`
 * (src/common/agent-job.ts) drops a field of the wrong type silently, so the step cannot tell "no
 * link" from "a link it cannot read". docs/endings.md promises for "completed with a pull request
 * link the step cannot use": "a warning says why the link is not handed on (not 'no files
 * changed')"; src/service/job-view.ts promises "a value that does not parse ... adds one warning".
 *
 * How a user meets it: the service (or a gateway in front of it) changes the field's shape; the
 * agent opened a docs pull request, but the annotation and summary say it changed no files, and
 * with `require-pr: true` the step fails saying "the agent changed no files ... check the job's
 * prompt", so the user rewrites a prompt that worked.
 *
 * What should happen instead: a `prLink` that is neither null nor a string is a link the step
 * cannot use: one warning says so, and the ending is "pull request link unusable", never "no files
 * changed".
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const text = (run: Awaited<ReturnType<typeof sim.act>>): string =>
  [...run.annotations.map((a) => `${a.properties.title ?? ''} ${a.message}`), run.summary].join('\n');

describe('a completed job whose prLink is not a string', () => {
  it('is not reported as "the agent changed no files"', async () => {
    sim.service().setJob('job-odd-link', [
      {
        job: {
          status: 'completed',
          prLink: { url: 'https://github.com/acme/docs/pull/7' },
          source: { repository: 'https://github.com/acme/docs', ref: 'agent/odd' },
        },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-odd-link' });
    expect(run.outputs.outcome).toBe('completed');
    // Fails now: the notice reads "completed: no files changed ... the agent changed no files".
    expect(text(run)).not.toContain('changed no files');
    expect(run.annotations.some((a) => a.command === 'warning' && /prLink/.test(a.message))).toBe(true);
  });

  it('with require-pr, the failure does not blame the prompt for a change the agent made', async () => {
    sim.service().setJob('job-odd-link', [
      {
        job: {
          status: 'completed',
          prLink: 7,
          source: { repository: 'https://github.com/acme/docs', ref: 'agent/odd' },
        },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-odd-link', 'require-pr': 'true' });
    expect(run.exitCode).toBe(1);
    // Fails now: "Completed ... without a pull request: the agent changed no files. ... check the job's prompt".
    expect(text(run)).not.toContain('changed no files');
  });
});
