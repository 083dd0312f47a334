/**
 * Was broken: src/output/redaction.ts `READINGS` reads the key's split and listed forms (`SPLIT`,
 * `[SPACE, SPLIT]`, `CHARACTER_LIST`) only on the text as it stands: no reading undoes an
 * encoding first (tag characters, look-alike letters, `%XX`, HTML entities) and then takes the
 * separators or the list's quotes out. So the forms this session's fixes hide
 * (`mint_d, emo012, ...`, `["mint_d","emo012",...]`, a hyphen at each wrapped line's end) pass
 * whole once they are written in Unicode tag characters, in fullwidth letters, percent-encoded
 * (a query string) or with their line breaks as HTML entities (an HTML error page).
 *
 * How a user meets it: the service, a gateway or a proxy echoes the Authorization header in its
 * error words, in one of the forms below (a logger's list of the key's groups, URL-encoded into a
 * link; wrapped and HTML-escaped; or in tag characters / fullwidth letters, each of which is
 * already hidden when the key is written plainly). The words go to the log, the annotations, the
 * summary and the outputs.
 *
 * Was: for every shape below, the run's surfaces show the key's groups, which read as the
 * whole key once the encoding and the separators are taken out (`demo01234567` found; in the
 * tag-character shapes the log's cut leaves `mint_demo012`, the key's start six past `mint_`). Checked
 * with `createRedact` directly: each shape comes back unchanged.
 *
 * Now, as promised: SECURITY.md, "What is secret": "Each is hidden also as it reads once
 * an encoding applied before it reached the action is undone", and lists as hidden "between its
 * characters or groups of up to six by `-`, ... `,` ... (with white space beside them too:
 * `mint_d, emo012, ...`, a hyphen at each wrapped line's end), written in Unicode tag characters
 * ..., written as a list of its characters or groups of up to six (`["mint_d","emo012",...]`), or
 * percent-encoded ..., written as HTML entities by number ... or in look-alike letters NFKC reads
 * as its own". Each shape is one of those forms with one of those encodings applied on top.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];
const tags = (text: string): string =>
  [...text].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xe0000)).join('');
const fullwidth = (text: string): string =>
  [...text].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)).join('');

const SHAPES: Record<string, string> = {
  'its groups split by ", ", in tag characters': tags(groups.join(', ')),
  'its characters split by "-", each a tag character': [...DEMO_API_KEY].map(tags).join('-'),
  'its groups split by ", ", in fullwidth letters': groups.map(fullwidth).join(', '),
  'a JSON list of its groups, URL-encoded (a query string)': encodeURIComponent(JSON.stringify(groups)),
  'its groups split by ", ", URL-encoded': encodeURIComponent(groups.join(', ')),
  'a hyphen at each wrapped line, the line break an HTML entity': groups.join('-&#10;'),
};

const PIECE = DEMO_API_KEY.slice(5, 17);
/** Its start, six characters past `mint_`: a piece (SECURITY.md), as a cut line keeps it. */
const START = DEMO_API_KEY.slice(0, 11);
/** What a reader makes of a text: every encoding undone, then the separators, quotes and brackets out. */
const read = (text: string): string =>
  text
    // JSON inside JSON (the outputs as a JSON text) doubles an escape's backslash.
    .replace(/\\+(?=u[0-9a-fA-F]{4})/g, '\\')
    .replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#x([0-9a-fA-F]+);?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(parseInt(dec, 10)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/[\u{E0020}-\u{E007E}]/gu, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0xe0000))
    .normalize('NFKC')
    .replace(/[\\\s"',\-[\]]/g, '');

/** Each line of each surface, read on its own. */
const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  ...Object.values(run.outputs),
  ...run.summary.split('\n'),
];

describe('a key echoed by the service as its groups or a list of them, under an encoding', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: no surface of the action shows it`, async () => {
      // A job the service keeps a log in: the `job` output hands it on whole (no cut).
      const job = { status: 'completed', prLink: null, log: `401 from upstream for key ${shape}` };
      sim.service().setJob('job-echo', [{ job }]);
      const run = await sim.act({ 'job-id': 'job-echo' });
      expect(run.outputs.outcome).toBe('completed');
      expect(surfaces(run).join('\n')).toContain('401 from upstream for key');
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(PIECE));
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(START));
    });
  }
});
