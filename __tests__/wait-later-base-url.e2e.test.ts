/**
 * Was broken: with `wait: false`, the job summary's "To wait for it later, add a step like this" block
 * (docs/endings.md: "With `wait: false` it shows the step to copy that waits for the job later")
 * leaves out the step's `base-url`. The step started the job through a `base-url` of the user's
 * own (action.yml: "Change it only for a proxy in front of the service or a test server"), yet
 * the step it tells the user to copy has only project-id, api-key and job-id: copied as shown, it
 * polls https://api.mintlify.com instead (a runner whose egress goes only through that proxy
 * cannot reach it, and a test server's job is never found there: `not-found`).
 *
 * How a user meets it: a workflow behind a company gateway, `base-url: https://mintlify-gw.corp`
 * and `wait: false`; the summary's step is pasted into the next job, which fails.
 *
 * What should happen instead: the step to copy carries every input that decides where the job is,
 * `base-url` when it is not the default (and `allow-insecure-http: true` when the step needed it).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The summary's code block, its HTML entities read back as GitHub shows them. */
function stepToCopy(summary: string): string {
  const code = /<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(summary)?.[1] ?? '';
  return code
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

describe("wait: false with a base-url of the user's own", () => {
  it('the summary\'s "wait for it later" step waits on that same base-url', async () => {
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', wait: 'false' });
    expect(run.outputs.outcome).toBe('started');
    const step = stepToCopy(run.summary);
    expect(step).toContain(`job-id: '${run.outputs['job-id']}'`);
    expect(step).toContain(`base-url: '${sim.service().url}'`);
  });
});
