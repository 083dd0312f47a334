/**
 * Was broken: the `job` output (and the command line's `--json` `job`) stops being JSON when the
 * service's job holds the key's bytes as numbers (a Buffer as JSON, `{"type":"Buffer","data":
 * [109,105,...]}`, which SECURITY.md names as a form it hides). src/service/answers.ts redacts each
 * string of the body (redactDeep) and leaves numbers alone; the log then redacts the output's
 * JSON text as text (src/output/log.ts, outputs are "redacted last"), and the DECIMAL_BYTES reading
 * of src/output/redaction.ts replaces the numbers with `***` inside the array: `"data":[***]`,
 * which no JSON reader takes.
 *
 * How a user meets it: a service (or a debugging gateway) that adds the request's Authorization
 * header to the job as a Node Buffer. The key is hidden, as promised, but a later step's
 * `fromJSON(steps.docs.outputs.job)` fails the workflow with a parse error, and `--json` hands on
 * `job` as a string instead of the object, so `jq '.job.status'` fails.
 *
 * Was: the `job` output is `{"id":"job-buffer",...,"trace":{"type":"Buffer","data":[***]}}`
 * (JSON.parse throws); the command line's `--json` has `"job":"{\"id\":...[***]}}"`.
 *
 * Now, as promised: README.md's outputs: `job` is "The last job object, as one line of
 * JSON"; docs/cli.md: `--json` has "the action's outputs typed (... `results` and `job` parsed)".
 * The secret is hidden without breaking the document (a redacted value in its place, such as the
 * string "***").
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const BUFFER = { type: 'Buffer', data: [...Buffer.from(`Bearer ${DEMO_API_KEY}`)] };
const job = { status: 'completed', prLink: null, trace: BUFFER };

describe('a job that holds the key as a Buffer', () => {
  it('leaves the `job` output JSON, the key hidden', async () => {
    sim.service().setJob('job-buffer', [{ job }]);
    const run = await sim.act({ 'job-id': 'job-buffer' });
    expect(run.outputs.outcome).toBe('completed');
    const text = run.outputs.job ?? '';
    expect(text).not.toContain(BUFFER.data.slice(7, 19).join(','));
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect((JSON.parse(text) as { status?: string }).status).toBe('completed');
  });

  it("hands on `job` parsed in the command line's --json", async () => {
    sim.service().setJob('job-buffer', [{ job }]);
    const ran = await runCli([
      'wait',
      'job-buffer',
      '--json',
      '--base-url',
      sim.service().url,
      '--timeout',
      '5s',
      '--poll-interval',
      '1s',
    ]);
    expect(ran.code).toBe(0);
    const parsed = JSON.parse(ran.out) as { job?: unknown };
    expect(ran.out).not.toContain(BUFFER.data.slice(7, 19).join(','));
    expect(typeof parsed.job).toBe('object');
  });
});
