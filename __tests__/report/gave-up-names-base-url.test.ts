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
 * What should happen instead: when no request reached the service (no status read, no error it
 * answered), the advice names 'base-url' and its value first; when it was reached and answered
 * with errors, the address is not blamed.
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
  describe.each([
    ['nothing sent', undefined],
    [
      'after a follow-up the service took',
      { started: false, sent: { kind: 'message', text: 'Shorter.' } } as StepHistory,
    ],
  ])('%s', (_, history) => {
    it('names base-url and its value when no request ever reached the service', () => {
      expect(adviceOf(gaveUp({}), history)).toMatch(/check 'base-url', now http:\/\/127\.0\.0\.1:8788/);
    });

    it('does not blame the address once the service answered, with errors or a status', () => {
      expect(adviceOf(gaveUp({ serviceErred: true, fault: 'HTTP 503' }), history)).not.toMatch(/base-url/);
      expect(adviceOf(gaveUp({ job: { status: 'active' } }), history)).not.toMatch(/base-url/);
    });
  });
});
