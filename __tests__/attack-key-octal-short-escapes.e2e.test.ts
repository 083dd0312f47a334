/**
 * Was broken: the admin key octal-escaped as C, Python and JavaScript write it
 * (`\155\151\156\164\137...\60\61\62`, a digit's escape two octal digits long) is shown whole in
 * the step's error annotation and log (and in the job summary, its backslashes written as
 * `&#92;`).
 *
 * Now, as promised: SECURITY.md, "What is secret": each secret is hidden "as it reads once an
 * encoding ... is undone: ... `\u`-, `\u{}`-, `\x`- or octal-escaped (its backslash doubled too,
 * as JSON inside a JSON string writes it)".
 */
/**
 * src/output/redaction.ts reads an octal escape only as exactly three digits (`\\[0-3][0-7]{2}`).
 * An octal escape is one to three digits: `printf("\\%o", c)`, Python's `"\\%o" % b` and
 * JavaScript's `"\\" + c.toString(8)` write every digit of a key (`0` is 060) as `\60`..`\71`.
 * A key's run of 12 characters holds a digit, so no run is read back, and the whole key shows.
 *
 * How a user meets it: a service (or a gateway in front of it) that escapes the credential it echoes
 * in an error, as a C or Python logger escapes bytes, answers `Job not found (token \155\151...)`.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** Each byte as its shortest octal escape, as C's `\%o`, Python and JavaScript write it. */
const OCTAL = [...Buffer.from(DEMO_API_KEY)].map((byte) => `\\${byte.toString(8)}`).join('');

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

/** The octal escapes read back, as a C or Python string literal reads them. */
const unescaped = (text: string): string =>
  text.replace(/\\{1,2}([0-7]{1,3})/g, (_, digits: string) => String.fromCharCode(parseInt(digits, 8)));

describe('the key octal-escaped with the shortest escapes', () => {
  it('is on no surface', async () => {
    // The escapes are the key: `\60` is `0`, `\155` is `m`.
    expect(unescaped(OCTAL)).toBe(DEMO_API_KEY);
    sim
      .service()
      .setJob('job-octal', [{ http: 404, body: JSON.stringify({ error: `Job not found (token ${OCTAL})` }) }]);
    const run = await sim.act({ 'job-id': 'job-octal' });
    expect(run.outputs.outcome).toBe('not-found');
    // No run of 12 of the key's characters reads back from anything the step showed.
    const shown = unescaped(surfaces(run));
    const runs = Array.from({ length: DEMO_API_KEY.length - 12 - 4 }, (_, i) => DEMO_API_KEY.slice(5 + i, 17 + i));
    expect(runs.filter((piece) => shown.includes(piece))).toEqual([]);
  });
});
