/**
 * Was broken: src/output/redaction.ts `CHARACTER_LIST` takes out only `","` (or `', '`) between two
 * groups: a list of the key's groups nested one level deeper (`[["mint_d"],["emo012"],...]`, as
 * a table's rows or a JSON writer of pairs makes it) has brackets between the groups that no
 * reading takes out; and
 * src/service/answers.ts `redactDeep` then finds nothing that "shows" the key in the job, so the
 * `job` output hands it on whole.
 *
 * How a user meets it: the service (or a gateway) keeps the request's Authorization header in the
 * job as rows of its groups; the `job` output, the log's output group and the command line's
 * --json show them. A reader joins them back by eye.
 *
 * Was: the `job` output holds `[["mint_d"],["emo012"],["345678"],["9abcde"],["f"]]` (or the pairs): the whole key once the brackets, quotes and dashes are taken out.
 *
 * Now, as promised: SECURITY.md, "What is secret": hidden when "written as a list of its
 * characters or groups of up to six (`["m","i",...]`, `["mint_d","emo012",...]`)", and "a part of
 * the answer that still shows a secret as JSON (... across its values) is handed on as the string
 * `***`". The same groups one level deeper are the same list to anyone who reads them.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];

const SHAPES: Record<string, unknown> = {
  'a list of its groups, each in a list of its own': groups.map((g) => [g]),
  'a list of pairs of its groups': [[groups[0], groups[1]], [groups[2], groups[3]], [groups[4]]],
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

describe('a job that holds the key as a nested list of its groups', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: no surface of the action shows it`, async () => {
      // A job the service keeps a log in: the `job` output hands it on whole (no cut).
      const job = { status: 'completed', prLink: null, note: '401 from upstream for key', log: shape };
      sim.service().setJob('job-echo', [{ job }]);
      const run = await sim.act({ 'job-id': 'job-echo' });
      expect(run.outputs.outcome).toBe('completed');
      expect(surfaces(run).join('\n')).toContain('401 from upstream for key');
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(PIECE));
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(START));
    });
  }
});
