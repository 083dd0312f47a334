/**
 * Was broken: src/output/redaction.ts `READINGS`: the key's decimal bytes (`DECIMAL_BYTES`) are read
 * only on the text as it stands (`[DECIMAL_BYTES]` alone): no reading undoes an encoding first.
 * So a Buffer's bytes (`109,105,110,...`) pass whole once their commas are percent-encoded (a
 * query string), HTML entities (an HTML error page), `\u002c` escapes, or the whole is in tag
 * characters or fullwidth digits, each an encoding the other shapes are read under.
 *
 * How a user meets it: the service or a gateway echoes the request's Authorization header as a
 * Node Buffer's bytes inside a link (`?auth=109%2C105%2C110...`) or an HTML-escaped page; the
 * job's words go to the log, the summary and the `job` output.
 *
 * Was: each shape below is on the surfaces as the service sent it, and reads as the bytes
 * of `mint_demo0123456789abcdef` once its one encoding is undone. Checked with `createRedact`
 * directly: each comes back unchanged, while the plain `109,105,110,...` is hidden.
 *
 * Now, as promised: SECURITY.md, "What is secret": hidden "as it reads once an
 * encoding applied before it reached the action is undone: ... or decimal bytes
 * (`[109,105,...]`, a buffer as JSON, one a line too ...), ..., each of these also once an
 * encoding is undone, or percent-encoded ..., `\u`-... escaped ..., written as HTML entities by
 * number ... or in look-alike letters NFKC reads as its own (fullwidth, ...)", and "written in
 * Unicode tag characters".
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService();

const bytes = [...Buffer.from(DEMO_API_KEY)].map(String);
const tags = (text: string): string =>
  [...text].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xe0000)).join('');
const fullwidth = (text: string): string =>
  [...text].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)).join('');

const SHAPES: Record<string, string> = {
  'its commas percent-encoded (a query string)': encodeURIComponent(bytes.join(',')),
  'its commas as HTML entities': bytes.join('&#44;'),
  'its commas as \\u002c escapes': bytes.join('\\u002c'),
  'in tag characters': tags(bytes.join(',')),
  'in fullwidth digits': fullwidth(bytes.join(',')),
};

const PIECE = DEMO_API_KEY.slice(5, 17);
/** What a reader makes of a text: its one encoding undone, then each run of numbers read as bytes. */
const read = (text: string): string => {
  const decoded = text
    .replace(/\\+(?=u[0-9a-fA-F]{4})/g, '\\')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/[\u{E0020}-\u{E007E}]/gu, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0xe0000))
    .normalize('NFKC');
  return (decoded.match(/\d{1,3}(?:,\d{1,3})+/g) ?? [])
    .map((run) => String.fromCharCode(...run.split(',').map(Number)))
    .join(' ');
};

const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  ...Object.values(run.outputs),
  ...run.summary.split('\n'),
];

describe("the key's decimal bytes under an encoding, in a job the service answers", () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: no surface of the action shows it`, async () => {
      const job = { status: 'completed', prLink: null, log: `upstream 401, auth=${shape}` };
      sim.service().setJob('job-bytes', [{ job }]);
      const run = await sim.act({ 'job-id': 'job-bytes' });
      expect(run.outputs.outcome).toBe('completed');
      expect(surfaces(run).join('\n')).toContain('upstream 401');
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(PIECE));
    });
  }
});
