/**
 * Was broken: a secret split into groups of up to six by one of the separators SECURITY.md lists
 * (`-`, `,`, `.`, `:`, ...) AND white space (a line break, a space) is shown whole to anyone who
 * reads the log. src/output/redaction.ts reads a text once with white space taken out (SPACE) and
 * once with the separators between two letters or digits taken out (SPLIT), but never stacks the
 * two: after SPACE the separators are left in (`mint_d-emo012-...`), and SPLIT alone finds a line
 * break or a space, not a letter, after each separator, so neither reading holds a piece.
 *
 * How a user meets it: the service (or a proxy, a gateway) echoes the Authorization header in its
 * error words the way text is usually laid out: wrapped across lines with a hyphen at each break
 * (`mint_d-` / `emo012-` / ...), as a list with ", " between its groups (`mint_d, emo012, ...`),
 * or character by character with ", " (`m, i, n, t, ...`, Python's `", ".join(key)`). The step
 * quotes those words in its log, its error annotation and its job summary; the command line on
 * standard error. Anyone who can read the run (every reader of a public repository's Actions log)
 * joins the groups back and has the admin key.
 *
 * Was: the 404's words are shown as sent (line breaks as `\n`): the error annotation reads
 * `... Job not found for key mint_d-\nemo012-\n345678-\n9abcde-\nf`, and the same for the other
 * two shapes; `wait --json` on the command line prints them on standard error.
 *
 * Now, as promised: SECURITY.md, "What is secret": each secret is hidden "split by white
 * space (U+0085 too), control characters ... or between its characters or groups of up to six by
 * `-`, `.`, `_`, `:`, `,`, `;`, `/` or `|`". A split by both is still a split by them: no surface
 * may show the key's groups in order with only separators and white space between them.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];
const SHAPES: Record<string, string> = {
  // A word-wrapper that hyphenates a long word at each break.
  'wrapped with a hyphen at each line break': groups.join('-\n'),
  // A list of the key's groups.
  'its groups listed with ", "': groups.join(', '),
  // The key's characters listed with ", ".
  'its characters listed with ", "': [...DEMO_API_KEY].join(', '),
};

/** What a reader makes of a text: the line breaks (raw or escaped), spaces and separators taken out. */
const joined = (text: string): string => text.replace(/\\{1,2}n|&#10;|\s|[-,]/g, '');

/** The twelve characters past `mint_`: a piece SECURITY.md says is as secret as the key. */
const PIECE = DEMO_API_KEY.slice(5, 17);

const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

describe('a key split by a separator and white space, echoed by the service', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`${name}: the action's log, annotations, outputs and summary do not show it`, async () => {
      sim
        .service()
        .setJob('job-echo', [{ http: 404, body: JSON.stringify({ error: `Job not found for key ${shape}` }) }]);
      const run = await sim.act({ 'job-id': 'job-echo' });
      expect(run.outputs.outcome).toBe('not-found');
      // The words are shown (the test reads the right text), and the key is not in them.
      expect(surfaces(run)).toContain('Job not found for key');
      expect(joined(surfaces(run))).not.toContain(PIECE);
    });

    it(`${name}: the command line's standard error and --json do not show it`, async () => {
      sim
        .service()
        .setJob('job-echo', [{ http: 404, body: JSON.stringify({ error: `Job not found for key ${shape}` }) }]);
      const ran = await runCli([
        'wait',
        'job-echo',
        '--json',
        '--base-url',
        sim.service().url,
        '--timeout',
        '5s',
        '--poll-interval',
        '1s',
      ]);
      expect(ran.code).toBe(4);
      expect(ran.err).toContain('Job not found for key');
      expect(joined(`${ran.out}\n${ran.err}`)).not.toContain(PIECE);
    });
  }
});
