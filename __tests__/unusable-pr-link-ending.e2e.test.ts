/**
 * Was broken: when a completed job's `prLink` is set but the step cannot use it (not an http(s) URL,
 * or a pull request outside the job's repository), the ending says "the agent changed no files",
 * which is false: per the spec (section 2, "Rules for prLink"), a non-null prLink means the agent
 * changed files and opened a pull request. With `require-pr: true` the step then fails telling
 * the user to "check the job's prompt, or set require-pr: false to accept jobs that change
 * nothing", the wrong fix.
 *
 * How a user meets it: the service answers `"prLink": "github.com/acme/docs/pull/42"` (no scheme),
 * or a link to a pull request in another repository than `source.repository`. The step warns that
 * it does not hand the link on (right), and then its error annotation and summary say the agent
 * changed no files (wrong), contradicting its own warning.
 *
 * What should happen instead ("every message says what happened and what to do next"): the
 * ending says the job reported a pull request link the step could not use, not that no files
 * changed; its advice is not to change the prompt or accept jobs that change nothing.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import type { SimulatedService } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
let service: SimulatedService;
beforeEach(() => {
  service = sim.service();
});

const endingWords = (run: ActionRun): string =>
  [...run.annotations.filter((a) => a.command === 'error').map((a) => a.message), run.summary].join('\n');

describe('a completed job whose prLink is set but unusable', () => {
  it.each([
    ['a link with no scheme', 'github.com/acme/docs/pull/42'],
    ["a pull request outside the job's repository", 'https://github.com/someone-else/docs/pull/42'],
  ])('is never said to have changed no files (%s)', async (_name, prLink) => {
    service.setJob('job-linked', [
      { job: { status: 'completed', prLink, source: { repository: 'https://github.com/acme/docs', ref: 'main' } } },
    ]);
    const run = await sim.act({ 'job-id': 'job-linked', 'require-pr': 'true' });

    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs['pr-link']).toBe('');
    expect(endingWords(run)).not.toContain('changed no files');
  });
});
