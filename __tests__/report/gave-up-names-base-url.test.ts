/**
 * Was broken: a wait that gave up after 10 failed requests in a row, none of which ever reached the
 * service (every one refused: a wrong port or host in the base URL), said only "The service or the
 * network to it is failing; re-run the workflow once it answers again." The same requests ending
 * by the time-out first said to check 'base-url'; which advice a user got depended on which limit
 * came first (about 7 minutes at the defaults).
 *
 * How a user meets it: a typo in the port of `base-url` (`--base-url` on the command line): after
 * minutes of retries the advice is to wait for a service that was never there.
 *
 * What should happen instead: when no request reached the service (it took nothing the step sent,
 * and answered no request of the wait), the advice names 'base-url' and its value first; once it
 * was reached (any answer, even errors earlier in the wait, or the start it took), the address is
 * not blamed.
 */
import { describe, expect, it } from '@jest/globals';
import type { Config } from '../../src/inputs/inputs.ts';
import { fullText } from '../../src/output/text.ts';
import { judge, type StepHistory } from '../../src/report/verdict.ts';
import type { WaitResult } from '../../src/wait/wait.ts';

const config = {
  projectId: 'proj_1',
  baseUrl: 'http://127.0.0.1:8788',
  failOn: new Set(['failed']),
  requirePr: false,
} as unknown as Config;

const gaveUp = (extra: Partial<WaitResult>): WaitResult => ({
  outcome: 'gave-up',
  polls: 10,
  waitedMs: 35_000,
  fault: 'connection refused (ECONNREFUSED)',
  ...extra,
});

const adviceOf = (result: WaitResult, history?: StepHistory): string => {
  const verdict = judge({ id: 'job-1', result }, config, history);
  return `${fullText(verdict.why ?? '')} ${fullText(verdict.next ?? '')}`;
};

describe('a wait that gave up', () => {
  it('names base-url and its value when no request ever reached the service', () => {
    expect(adviceOf(gaveUp({}))).toMatch(/check 'base-url', now http:\/\/127\.0\.0\.1:8788/);
  });

  it.each([
    ['it answered with errors, the last one too', gaveUp({ serviceErred: true, reached: true, fault: 'HTTP 503' })],
    [
      'it answered with errors, then connections reset',
      gaveUp({ reached: true, fault: 'connection reset (ECONNRESET)' }),
    ],
    ['a status was read before the faults', gaveUp({ job: { status: 'active' }, reached: true })],
  ])('does not blame the address once the service was reached: %s', (_, result) => {
    expect(adviceOf(result)).not.toMatch(/base-url/);
  });

  it.each([
    ['the start', { started: true, sent: { kind: 'prompt', text: 'Document the flag.' } }],
    ['a follow-up', { started: false, sent: { kind: 'message', text: 'Shorter.' } }],
  ] as Array<[string, StepHistory]>)('does not blame the address once the service took %s', (_, history) => {
    expect(adviceOf(gaveUp({}), history)).not.toMatch(/base-url/);
  });
});
