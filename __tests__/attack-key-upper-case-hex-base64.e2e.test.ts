/**
 * Was broken: the admin key in upper case, as a service's error dumps it in hexadecimal or base64
 * (`4D494E545F44454D4F...`), is shown whole in the step's error annotation, log and job summary.
 *
 * Now, as promised: SECURITY.md, "What is secret": "A key of a known format (`mint_`, `ghs_`, ...)
 * is found in any case of its letters too (the key up to its case is the key to anyone who tries
 * the cases)", and each is hidden "as it reads once an encoding ... is undone: its base64 ...,
 * hexadecimal ...".
 */
/**
 * src/output/redaction.ts folds case when it matches a text and each decoded reading of it (a key
 * upper-cased and percent-encoded, or written as HTML entities, is hidden), but the hexadecimal,
 * base64 and base32 forms are made from the key's bytes as written only: the bytes of `MINT_DEMO...`
 * are other bytes, so no form matches them, and decoding them gives back the key up to its case.
 *
 * How a user meets it: a gateway in front of the service normalises header values to upper case and
 * answers a refused request with their bytes (`Unauthorized: credentials 4D494E54...`); anyone who
 * reads the run's log or summary decodes the key and tries its letters' cases.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const UPPER = Buffer.from(DEMO_API_KEY.toUpperCase());
const DUMPS: Record<string, string> = {
  hexadecimal: UPPER.toString('hex').toUpperCase(),
  base64: UPPER.toString('base64'),
};

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

describe('the key in upper case, its bytes dumped by the service', () => {
  it.each(Object.keys(DUMPS))('in %s: on no surface', async (name) => {
    const dump = DUMPS[name] ?? '';
    // A piece of it is as secret as the whole: any run of 12 of the key's bytes, so encoded.
    const piece = name === 'hexadecimal' ? dump.slice(10, 34) : dump.slice(8, 24);
    sim
      .service()
      .setJob('job-dumped', [{ http: 404, body: JSON.stringify({ error: `Job not found (credentials ${dump})` }) }]);
    const run = await sim.act({ 'job-id': 'job-dumped' });
    expect(run.outputs.outcome).toBe('not-found');
    // The decoded dump is the key up to its case.
    expect(
      Buffer.from(dump, name === 'hexadecimal' ? 'hex' : 'base64')
        .toString()
        .toLowerCase(),
    ).toBe(DEMO_API_KEY);
    expect(surfaces(run)).not.toContain(piece);
  });
});
