/**
 * Was broken: the service's answer is redacted value by value (src/service/answers.ts `redactDeep`),
 * but an object's keys are kept as sent, and the whole body is handed on as the `job` output (and
 * the command line's `--json` `job`). The output's own last redaction reads the JSON text, where a
 * key's backslashes stand doubled (`\\u006d`), so a key the service wrote as `\u` escapes, which
 * the redaction reads back in any value, is handed on in an object key. The same text as a value
 * is `***`.
 *
 * How a user meets it: a misbehaving or compromised service (SECURITY.md: every byte of its answers
 * is untrusted) answers a job with an extra field whose name is the api-key it was sent, written as
 * `\u` escapes. The workflow's next step logs or stores `steps.docs.outputs.job` (or a CI script
 * prints `--json`), and the key is there for anyone who runs a JSON reader over it twice.
 * SECURITY.md: "every secret ... is removed from every string of a body before anything parses it",
 * and a secret is hidden once "`\u`-... escaped" in every output.
 *
 * What should happen instead: the key in an object's key is redacted as in a value: the `job`
 * output holds no form of the api-key.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The key as `\u` escapes, character by character (six characters each, one backslash). */
const ESCAPED = [...DEMO_API_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** A text with its `\u` escapes read back, however many backslashes stand before each. */
const read = (text: string): string =>
  text.replace(/\\+u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("the api-key, \\u-escaped, in the name of a field of the service's job", () => {
  it('as a value, it is redacted from the job output (the promise as kept)', async () => {
    sim.service().setJob('job-key-value', [{ job: { status: 'completed', note: ESCAPED } }]);
    const run = await sim.act({ 'job-id': 'job-key-value' });
    expect(run.outputs.outcome).toBe('completed');
    expect(read(run.outputs.job ?? '')).not.toContain(DEMO_API_KEY);
  });

  it('as the name of a field, it is not in the job output either', async () => {
    sim.service().setJob('job-key-name', [{ job: { status: 'completed', [ESCAPED]: 'x' } }]);
    const run = await sim.act({ 'job-id': 'job-key-name' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs.job).toContain('"status":"completed"');
    expect(read(run.outputs.job ?? '')).not.toContain(DEMO_API_KEY);
  });
});
