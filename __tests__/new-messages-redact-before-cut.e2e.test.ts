/**
 * The messages this session added quote values from outside: a 303's Location (the start that may
 * have started) and a job read's failure (the time-out that leaves the job running). Each value is
 * redacted, put on one line, and only then cut to its limit: with the api-key placed across the
 * cut, at several offsets, no 12 characters of it reach the log, the outputs or the summary.
 */
import { describe, expect, it } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { isStart, useGateway } from './helpers/gateway.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();
let offset = 0;
/** A Location whose origin (what the message quotes, cut at 100 characters) is cut inside the key. */
const location = (): string => `https://${'a'.repeat(offset)}${DEMO_API_KEY}.example/job`;
/** The service's words, cut at 200 characters inside the key. */
const busy = (): string => `busy ${'b'.repeat(offset + 105)}${DEMO_API_KEY} now`;
const gateway = useGateway(
  () => sim.service().url,
  (passed) => {
    if (isStart(passed) && passed.status === 201) return { status: 303, headers: { location: location() } };
    if (passed.method === 'GET') return { status: 503, body: JSON.stringify({ error: busy() }) };
    return undefined;
  },
);

/** Every 12-character run of the key. */
const pieces = Array.from({ length: DEMO_API_KEY.length - 11 }, (_, at) => DEMO_API_KEY.slice(at, at + 12));
const everything = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

describe('a value holding the api-key across the place its message cuts it', () => {
  it.each([70, 75, 80, 85, 89])('%i characters in: no piece of the key anywhere', async (at) => {
    offset = at;
    const started = await sim.act({ prompt: 'Document the --dry-run flag.', 'base-url': gateway.url() });
    expect(started.outputs.outcome).toBe('error');
    expect(everything(started)).toContain('a redirect');
    const waited = await sim.act({ 'job-id': 'job-1', 'base-url': gateway.url(), timeout: '5s' });
    expect(waited.outputs.outcome).not.toBe('completed');
    for (const run of [started, waited]) for (const piece of pieces) expect(everything(run)).not.toContain(piece);
    // The cut did fall inside the key: each message shows the redaction, cut or whole.
    expect(everything(started)).toMatch(/a redirect to https:\/\/a+\*/);
    expect(everything(waited)).toMatch(/HTTP 503 \(busy b+\*/);
  });
});
