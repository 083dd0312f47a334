/**
 * Was broken: a key's last eight characters are a piece of it (END_CHARS in src/output/redaction.ts,
 * added this session: "a key shown masked by its start and its end gives away both"), and are
 * hidden as text; but in hexadecimal only runs of 12 bytes (and the whole key) are forms, so the
 * end's bytes in hex are shown. In a hex dump (`xxd`, `hexdump -C`, a debugging proxy's dump of a
 * request) the key's last row holds fewer than 12 bytes: its text column is hidden, and the hex
 * column beside it gives the same characters away.
 *
 * How a user meets it: a service (or a debugging proxy in front of it) answers with an error that
 * carries an `xxd` dump of the Authorization header it got, or puts it in a job field. The step
 * hands the field to the `model` and `job` outputs and prints it in its log: the row
 * `00000010: 3738 3961 6263 6465 66   7***` shows `789abcdef`, nine of the key's characters
 * (its end piece among them), in hex.
 *
 * What should happen instead (the guide: no secret nor any piece of one, encoded in any way, ever
 * appears on a surface; SECURITY.md hides the key's hexadecimal): each piece the redaction knows,
 * the end piece too, is hidden in hexadecimal as it is as text.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** `xxd`'s dump of a text: offset, 16 bytes a row in groups of two, and the text column. */
function xxd(text: string): string {
  const bytes = Buffer.from(text);
  const rows: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 16) {
    const row = bytes.subarray(offset, offset + 16);
    const hex = (row.toString('hex').match(/.{1,4}/g) ?? []).join(' ');
    rows.push(`${offset.toString(16).padStart(8, '0')}: ${hex.padEnd(39)}  ${row.toString('latin1')}`);
  }
  return rows.join('\n');
}

/** The key's end piece (its last eight characters) in hex: 3839616263646566 (`89abcdef`). */
const END_HEX = Buffer.from(DEMO_API_KEY.slice(-8)).toString('hex');

/** Every surface of a run (the ::add-mask:: lines aside), white space and escaped line breaks out, as a reader joins a dump's hex. */
function hexRead(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.annotations.map((a) => a.message).join('\n'),
    run.stderr,
    ...Object.values(run.outputs),
    run.summary,
  ]
    .join('\n')
    .replace(/\\+n|\s/g, '');
}

describe('an xxd dump of the api-key, echoed by the service', () => {
  it("does not show the key's end piece in its hex column", async () => {
    const dump = xxd(DEMO_API_KEY);
    sim
      .service()
      .setJob('job-xxd', [
        { job: { status: 'completed', model: dump, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-xxd' });
    expect(run.outputs.outcome).toBe('completed');
    // The text column's end is hidden (the end piece)...
    expect(Object.values(run.outputs).join('\n')).not.toContain('89abcdef');
    // ...Fails: the hex column beside it shows it: `3738 3961 6263 6465 66` in the `model` output and the log.
    expect(hexRead(run)).not.toContain(END_HEX);
  });
});
