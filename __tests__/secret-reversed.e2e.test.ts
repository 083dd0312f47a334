/**
 * Was broken: the api-key written backwards is shown whole.
 *
 * The guide's rule: no secret nor any piece of one, encoded in any way, ever appears in a log
 * line, an output, an annotation or the summary; SECURITY.md names every byte of the service's
 * answers untrusted. The redaction (src/output/redaction.ts) reads a text raw, escaped, percent-,
 * \u-, entity-, base64- and hex-encoded, but never reversed: `fedcba9876543210omed_tnim` is the key
 * `mint_demo0123456789abcdef` to anyone who reads it right to left, and no run of it matches a
 * form the trie holds.
 *
 * How a user meets it: a misbehaving (or compromised) service that echoes the caller's key in a
 * job field, reversed (a "fingerprint", a debugging echo, a mangled header): the step hands it to
 * the `model` and `job` outputs and prints the `job` output in its log, so every later step, and
 * every reader of the log, has the key.
 *
 * What should happen instead: the reversal of every secret (and of every piece of one) is hidden
 * as the secret is, on every surface.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const REVERSED = [...DEMO_API_KEY].reverse().join('');

/** Each surface of a run that shows the text, with its first line that does (::add-mask:: lines aside). */
function showing(run: ActionRun, text: string): string[] {
  const surfaces: Record<string, string> = {
    stdout: run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    stderr: run.stderr,
    outputs: JSON.stringify(run.outputs),
    summary: run.summary,
  };
  return Object.entries(surfaces)
    .filter(([, shown]) => shown.includes(text))
    .map(
      ([surface, shown]) =>
        `${surface}: ${shown
          .split('\n')
          .find((line) => line.includes(text))
          ?.slice(0, 200)}`,
    );
}

describe('the api-key, reversed, in a job field of a completed job', () => {
  it('is on no surface', async () => {
    sim.service().setJob('job-reversed', [
      {
        job: { status: 'completed', model: `claude (${REVERSED})`, prLink: 'https://github.com/acme/docs/pull/42' },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-reversed' });
    expect(run.outputs.outcome).toBe('completed');
    // Fails: the outputs (model, job) and the log's `job: {...}` line hold the reversed key.
    expect(showing(run, REVERSED)).toEqual([]);
  });
});
