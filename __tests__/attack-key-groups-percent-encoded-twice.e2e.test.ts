/**
 * Was broken: src/output/redaction.ts `READINGS`: percent-encoding twice is undone only by the
 * reading `[PERCENT, PERCENT]`, which then searches the text as it is: no white space, no
 * separator, no list's quotes, no tag character and no terminal sequence is taken out after it.
 * The stacked reading (`[TAGS, SPACE, ESCAPES, ..., CHARACTER_LIST, SPLIT]`) decodes `%XX` only
 * once. So each shape this session hides (the key split by white space or separators, a list of
 * its groups, tag characters, coloured groups) passes whole once it is percent-encoded twice, as
 * a link put inside another link's query (a redirect's `?next=`, a proxy's log of a URL) writes it.
 *
 * How a user meets it: the service or a gateway echoes the Authorization header inside a link
 * that was itself URL-encoded into another (`...?return=https%3A...%3Fkey%3Dmint_d%252C%2520emo012...`):
 * the job's words go to the log, the annotations, the summary and the `job` output.
 *
 * Was: every shape below is on the surfaces as sent (e.g. `mint_d%2520emo012%2520345678...`),
 * which reads as the key `mint_demo0123456789abcdef` once decoded twice and the separators are out.
 * Checked with `createRedact` directly: each shape comes back unchanged, while the same shapes
 * percent-encoded once are hidden.
 *
 * Now, as promised: SECURITY.md, "What is secret": the key is hidden "split by white
 * space ..., between its characters or groups of up to six by `-`, `.`, `_`, `:`, `,`, `;`, `/` or
 * `|` ..., written in Unicode tag characters ..., written as a list of its characters or groups
 * of up to six ..., each of these also once an encoding is undone, or percent-encoded (as UTF-8,
 * once or twice)".
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];
const twice = (text: string): string => encodeURIComponent(encodeURIComponent(text));
const tags = (text: string): string =>
  [...text].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xe0000)).join('');

const SHAPES: Record<string, string> = {
  'its groups split by spaces': twice(groups.join(' ')),
  'its groups one a line': twice(groups.join('\n')),
  'its groups split by ", "': twice(groups.join(', ')),
  'its groups split by ":"': twice(groups.join(':')),
  'a JSON list of its groups': twice(JSON.stringify(groups)),
  'in tag characters': twice(tags(DEMO_API_KEY)),
  'its groups each coloured (ESC[1m)': twice(groups.map((group) => `\u001b[1m${group}`).join('')),
};

const PIECE = DEMO_API_KEY.slice(5, 17);
const START = DEMO_API_KEY.slice(0, 11);
/** A reader's view: `%XX` decoded twice, tag characters read, then terminal sequences, separators and quotes out. */
const read = (text: string): string => {
  let out = text.replace(/\\+(?=u[0-9a-fA-F]{4})/g, '\\');
  out = out.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  for (let i = 0; i < 2; i++) {
    try {
      out = decodeURIComponent(out);
    } catch {
      out = out.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  }
  return out
    .replace(/[\u{E0020}-\u{E007E}]/gu, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - 0xe0000))
    .replace(/\u001b\[[0-9;]*m/g, '')
    .replace(/[\\\s"',:[\]]/g, '');
};

const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  ...Object.values(run.outputs),
  ...run.summary.split('\n'),
];

describe('the key split or listed, then percent-encoded twice, in a job the service answers', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: no surface of the action shows it`, async () => {
      const job = { status: 'completed', prLink: null, log: `redirected to /login?next=%2Fauth%3Fkey%3D${shape}` };
      sim.service().setJob('job-twice', [{ job }]);
      const run = await sim.act({ 'job-id': 'job-twice' });
      expect(run.outputs.outcome).toBe('completed');
      expect(surfaces(run).join('\n')).toContain('redirected to /login');
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(PIECE));
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(START));
    });
  }
});
