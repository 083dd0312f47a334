/**
 * Was broken: the key written as a JSON list of its groups of up to six (`["mint_d","emo012",...]`),
 * or split by a terminal's hyperlinks (OSC 8: ESC `]8;;url` ESC `\`, between its groups), was shown
 * whole: the list reading looked only for single characters, and the white space reading took out
 * only the ESC of an operating system command, leaving its `]8;;url` between the groups.
 *
 * How a user meets it: the service, a gateway or a proxy echoes the Authorization header in its
 * error words, as a list a logger made of it, or with each group linked by a terminal-aware logger.
 *
 * Now, as promised: SECURITY.md, "What is secret": hidden "written as a list of its characters or
 * groups", "split by ... control characters (a terminal's colour sequence or hyperlink, whole)".
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];
const link = (text: string) => `\u001B]8;;https://example.test/${text.length}\u001B\\${text}\u001B]8;;\u001B\\`;
const SHAPES: Record<string, string> = {
  'a JSON list of its groups': JSON.stringify(groups),
  'a list of its groups in single quotes': `[${groups.map((g) => `'${g}'`).join(', ')}]`,
  'each group a terminal hyperlink': groups.map(link).join(''),
  'each group a hyperlink ended by BEL': groups
    .map((g) => `\u001B]8;;https://x.test\u0007${g}\u001B]8;;\u0007`)
    .join(''),
};

const PIECE = DEMO_API_KEY.slice(5, 17);
/** What a reader makes of a text: the escapes, quotes, commas and links taken out. */
const joined = (text: string): string =>
  text
    .replace(
      /(?:\\u001[bB]|\u001B|\\x1[bB])\](?:[^\u0007\u001B\\]|\\(?!u001|x1))*(?:\\u0007|\u0007|\\u001[bB]\\\\|\u001B\\|\\x1[bB]\\\\)/g,
      '',
    )
    .replace(/\\+["']|["',\s[\]]/g, '');

const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

describe('a key echoed by the service as a list of its groups, or split by terminal hyperlinks', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: no surface of the action shows it`, async () => {
      sim
        .service()
        .setJob('job-echo', [{ http: 404, body: JSON.stringify({ error: `Job not found for key ${shape}` }) }]);
      const run = await sim.act({ 'job-id': 'job-echo' });
      expect(run.outputs.outcome).toBe('not-found');
      expect(surfaces(run)).toContain('Job not found for key');
      expect(joined(surfaces(run))).not.toContain(PIECE);
    });
  }
});
