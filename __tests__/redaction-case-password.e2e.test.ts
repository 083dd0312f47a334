/**
 * A secret that is not a random key (a proxy password, which may start with a word) is hidden only
 * as written: the key's forms match in any case, a password's do not, so a password `Welcome2024`
 * leaves the ordinary word `welcome` in the job's branch (the `ref` output a later step checks
 * out), its pull request link, and the summary.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe('a proxy password that starts with a common word, in another case than the text', () => {
  it("leaves the job's branch 'docs/welcome-page' and its pull request link as they are", async () => {
    const ref = 'docs/welcome-page';
    const link = 'https://github.com/acme/welcome-docs/pull/42';
    sim.service().setJob('job-welcome', [
      {
        job: {
          status: 'completed',
          source: { repository: 'https://github.com/acme/welcome-docs', ref },
          prLink: link,
        },
      },
    ]);
    const run = await sim.act(
      { 'job-id': 'job-welcome' },
      // The proxy is for https only (the simulated service is http on 127.0.0.1): its password is a secret all the same.
      { HTTPS_PROXY: 'http://ci:Welcome2024@proxy.corp.example:3128', NO_PROXY: '127.0.0.1' },
    );
    expect(run.outputs.outcome).toBe('completed');
    expect({ ref: run.outputs.ref, link: run.outputs['pr-link'] }).toEqual({ ref, link });
    expect(run.summary).toContain('welcome-page');
  });
});
