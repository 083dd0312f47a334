/**
 * Was broken: the key written in common byte or code-point notations other than the ones
 * src/output/redaction.ts undoes is handed on whole in the `model` and `job` outputs, the log's
 * Outputs group and the command line's `--json`:
 *   - quoted-printable (MIME, `=6D=69=6E=74=5F...`): hex split by `=`, which the hex reading does
 *     not take as a separator (only `:`, `,`, `-`, `0x`, `\x`);
 *   - Perl/PCRE `\x{6d}\x{69}...`;
 *   - Unicode code-point notation `U+006D U+0069 ...`;
 *   - CSS escapes `\6d \69 ...`;
 *   - Python's long escape `\U0000006d\U00000069...` (only `\u`, `\u{}` are undone);
 *   - `od -b` style octal bytes `155 151 156 164 137 ...` (only decimal bytes are read).
 *
 * Was: `model: m =6D=69=6E=74=5F=64=65=6D=6F=30=31=32=33=34=35=36=37=38=39=61=62=63=64=65=66`
 * (decodes to <KEY>), `model: m \x{6d}\x{69}...`, `model: m U+006D U+0069 ...`, ... each whole.
 *
 * How a user meets it: a service, proxy or model that dumps the request headers in one of these
 * everyday notations (an email-style quoted-printable body, a Perl or Python repr, `od -b`); a
 * reader decodes it in a second and has the admin key from a public log or a later step's output.
 *
 * What should happen instead: SECURITY.md, "Each is hidden also as it reads once an encoding
 * applied before it reached the action is undone" — these are byte encodings like the hex and
 * decimal ones already hidden; the key so written is `***`.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(120_000);
const sim = useSimulatedService();

const PIECE = DEMO_API_KEY.slice(5, 17);
const code = (c: string): number => c.codePointAt(0) ?? 0;
const hex2 = (c: string): string => code(c).toString(16).padStart(2, '0');

/** Each notation: how the service writes the key, and how anyone reads it back. */
const NOTATIONS: Array<[string, string, (text: string) => string]> = [
  [
    'quoted-printable',
    [...DEMO_API_KEY].map((c) => `=${hex2(c).toUpperCase()}`).join(''),
    (t) => t.replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
  ],
  [
    'perl \\x{..}',
    [...DEMO_API_KEY].map((c) => `\\x{${hex2(c)}}`).join(''),
    (t) => t.replace(/\\+x\{([0-9a-f]+)\}/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))),
  ],
  [
    'U+XXXX',
    [...DEMO_API_KEY].map((c) => `U+${code(c).toString(16).padStart(4, '0').toUpperCase()}`).join(' '),
    (t) => t.replace(/U\+([0-9A-F]{4,6}) ?/g, (_, h: string) => String.fromCodePoint(parseInt(h, 16))),
  ],
  [
    'css escapes',
    [...DEMO_API_KEY].map((c) => `\\${hex2(c)} `).join(''),
    (t) => t.replace(/\\+([0-9a-f]{1,6}) /gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))),
  ],
  [
    'python \\U',
    [...DEMO_API_KEY].map((c) => `\\U${code(c).toString(16).padStart(8, '0')}`).join(''),
    (t) => t.replace(/\\+U([0-9a-f]{8})/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))),
  ],
  [
    'octal bytes',
    [...DEMO_API_KEY].map((c) => code(c).toString(8)).join(' '),
    (t) => t.replace(/\b([0-7]{2,3})(?: |$)/g, (_, o: string) => String.fromCharCode(parseInt(o, 8))),
  ],
];

const jobWith = (written: string) => ({
  status: 'completed',
  prLink: null,
  model: `m ${written}`,
  source: { repository: 'https://github.com/acme/docs', ref: 'agent/x' },
});

describe.each(NOTATIONS)('the key as %s', (_name, written, decode) => {
  it("is in none of the action's outputs or log lines, read back", async () => {
    sim.service().setJob('job-notation', [{ job: jobWith(written) }]);
    const run = await sim.act({ 'job-id': 'job-notation' });
    expect(run.outputs.outcome).toBe('completed');
    const shown = [
      ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
      ...Object.values(run.outputs),
    ].join('\n');
    expect(decode(shown)).not.toContain(PIECE);
  });

  it("is not in the command line's --json, read back", async () => {
    sim.service().setJob('job-notation', [{ job: jobWith(written) }]);
    const ran = await runCli([
      'wait',
      'job-notation',
      '--json',
      '--base-url',
      sim.service().url,
      '--timeout',
      '5s',
      '--poll-interval',
      '0.1s',
    ]);
    expect(ran.code).toBe(0);
    expect(decode(ran.out)).not.toContain(PIECE);
  });
});
