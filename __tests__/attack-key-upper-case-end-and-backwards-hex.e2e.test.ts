/**
 * Was broken: the admin key upper-cased by the service and then hex-encoded as its last eight
 * characters (`3839414243444546`) or written backwards (`4645444342413938...`) is shown in the
 * action's log, error annotation and job summary and in the command line's standard error, though
 * the same forms of the key as written are hidden.
 *
 * Now, as promised: SECURITY.md, "What is secret": "a key's last eight characters ... each also
 * written backwards", hidden as "hexadecimal (any run of 12 bytes ...; and its end's)", and "A key
 * of a known format (`mint_`, ...) is found in any case of its letters too ..., and its base64,
 * base32 and hexadecimal forms (UTF-16 too) are made of it upper- and lower-cased too".
 */
/**
 * fc80c56 made the key's base64, base32 and hex forms of it upper- and lower-cased too (`bytesAs` in
 * src/output/redaction.ts), but two forms are still made of the key as written only: the hex of
 * its end (END_CHARS) and the hex (and base64) of its backwards form. A service or gateway that
 * upper-cases the credential it echoes and dumps it as bytes (or the end of it, as a "masked"
 * key's last characters) shows what the action promises to hide, on surfaces anyone with read
 * access to the repository sees.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { scratchFolder } from './helpers/scratch.ts';

const scratch = scratchFolder('found-hex-');

jest.setTimeout(90_000);
const sim = useSimulatedService();

const UPPER = DEMO_API_KEY.toUpperCase();
const backwards = (text: string): string => [...text].reverse().join('');
/** The upper-cased key's last eight characters, as hexadecimal bytes: `89ABCDEF`. */
const END_HEX = Buffer.from(UPPER.slice(-8)).toString('hex');
/** The upper-cased key written backwards, as hexadecimal bytes. */
const BACKWARDS_HEX = Buffer.from(backwards(UPPER)).toString('hex');

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    run.annotations.map((a) => a.message).join('\n'),
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

const notFound = (form: string) => [{ http: 404, body: JSON.stringify({ error: `Job not found (token ${form})` }) }];

describe('the key upper-cased by the service, then hex-encoded', () => {
  it('its end (last eight characters) as hex is on no surface of the action', async () => {
    // The dump reads back as the key's end, up to its case.
    expect(Buffer.from(END_HEX, 'hex').toString().toLowerCase()).toBe(DEMO_API_KEY.slice(-8));
    sim.service().setJob('job-end-hex', notFound(END_HEX));
    const run = await sim.act({ 'job-id': 'job-end-hex' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(surfaces(run)).not.toContain(END_HEX);
  });

  it('written backwards, as hex, no run of 12 of its bytes is on any surface of the action', async () => {
    expect(backwards(Buffer.from(BACKWARDS_HEX, 'hex').toString()).toLowerCase()).toBe(DEMO_API_KEY);
    sim.service().setJob('job-backwards-hex', notFound(BACKWARDS_HEX));
    const run = await sim.act({ 'job-id': 'job-backwards-hex' });
    expect(run.outputs.outcome).toBe('not-found');
    // 12 bytes: 24 hex digits, from the dump's start (`FEDCBA987654`, the key's end backwards).
    expect(surfaces(run)).not.toContain(BACKWARDS_HEX.slice(0, 24));
  });

  it("the command line's standard error (nor --json, --output-file) shows neither", async () => {
    sim.service().setJob('job-cli-hex', notFound(`${END_HEX} ${BACKWARDS_HEX}`));
    const dir = mkdtempSync(path.join(scratch, 'found-hex-'));
    const file = path.join(dir, 'out.env');
    const ran = await runCli([
      'wait',
      'job-cli-hex',
      '--json',
      '--output-file',
      file,
      '--base-url',
      sim.service().url,
      '--poll-interval',
      '100ms',
    ]);
    expect(ran.code).not.toBe(0);
    const shown = [ran.out, ran.err, readFileSync(file, 'utf8')].join('\n');
    expect(shown).not.toContain(END_HEX);
    expect(shown).not.toContain(BACKWARDS_HEX.slice(0, 24));
  });
});
