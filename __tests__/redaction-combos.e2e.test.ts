/**
 * The key echoed by the service in two of the encodings the promise names at once (URL-encoded byte
 * by byte AND wrapped across lines; \u-escaped AND wrapped; line breaks sent as %0A): the redaction
 * (src/output/redaction.ts) reads each text under every decoder alone and under all of them
 * stacked. And a value hidden for its shape alone (a key of the format, whoever's) is a whole word
 * holding a digit: snake_case words holding `ghs_` (walkthroughs_, highs_) or `mint_`
 * (peppermint_) are anyone's text, kept in outputs, prompts and comments.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const wrap = (text: string, columns: number): string =>
  text.match(new RegExp(`.{1,${columns}}`, 'g'))?.join('\n') ?? '';
/** Byte by byte, as the existing URL-encoded promise has it. */
const URL_ENCODED = [...Buffer.from(DEMO_API_KEY)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
const U_ESCAPED = [...DEMO_API_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

/** Every surface of a run, the ::add-mask:: lines aside. */
function surfaces(run: ActionRun): string {
  return [
    run.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');
}

/**
 * The key as any reader gets it back: the runner's own decoding of a workflow command (%25 is %),
 * line breaks (raw, escaped, as ::warning:: writes them) out, then %XX and \uXXXX decoded.
 */
function readsKey(text: string): boolean {
  const joined = text.replace(/%25/g, '%').replace(/\\\\n|\\n|\n|%0A|%0D|\r/gi, '');
  const decoded = joined
    .replace(/\\\\u([0-9a-f]{4})|\\u([0-9a-f]{4})/gi, (_, a?: string, b?: string) =>
      String.fromCharCode(parseInt(a ?? b ?? '0', 16)),
    )
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return decoded.includes(DEMO_API_KEY);
}

describe('the api-key echoed by the service in two encodings at once', () => {
  it('URL-encoded byte by byte and wrapped at 24 columns, in an error the service gives, is on no surface', async () => {
    const body = JSON.stringify({ error: `no job for key\n${wrap(URL_ENCODED, 24)}` });
    sim.service().setJob('job-url-wrapped', [{ http: 404, body }]);
    const run = await sim.act({ 'job-id': 'job-url-wrapped' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(readsKey(surfaces(run))).toBe(false);
  });

  it('URL-encoded byte by byte and wrapped, in a job field of a completed job, is on no surface', async () => {
    sim
      .service()
      .setJob('job-url-wrapped-field', [
        { job: { status: 'completed', model: wrap(URL_ENCODED, 30), prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-url-wrapped-field' });
    expect(run.outputs.outcome).toBe('completed');
    expect(readsKey(surfaces(run))).toBe(false);
  });

  it('\\u-escaped and wrapped every six escapes, in an error the service gives, is on no surface', async () => {
    const body = `{"error":"no job for key\\n${wrap(U_ESCAPED, 36).replace(/\n/g, '\\n')}"}`;
    sim.service().setJob('job-escaped-wrapped', [{ http: 404, body }]);
    const run = await sim.act({ 'job-id': 'job-escaped-wrapped' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(readsKey(surfaces(run))).toBe(false);
  });

  it('wrapped by a link that carries its line breaks as %0A, in a job field, is on no surface', async () => {
    const model = wrap(DEMO_API_KEY, 8).replace(/\n/g, '%0A');
    sim
      .service()
      .setJob('job-pct-lines', [
        { job: { status: 'completed', model, prLink: 'https://github.com/acme/docs/pull/42' } },
      ]);
    const run = await sim.act({ 'job-id': 'job-pct-lines' });
    expect(run.outputs.outcome).toBe('completed');
    expect(readsKey(surfaces(run))).toBe(false);
  });
});

describe('ordinary words are not taken for a key', () => {
  it("the job's branch 'docs/walkthroughs_for_new_contributors' is the ref output as it is", async () => {
    const ref = 'docs/walkthroughs_for_new_contributors';
    sim.service().setJob('job-ref', [
      {
        job: {
          status: 'completed',
          source: { repository: 'https://github.com/acme/docs', ref },
          prLink: 'https://github.com/acme/docs/pull/42',
        },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-ref' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs.ref).toBe(ref);
  });

  it("a docs repository named 'acme/peppermint_developer_portal' is the pr-link and pr-repository as they are", async () => {
    const link = 'https://github.com/acme/peppermint_developer_portal/pull/42';
    sim.service().setJob('job-repo', [{ job: { status: 'completed', prLink: link } }]);
    const run = await sim.act({ 'job-id': 'job-repo' });
    expect(run.outputs.outcome).toBe('completed');
    expect([run.outputs['pr-link'], run.outputs['pr-repository']]).toEqual([link, 'acme/peppermint_developer_portal']);
  });

  it('a prompt naming the option highs_and_lows_threshold reaches the service as written', async () => {
    const prompt = 'Document the new option highs_and_lows_threshold in the walkthroughs_for_new_contributors page.';
    const run = await sim.act({ prompt, wait: 'false' });
    expect(run.outputs.started).toBe('true');
    const sent = sim
      .requests()
      .filter((r) => r.method === 'POST' && r.body !== undefined)
      .map((r) => (JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt);
    expect(sent).toContain(prompt);
  });
});
