/**
 * Was broken: src/output/redaction.ts `SPACE` takes a terminal's colour sequence (ESC `[` ...) and an
 * operating system command (ESC `]` ... BEL or ESC `\`, body under 2,049 characters) out whole,
 * but any other escape only by its ESC: what `tput sgr0` writes to end a colour on xterm and most
 * terminals (`ESC(B ESC[m`: the charset designation `ESC(B` first) leaves `(B` between the key's
 * groups, which then stay apart by text no reading takes out (each group alone is shorter than a
 * piece).
 *
 * How a user meets it: the service, a gateway or a proxy echoes the Authorization header in its
 * error words with a terminal-aware logger's colours (each group coloured and reset with `tput`'s
 * sequences) exactly the shape this session's fix hides when the sequence is
 * ESC[0m alone. The words go to the log, the annotations, the summary
 * and the outputs.
 *
 * Was: the surfaces show `mint_d`, `emo012`, `345678`, ... with only `\u001b(B\u001b[m` and
 * the next colour between them; taken out, they read as the whole key (`demo01234567`).
 *
 * Now, as promised: SECURITY.md, "What is secret": hidden when "split by ... control
 * characters (a terminal's colour sequence, `ESC[1m`, or hyperlink, `ESC]8;;url ESC\`, whole)".
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];
const SGR0 = '\u001B(B\u001B[m'; // `tput sgr0` on TERM=xterm-256color
const SHAPES: Record<string, string> = {
  "each group coloured and reset by tput's sequences": groups.map((g, i) => `\u001B[3${i + 1}m${g}${SGR0}`).join(''),
};

const PIECE = DEMO_API_KEY.slice(5, 17);
/** What a reader makes of a text: the terminal's sequences (raw or escaped by the log) and the separators out. */
const read = (text: string): string =>
  text
    .replace(/\\+u001[bB]/g, '\u001B')
    .replace(/\\+u0007/g, '\u0007')
    .replace(/\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?/g, '')
    .replace(/\u001B\[[0-?]*[ -/]*[@-~]/g, '')
    .replace(/\u001B[()][0-9A-Za-z]/g, '')
    .replace(/[\\\s"',[\]]/g, '');

/** Each line of each surface, read on its own. */
const surfaces = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
  ...Object.values(run.outputs),
  ...run.summary.split('\n'),
];

describe('a key echoed by the service with terminal sequences between its groups', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: no surface of the action shows it`, async () => {
      // A job the service keeps a log in: the `job` output hands it on whole (no cut).
      const job = { status: 'completed', prLink: null, log: `401 from upstream for key ${shape}` };
      sim.service().setJob('job-echo', [{ job }]);
      const run = await sim.act({ 'job-id': 'job-echo' });
      expect(run.outputs.outcome).toBe('completed');
      expect(surfaces(run).join('\n')).toContain('401 from upstream for key');
      expect(surfaces(run).map(read)).not.toContainEqual(expect.stringContaining(PIECE));
    });
  }
});
