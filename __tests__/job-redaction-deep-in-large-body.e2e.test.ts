/**
 * Was broken: src/service/answers.ts `redactDeep` (its `hideWhatShows` walk) redacts the whole JSON
 * text of every part of the service's answer that "shows" a secret, then of each of its children,
 * then of the redacted parts again, level by level down to the part that holds the secret: a body
 * of n bytes whose secret sits d levels deep costs about 2·d redactions of n bytes, on every
 * poll, synchronously (the event loop is blocked: no timeout, signal or request runs meanwhile).
 * Bodies were bounded at 1 MiB (64 KiB now) and 64 levels, so one answer cost about 130 MiB of redaction.
 *
 * How a user meets it: a service (or a debugging gateway, a cache) answers a job of about 1 MiB
 * (a long `messages` log, for instance) that also carries the request's Authorization header as a
 * Node Buffer (`{"type":"Buffer","data":[109,105,...]}`, the shape SECURITY.md names) some levels
 * deep. The step takes over a minute per poll (measured on the bundle, the case below given a
 * 280 s net: 84 s, ending "Completed after 1m 23s" though `timeout: 20s`; with tsx, `classifyGet` on such a 1 MiB body 60 levels deep took
 * 54 s, 10 levels 15 s, 1 level 3.9 s; the same 1 MiB redacted once takes 0.4 s), so a
 * `timeout: 20s` step runs for minutes, a dozen polls for a quarter of an hour.
 *
 * Was: the run is killed by the 25 s net (signal SIGKILL/SIGTERM, no `outcome` output),
 * where the same body without the key's bytes (`data: [1,2,3]`) finishes in 2.5 s.
 *
 * Now, as promised: SECURITY.md, "What is untrusted", every byte of the service's
 * answers: "every secret ... is removed from every string of a body before anything parses it, in
 * time that grows with the text's length, whatever it repeats". A body of 1 MiB is read in the
 * time of a few redactions of 1 MiB, however deep its secret is nested, and the step's `timeout`
 * is kept. The bound is 64 KiB now (src/service/client.ts): the body here is just under it.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const PAD = 'The agent read the page and wrote a new section about the API. '.repeat(900);
function jobWith(depth: number, trace: unknown): Record<string, unknown> {
  let inner: unknown = { trace, notes: PAD };
  for (let i = 0; i < depth; i++) inner = { step: inner };
  return { status: 'completed', prLink: null, details: inner };
}

describe('a 60 KB job that holds the key as a Buffer some levels deep', () => {
  it('is read with only the part that shows the key hidden (its time: npm run bench)', async () => {
    const buffer = { type: 'Buffer', data: [...Buffer.from(`Bearer ${DEMO_API_KEY}`)] };
    sim.service().setJob('job-deep', [{ job: jobWith(60, buffer) }]);
    // Its time is measured by `npm run bench`, not here: a generous timeout, and the result checked.
    const run = await sim.act({ 'job-id': 'job-deep', timeout: '10m' });
    expect(run.signal).toBeNull();
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs.job ?? '').not.toContain(buffer.data.slice(7, 19).join(','));
    // Only the part that shows the key is hidden: the text beside it is kept.
    let inner = (JSON.parse(run.outputs.job ?? '{}') as { details?: unknown }).details as Record<string, unknown>;
    for (let i = 0; i < 60; i++) inner = inner.step as Record<string, unknown>;
    expect(inner).toEqual({ trace: { type: 'Buffer', data: '***' }, notes: PAD });
  });
});
