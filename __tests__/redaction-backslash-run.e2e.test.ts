/**
 * Was broken: the one redaction (src/output/redaction.ts, createRedact) reads escapes with patterns of
 * the shape `\\+x` (SPACE's `\\+[nrtfbv]`, UNICODE's `\\+u[0-9A-Fa-f]{4}`, ESCAPES' `\\+u`, `\\+x`,
 * `\\+[0-3][0-7]{2}`). On a long run of backslashes that no such letter ends, each position of the
 * run takes the whole run and gives it back one character at a time: the time is quadratic in the
 * run's length (about 67 s for 64,000 backslashes on this machine, 4.5 s for 16,000). The service
 * client redacts every string of every answer before it parses it (src/service/answers.ts,
 * redactDeep), synchronously, so while it runs no timer fires: not `timeout`, not the poll
 * interval, not the runner's cancel.
 * How a user meets it: a misbehaving service (or a proxy, a cache) answers a poll with a job whose
 * `model` (any string) is a run of backslashes, well under the 1 MiB bound: 200,000 backslashes
 * are a 400 kB body. The step with `timeout: 5s` never ends on its own: each redaction of that one
 * string takes about ten minutes, and it is redacted more than once (the body, the debug log, the
 * outputs), so the runner's 6 h limit ends it.
 * Was: the run is still busy when the test kills it after 60 s (exit null, SIGKILL); no
 * `outcome` output was written.
 * What should happen instead: README: "`timeout` | How long the step may take in all, the start
 * and request time included"; SECURITY.md: "bodies are bounded (1 MiB ...)... a deeper one is a
 * failed read, never a crash". The
 * step ends within its timeout (a few seconds here) with `outcome` set, whatever the answer holds.
 * Now each of those patterns reads a run of backslashes from its start only (`(?<!\\)\\+`): linear.
 * And answers are bounded at 64 KiB now: 200,000 backslashes are refused unread, 32,000 are read.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService();

describe('a job answer holding a long run of backslashes', () => {
  it.each([32_000, 200_000])('%s of them do not keep the step past its timeout', async (length) => {
    sim.service().setJob('job-slashes', [{ job: { status: 'completed', model: '\\'.repeat(length) } }]);
    const run = await runAction(sim.inputs({ 'job-id': 'job-slashes', timeout: '5s' }), { killAfterMs: 60_000 });
    expect({ signal: run.signal, outcome: run.outputs.outcome ?? '(unset)' }).toEqual({
      signal: null,
      outcome: expect.stringMatching(/.+/),
    });
  });
});
