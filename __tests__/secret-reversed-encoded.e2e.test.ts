/**
 * Was broken: the api-key written backwards is hidden only as raw text; written backwards and then
 * encoded (base64, hexadecimal) it is shown whole. src/output/redaction.ts adds each piece's
 * reversal to the trie as written (`pieces.map(reversed)`), but the base64, base32 and hex forms
 * are made of the key forwards only, and no reading decodes base64 or hex before searching.
 *
 * How a user meets it: a service that "fingerprints" the caller's key by reversing it and then
 * encoding it (a common obfuscation: `btoa(key.split('').reverse().join(''))`) and echoes that in
 * a job field. The step hands the field to the `model` and `job` outputs (every later step has
 * them), prints it in its log and writes it to the job summary: anyone decodes and reverses it.
 *
 * What should happen instead (SECURITY.md: a secret is hidden "written backwards", and "each is
 * hidden also as it reads once an encoding applied before it reached the" surface ... base64,
 * hexadecimal; the guide: no secret, encoded in any way, on any surface): the key reversed and then
 * encoded is hidden as the key encoded is.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const REVERSED = [...DEMO_API_KEY].reverse().join('');

/** Every surface of a run, the ::add-mask:: lines aside. */
function surfaces(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.annotations.map((a) => a.message).join('\n'),
    run.stderr,
    ...Object.values(run.outputs),
    run.summary,
  ].join('\n');
}

async function echoed(id: string, value: string): Promise<ActionRun> {
  sim
    .service()
    .setJob(id, [{ job: { status: 'completed', model: value, prLink: 'https://github.com/acme/docs/pull/42' } }]);
  const run = await sim.act({ 'job-id': id });
  expect(run.outputs.outcome).toBe('completed');
  return run;
}

describe('the api-key reversed and then encoded, echoed by the service', () => {
  it('in base64 is on no surface', async () => {
    const encoded = Buffer.from(REVERSED).toString('base64'); // ZmVkY2JhOTg3NjU0MzIxMG9tZWRfdG5pbQ==
    const run = await echoed('job-reversed-base64', encoded);
    // Fails: the `model` output, the log and the summary hold ZmVkY2JhOTg3NjU0MzIxMG9tZWRfdG5pbQ== whole.
    expect(surfaces(run)).not.toContain(encoded.replace(/=+$/, ''));
  });

  it('in hexadecimal is on no surface', async () => {
    const encoded = Buffer.from(REVERSED).toString('hex');
    const run = await echoed('job-reversed-hex', encoded);
    // Fails: 666564636261393837363534333231306f6d65645f746e696d is shown whole.
    expect(surfaces(run)).not.toContain(encoded);
  });
});
