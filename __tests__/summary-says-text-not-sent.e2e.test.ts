/**
 * Was broken: a follow-up the service refused (a 429 asking to wait past the step's `timeout`, a
 * 400) ended with "The service did not act on the request", yet the summary's folded block of the
 * text was titled "Message sent". The block now says whether the text went: sent, not sent, or
 * may have been taken (a request whose answer was lost).
 */
import { describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe("the summary's block of the text the step had to send", () => {
  it.each([
    [
      'a 429 asking to wait past the timeout',
      { http: 429, headers: { 'retry-after': '600' }, body: '{"error":"slow down"}' },
    ],
    ['a 400', { http: 400, body: '{"error":"bad message"}' }],
  ])('a follow-up refused with %s: "Message (not sent)"', async (_what, fault) => {
    sim.service().setJob('job-idle', [{ job: { status: 'completed' } }]);
    sim.service().failNextPost(fault);
    const run = await sim.act({ 'job-id': 'job-idle', message: 'Also document the --json flag.', timeout: '5s' });
    expect(run.exitCode).toBe(1);
    expect(run.summary).toContain('<summary>Message (not sent)</summary>');
    expect(run.summary).not.toContain('<summary>Message sent</summary>');
  });

  it('a follow-up the service took: "Message sent"', async () => {
    sim.service().setJob('job-idle', [{ job: { status: 'completed' } }]);
    const run = await sim.act({ 'job-id': 'job-idle', message: 'Also document the --json flag.', wait: 'false' });
    expect(run.summary).toContain('<summary>Message sent</summary>');
  });
});
