/**
 * Trust, proven on the bundled action: each case runs dist/index.js as the runner does, against
 * the simulated service on 127.0.0.1, and reads what a user would see (log, annotations,
 * outputs, the job summary rendered as GitHub renders it).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';
import MarkdownIt from 'markdown-it';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { startService, type SimulatedService } from '../sim/service.ts';

const sim = useSimulatedService({ activeReads: 1 });
const { act, requests, inputs } = sim;
let service: SimulatedService;
beforeEach(() => {
  service = sim.service();
});

const errors = (run: ActionRun): string[] => run.annotations.filter((a) => a.command === 'error').map((a) => a.message);
const jobRequests = (id: string): number => requests().filter((r) => r.url.endsWith(`/job/${id}`)).length;
const httpDate = (offsetMs: number): string => new Date(Date.now() + offsetMs).toUTCString();

describe('Retry-After as an HTTP date is read against the clock it was written with', () => {
  it('waits about as long as a date a second ahead says, and the job completes', async () => {
    service.setJob('job-dated', [
      { http: 429, body: '{"error":"slow down"}', headers: { 'retry-after': httpDate(1_000) } },
      { job: { status: 'completed' } },
    ]);
    const run = await act({ 'job-id': 'job-dated' });
    expect(run.outputs.outcome).toBe('completed');
    const retry = run.log.find((line) => line.startsWith('Request 1 failed'));
    expect(retry).toMatch(/Retrying in (\d+ms|[12]s)\.$/);
  });

  it('retries at the pace after a date in the past', async () => {
    service.setJob('job-past', [
      { http: 429, body: '{"error":"slow down"}', headers: { 'retry-after': 'Mon, 01 Jan 2024 00:00:00 GMT' } },
      { job: { status: 'completed' } },
    ]);
    const run = await act({ 'job-id': 'job-past' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.log.join('\n')).not.toMatch(/\d{3,}h/);
  });

  it('starts the job after a 429 with a date, rather than failing at once', async () => {
    service.failNextPost({
      http: 429,
      body: '{"error":"Rate limit exceeded"}',
      headers: { 'retry-after': httpDate(1_000) },
    });
    const run = await act({ prompt: 'Document the new flag.' });
    expect(run.outputs).toMatchObject({ outcome: 'completed', started: 'true' });
    expect(requests().filter((r) => r.method === 'POST')).toHaveLength(2);
  });

  it('lets every one of several jobs complete when one is answered with a date', async () => {
    service.setJob('job-a', [{ job: { status: 'completed' } }]);
    service.setJob('job-b', [
      { http: 429, body: '{"error":"slow down"}', headers: { 'retry-after': httpDate(1_000) } },
      { job: { status: 'completed' } },
    ]);
    const run = await act({ 'job-id': 'job-a,job-b' });
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'completed-count': '2', 'pending-count': '0' });
  });

  it('clips a delay too large to be seconds to the deadline, never ignores it', async () => {
    service.setJob('job-forever-429', [
      { http: 429, body: '{"error":"slow down"}', headers: { 'retry-after': '99999999999999999999' } },
      { job: { status: 'completed' } },
    ]);
    const run = await act({ 'job-id': 'job-forever-429', timeout: '5s' });
    expect(run.outputs.outcome).toBe('timed-out');
    expect(jobRequests('job-forever-429')).toBe(1);
    expect(run.log.join('\n')).toContain('the service asks to wait longer than any time-out');
  });
});

describe('a start or follow-up the service may have acted on never advises starting again', () => {
  it.each([
    ['202 with no body', { http: 202, body: '' }],
    ['204', { http: 204, body: '' }],
    ['200 with a body that is not a job', { http: 200, body: '{"ok":true}' }],
    ['201 with no id', { http: 201, body: '{"status":"active"}' }],
  ])('%s: "may have been started", nothing waited for', async (_, step) => {
    service.failNextPost(step);
    const run = await act({ prompt: 'Document the new flag.' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('error');
    const [error] = errors(run);
    expect(error).toContain('The job may have been started');
    expect(error).not.toContain('Nothing was started');
    expect(error).not.toMatch(/run the workflow again/i);
    expect(requests().filter((r) => r.method === 'GET')).toHaveLength(0);
  });

  it.each([
    ['an id but no status', { id: 'job-77' }, 'job-77'],
    ['an id too long to poll', { id: 'j'.repeat(300), status: 'active' }, 'j'.repeat(300)],
  ])('hands on the id of an answer with %s in job-id', async (_, body, id) => {
    service.failNextPost({ http: 201, body: JSON.stringify(body) });
    const run = await act({ prompt: 'Document the new flag.' });
    expect(run.outputs['job-id']).toBe(id);
    expect(errors(run)[0]).toContain('The job may have been started');
  });

  it('says the message may have been taken after a 204 to a follow-up', async () => {
    service.setJob('job-done', [{ job: { status: 'completed' } }]);
    service.failNextPost({ http: 204, body: '' });
    const run = await act({ 'job-id': 'job-done', message: 'Also fix the typo.' });
    expect(errors(run)[0]).toContain('The message may have been taken');
  });
});

describe('ids from the service reach no request path unchecked', () => {
  it.each(['..', '.'])('a started job with the id %j is never polled', async (id) => {
    service.failNextPost({ http: 201, body: JSON.stringify({ id, status: 'active' }) });
    const run = await act({ prompt: 'Document the new flag.' });
    expect(run.outputs.outcome).toBe('error');
    expect(requests().filter((r) => r.method === 'GET')).toEqual([]);
    expect(errors(run)[0]).toContain('no usable job id');
  });
});

describe('free text in the summary shows exactly as sent', () => {
  it('keeps a prompt with blank lines, a list and a link inside its block, as GitHub renders it', async () => {
    const prompt = 'Update the docs.\n\n- x\n\n    indented\n\n[link](https://evil.example.test) **bold** <b>tag</b>';
    const run = await act({ prompt, wait: 'false' });
    const html = new MarkdownIt({ html: true }).render(run.summary);
    expect(html).not.toMatch(/<li>|<a href="https:\/\/evil|<strong>|<b>tag|<code>indented/);
    const pre = /<details>[\s\S]*?<pre>([\s\S]*?)<\/pre>/.exec(html)?.[1] ?? '';
    const shown = pre
      .replace(/&#10;/g, '\n')
      .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(shown).toBe(prompt);
  });
});

describe('after a follow-up, a status from before the message does not count', () => {
  let stale: SimulatedService;
  beforeAll(async () => {
    stale = await startService({ staleReadsAfterMessage: 1_000, jobDurationMs: 60_000, now: () => 0 });
    stale.setJob('job-done', [{ job: { status: 'completed' } }]);
  });
  afterAll(() => stale.close());

  it.each([
    ['a time-out inside the grace period', { timeout: '5s', 'poll-interval': '5s' }, 'timed-out'],
    ["'wait: false' on a stale answer", { wait: 'false' }, 'started'],
  ])('%s: pending, and status empty', async (_, extra, outcome) => {
    const run = await runAction(
      inputs({ 'base-url': stale.url, 'job-id': 'job-done', message: 'Also fix the typo.', ...extra }),
      { killAfterMs: 25_000 },
    );
    expect(run.outputs).toMatchObject({
      outcome,
      status: '',
      'completed-count': '0',
      'failed-count': '0',
      'archived-count': '0',
      'pending-count': '1',
    });
    expect(run.summary).toContain('from before the message');
  });
});

describe('several jobs: the outcome and the annotations tell the truth', () => {
  it('with fail-fast, the outcome is the job that failed, not the one it stopped waiting for', async () => {
    service.setJob('job-fails', [{ job: { status: 'active' } }, { job: { status: 'failed' } }]);
    service.setJob('job-runs', [{ job: { status: 'active' } }]);
    const run = await act({ 'job-id': 'job-fails,job-runs', 'fail-fast': 'true' });
    expect(run.outputs.outcome).toBe('failed');
    expect(JSON.parse(run.outputs.results ?? '[]')).toMatchObject([
      { id: 'job-fails', outcome: 'failed' },
      { id: 'job-runs', outcome: 'cancelled' },
    ]);
    expect(run.summary).not.toContain('🚫');
  });

  it.each([
    ['archived', 'failed'],
    ['failed', 'failed'],
    ['none', 'failed'],
  ])("is the worst of the jobs' with fail-on '%s' (failed and archived: %s)", async (failOn, outcome) => {
    service.setJob('job-gone', [{ job: { status: 'archived' } }]);
    service.setJob('job-broke', [{ job: { status: 'failed' } }]);
    const run = await act({ 'job-id': 'job-gone,job-broke', 'fail-on': failOn });
    expect(run.outputs.outcome).toBe(outcome);
  });

  it("keeps the step's own error among the 10 error annotations the runner shows when 10 jobs fail", async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `job-f${i}`);
    for (const id of ids) service.setJob(id, [{ job: { status: 'failed' } }]);
    const run = await act({ 'job-id': ids.join(',') });
    const shown = errors(run);
    expect(shown.length).toBeLessThanOrEqual(10);
    expect(shown.at(-1)).toContain('10 of 10 jobs failed the step');
  });
});

describe('time-out messages say what happened', () => {
  it('does not blame failed requests when the deadline cut the last poll short', async () => {
    service.setJob('job-slow', [{ job: { status: 'active' } }, { job: { status: 'active' }, delayMs: 60_000 }]);
    const run = await act({ 'job-id': 'job-slow', timeout: '5s', 'poll-interval': '200ms' });
    expect(run.outputs.outcome).toBe('timed-out');
    const [error] = errors(run);
    expect(error).toContain('its last status was active');
    expect(error).not.toContain('failed');
  });

  it('does not say the job goes on running when the service was never reached', async () => {
    const run = await act({
      'job-id': 'job-x',
      'base-url': 'http://127.0.0.1:9',
      timeout: '5s',
      'poll-interval': '200ms',
    });
    expect(run.outputs.outcome).toBe('timed-out');
    const [error] = errors(run);
    expect(error).toContain('no status was ever read, because the requests failed');
    expect(error).not.toContain('goes on running');
  });

  it.each(['/v2', '/v2/', '/v2/agent'])('refuses a base-url ending in %s, naming the fix', async (tail) => {
    const run = await act({ 'job-id': 'job-x', 'base-url': `${service.url}${tail}` });
    expect(run.exitCode).toBe(1);
    expect(errors(run)[0]).toContain('but the action adds /v2/agent/<project-id>/... itself');
    expect(requests()).toEqual([]);
  });
});

describe('the admin key never goes to GitHub', () => {
  it.each(['github-token', 'report-token'])('refuses a %s that holds the api-key, before any request', async (name) => {
    const key = inputs({})['api-key'] ?? '';
    const run = await act({ 'job-id': 'job-x', [name]: key });
    expect(run.exitCode).toBe(1);
    expect(errors(run)[0]).toContain(`'${name}' holds the api-key, which would send the admin key to GitHub`);
    expect(requests()).toEqual([]);
    // The runner is told to mask it, and it shows nowhere else.
    const shown = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expect(shown.join('\n')).not.toContain(key);
    expect(run.outputs.outcome).toBe('error');
  });
});

describe('newcomer safety', () => {
  it('names the secret the README and recipes use when the key is empty', async () => {
    const run = await act({ 'job-id': 'job-x', 'api-key': '' });
    expect(errors(run)[0]).toContain('secrets.MINTLIFY_ADMIN_API_KEY');
  });
});
