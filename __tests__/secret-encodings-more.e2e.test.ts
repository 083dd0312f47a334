/**
 * The service echoes the api-key back in a job's fields in more forms: split by characters that
 * show nothing (variation selectors, combining marks of every block), fullwidth letters
 * percent-encoded as UTF-8, hex bytes split by separators, HTML entities without their `;`, and
 * look-alike letters (mathematical bold) that NFKC reads as the key. Each test reads every surface
 * of the bundled action's run (log, annotations, outputs, job summary) as a person or a script
 * reads it back, undoing only the one form the service used, and asks that the key is not there.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** Every surface of a run, the ::add-mask:: lines aside; the runner's %XX of a command undone. */
function surfaces(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.annotations.map((a) => a.message).join('\n'),
    run.stderr,
    JSON.stringify(run.outputs),
    Object.values(run.outputs).join('\n'),
    run.summary,
  ].join('\n');
}

/** The summary's escapes (&amp; &#58; ...) and the log's \uXXXX undone, as a reader sees the text. */
function shown(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

async function echoed(id: string, value: string): Promise<string> {
  sim.service().setJob(id, [
    {
      job: {
        status: 'completed',
        model: value,
        source: { repository: 'https://github.com/acme/docs', ref: value },
        prLink: 'https://github.com/acme/docs/pull/42',
      },
    },
  ]);
  const run = await sim.act({ 'job-id': id });
  expect(run.outputs.outcome).toBe('completed');
  return surfaces(run);
}

const KEY_TAIL = DEMO_API_KEY.slice(5);

describe('the api-key echoed in a form the readings miss', () => {
  it('interleaved with U+FE0F (a variation selector: shows nothing, is escaped nowhere) is on no surface', async () => {
    const text = await echoed('job-vs16', [...DEMO_API_KEY].join('\ufe0f'));
    expect(shown(text).replace(/\ufe0f/g, '')).not.toContain(KEY_TAIL);
  });

  it('interleaved with combining marks outside U+0300-U+036F (U+20D0, U+1DC0) is on no surface', async () => {
    const value = [...DEMO_API_KEY].map((c, i) => c + (i % 2 ? '\u20d0' : '\u1dc0')).join('');
    const text = await echoed('job-marks', value);
    expect(shown(text).replace(/\p{M}/gu, '')).not.toContain(KEY_TAIL);
  });

  it('fullwidth, then percent-encoded as encodeURIComponent writes it (%EF%BD%8D...), is on no surface', async () => {
    const fullwidth = [...DEMO_API_KEY].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    const text = await echoed('job-fw-pct', encodeURIComponent(fullwidth));
    const read = shown(text).replace(/(?:%[0-9A-F]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    expect(read.normalize('NFKC')).not.toContain(KEY_TAIL);
  });

  it('in hex, its bytes split by colons (6d:69:6e:...), is on no surface', async () => {
    const hex = Buffer.from(DEMO_API_KEY).toString('hex');
    const text = await echoed('job-hex-colons', hex.match(/../g)?.join(':') ?? '');
    expect(shown(text).replace(/:/g, '')).not.toContain(hex.slice(10));
  });

  it('as HTML numeric entities without their semicolons (&#109&#105..., which HTML reads), is on no surface', async () => {
    const text = await echoed('job-entities-bare', [...DEMO_API_KEY].map((c) => `&#${c.charCodeAt(0)}`).join(''));
    const read = shown(text).replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)));
    expect(read).not.toContain(KEY_TAIL);
  });

  it('in mathematical bold letters and digits (NFKC reads them as the key, as it reads fullwidth) is on no surface', async () => {
    const bold = [...DEMO_API_KEY]
      .map((c) =>
        /[a-z]/.test(c)
          ? String.fromCodePoint(0x1d41a + c.charCodeAt(0) - 97)
          : /[0-9]/.test(c)
            ? String.fromCodePoint(0x1d7ce + c.charCodeAt(0) - 48)
            : c,
      )
      .join('');
    const text = await echoed('job-math-bold', bold);
    expect(
      shown(text)
        .replace(/\\ud835\\u([0-9a-f]{4})/gi, (_, h: string) => String.fromCharCode(0xd835, parseInt(h, 16)))
        .normalize('NFKC'),
    ).not.toContain(KEY_TAIL);
  });
});
