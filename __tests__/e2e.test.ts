/**
 * End to end: the bundled dist/index.js in a child process, the way the runner starts it,
 * against the simulated service on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { OUTPUT_NAMES } from '../src/report/report.ts';
import { escapeMarkup } from '../src/output/text.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, STANDARD_JOBS, startService, type SimulatedService } from '../sim/service.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

function inputs(jobId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'project-id': DEMO_PROJECT_ID,
    'job-id': jobId,
    'api-key': DEMO_API_KEY,
    'base-url': service.url,
    'poll-interval': '100ms',
    timeout: '20s',
    ...extra,
  };
}

/** The key may appear in the mask command and nowhere else. */
function expectKeyOnlyMasked(run: ActionRun, key = DEMO_API_KEY): void {
  const stdout = run.stdout
    .split('\n')
    .filter((line) => line !== `::add-mask::${key}`)
    .join('\n');
  for (const text of [stdout, run.stderr, run.summary, JSON.stringify(run.outputs)]) {
    expect(text).not.toContain(key);
  }
  expect(run.stdout.split('\n')[0]).toBe(`::add-mask::${key}`);
}

function annotations(run: ActionRun): string[] {
  return run.annotations.map((a) => `${a.command}: ${a.message}`);
}

async function act(jobId: string, extra: Record<string, string> = {}): Promise<ActionRun> {
  const script = STANDARD_JOBS[jobId];
  if (script) service.setJob(jobId, script); // each run plays the job from its start
  const run = await runAction(inputs(jobId, extra), { killAfterMs: 25_000 });
  expectKeyOnlyMasked(run);
  expect(run.stderr).toBe('');
  return run;
}

describe('the bundled action', () => {
  it('waits through active -> active -> completed and hands on the pull request', async () => {
    const run = await act('job-pr');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({
      status: 'completed',
      outcome: 'completed',
      'pr-link': 'https://github.com/acme/docs/pull/42',
      'pr-number': '42',
      'pr-repository': 'acme/docs',
      'job-id': 'job-pr',
      model: 'claude-sonnet-4-5',
      repository: 'acme/docs',
      'repository-url': 'https://github.com/acme/docs',
      ref: 'agent/job-pr',
      'created-at': '2026-11-22T09:00:00.000Z',
      'archived-at': '',
      polls: '3',
    });
    expect(JSON.parse(run.outputs.job ?? '')).toMatchObject({ id: 'job-pr', status: 'completed' });
    expect(annotations(run)).toEqual([
      expect.stringMatching(
        /^notice: Completed after \S+ and opened pull request acme\/docs#42 \(https:\/\/github.com\/acme\/docs\/pull\/42\)\.$/,
      ),
    ]);
    expect(run.log.filter((line) => line.startsWith('Job status'))).toEqual([
      'Job status: active (request 1).',
      expect.stringMatching(/^Job status: active -> completed after \S+ \(request 3\)\.$/),
    ]);
    expect(run.summary).toContain('<a href="https://github.com/acme/docs/pull/42">acme/docs&#35;42</a>');
    expect(run.summary).toContain('Agent job job-pr completed with a pull request');
  });

  it('completes without a pull request: a notice that no files changed', async () => {
    const run = await act('job-no-pr');
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ status: 'completed', 'pr-link': '', 'pr-number': '' });
    expect(annotations(run)).toEqual([expect.stringContaining('without a pull request: the agent changed no files')]);
  });

  it('fails a job that completed without a pull request when require-pr is true', async () => {
    const run = await act('job-no-pr', { 'require-pr': 'true' });
    expect(run.exitCode).toBe(1);
    expect(annotations(run)).toEqual([expect.stringMatching(/^error: .*'require-pr' is true/)]);
  });

  it('fails the step when the job failed, with outputs set', async () => {
    const run = await act('job-failed');
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ status: 'failed', outcome: 'failed' });
    expect(annotations(run)).toEqual([expect.stringMatching(/^error: Agent job job-failed: Failed after/)]);
    expect(run.summary).toContain('Agent job job-failed failed');
  });

  it('passes a failed job with a warning when fail-on is none', async () => {
    const run = await act('job-failed', { 'fail-on': 'none' });
    expect(run.exitCode).toBe(0);
    expect(annotations(run)).toEqual([expect.stringMatching(/^warning: .*'fail-on' does not list 'failed'/)]);
  });

  it('warns on an archived job, and fails only when fail-on lists archived', async () => {
    const passing = await act('job-archived');
    expect(passing.exitCode).toBe(0);
    expect(passing.outputs).toMatchObject({ status: 'archived', 'archived-at': '2026-11-22T09:05:00.000Z' });
    expect(annotations(passing)).toEqual([expect.stringMatching(/^warning: Archived at/)]);

    const failing = await act('job-archived', { 'fail-on': 'failed, archived' });
    expect(failing.exitCode).toBe(1);
    expect(annotations(failing)).toEqual([expect.stringMatching(/^error: Agent job job-archived: Archived at/)]);
  });

  it('keeps polling through an unknown status, warning once', async () => {
    const run = await act('job-unknown-status');
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(annotations(run)).toEqual([
      expect.stringMatching(/^warning: The service reported status "queued"/),
      expect.stringMatching(/^notice: /),
    ]);
  });

  it('times out with the last status in the error and the outputs', async () => {
    const run = await act('job-forever', { timeout: '5s', 'poll-interval': '200ms' });
    expect(run.exitCode).toBe(1);
    expect(run.outputs).toMatchObject({ status: 'active', outcome: 'timed-out', 'waited-seconds': '5' });
    expect(annotations(run)).toEqual([
      expect.stringMatching(/^error: Agent job job-forever: Timed out after 5s: its last status was active/),
    ]);
    expect(run.durationMs).toBeLessThan(15_000);
  });

  it('names the project and the job on a 404', async () => {
    const run = await act('job-nobody-started');
    expect(run.exitCode).toBe(1);
    expect(run.outputs.outcome).toBe('not-found');
    expect(annotations(run)).toEqual([
      expect.stringContaining(
        `The service has no job 'job-nobody-started' in project '${DEMO_PROJECT_ID}' (HTTP 404: Job not found)`,
      ),
    ]);
  });

  it('says the key was refused on a 401, without retrying and without showing the key', async () => {
    const wrongKey = 'mint_wrong0123456789';
    const before = service.requests.length;
    const run = await runAction(inputs('job-pr', { 'api-key': wrongKey }));
    expectKeyOnlyMasked(run, wrongKey);
    expect(run.exitCode).toBe(1);
    expect(service.requests.length - before).toBe(1);
    expect(annotations(run)).toEqual([
      expect.stringContaining('The service refused the api-key (HTTP 401: Invalid API key)'),
    ]);
  });

  it('fails on a missing required input before any request, naming the input', async () => {
    const before = service.requests.length;
    const run = await act('job-pr', { 'project-id': '' });
    expect(run.exitCode).toBe(1);
    expect(service.requests.length).toBe(before);
    expect(annotations(run)).toEqual([expect.stringContaining(`'project-id' is required but empty`)]);
    expect(run.outputs.outcome).toBe('error');
  });

  it('says the warnings with the errors, so several bad inputs are fixed in one go', async () => {
    const before = service.requests.length;
    const run = await runAction(
      inputs('job-pr', { 'project-id': '', timeout: '5', 'api-key': 'key_without_prefix01' }),
    );
    expect(run.exitCode).toBe(1);
    expect(service.requests.length).toBe(before);
    const said = run.annotations.map((a) => `${a.command}: ${a.message}`);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^warning: 'timeout' is "5": a bare number is seconds/),
        expect.stringMatching(/^warning: 'api-key' does not start with 'mint_'/),
        expect.stringMatching(/^error: .*'project-id' is required but empty/),
      ]),
    );
    expect(said).toHaveLength(3);
  });

  it('rides out a 503 and a 429 with Retry-After', async () => {
    const run = await act('job-flaky');
    expect(run.exitCode).toBe(0);
    expect(run.outputs.status).toBe('completed');
    expect(run.log).toContainEqual(
      expect.stringMatching(/^Request 1 failed: HTTP 503 \(Service Unavailable\)\. Retrying in \S+\.$/),
    );
    expect(run.log).toContainEqual(
      expect.stringMatching(/^Request 2 failed: HTTP 429 \(Too many requests\)\. Retrying in \S+\.$/),
    );
    expect(run.durationMs).toBeGreaterThan(1_000);
  });

  it('refuses a key with a line break before any request', async () => {
    const before = service.requests.length;
    const run = await runAction(inputs('job-pr', { 'api-key': 'mint_abc\nmint_def' }));
    expect(run.exitCode).toBe(1);
    expect(service.requests.length).toBe(before);
    expect(annotations(run)).toEqual([expect.stringContaining(`'api-key' contains a space or line break`)]);
    for (const part of ['mint_abc', 'mint_def']) {
      expect(run.stdout.replace(/^::add-mask::.*$/gm, '')).not.toContain(part);
    }
  });

  it('treats hostile values from the service as data: no injected annotation, output or markup', async () => {
    service.setJob('job-hostile', [
      {
        job: {
          status: 'completed',
          model: 'm\n::error::injected\n%0A::warning::also <script>alert(1)</script>',
          prLink: 'javascript:alert(document.cookie)',
          source: { repository: 'https://github.com/acme/docs', ref: 'main\r\n::add-mask::x\nstatus<<EOF' },
          createdAt: '**bold** [x](https://evil.test) <img src=x onerror=alert(1)>',
        },
      },
    ]);
    const run = await runAction(inputs('job-hostile'));
    expectKeyOnlyMasked(run);
    expect(run.exitCode).toBe(0);
    expect(run.commands.map((c) => c.command).filter((c) => c !== 'debug')).toEqual([
      'add-mask',
      'warning',
      'warning',
      'group',
      'endgroup',
      'notice',
    ]);
    expect(annotations(run)).toEqual([
      expect.stringContaining('is not an http(s) URL, so it is not handed on'),
      expect.stringContaining(
        'is not a date and time of the form 2026-11-22T09:00:00Z (ISO 8601), so the created-at output is left empty',
      ),
      // It named a pull request, so files changed: the ending says the link is unusable, never "no files".
      expect.stringContaining('reported a pull request link this step cannot use'),
    ]);
    expect(Object.keys(run.outputs)).toEqual([...OUTPUT_NAMES]);
    expect(run.outputs['pr-link']).toBe('');
    expect(run.outputs.model).toBe('m\\n::error::injected\\n%0A::warning::also <script>alert(1)</script>');
    expect(run.log.filter((line) => line.includes('::'))).toEqual([
      expect.stringMatching(/^job: /),
      expect.stringMatching(/^model: m\\n::error::injected/),
      expect.stringMatching(/^ref: main\\r\\n::add-mask::x/),
      expect.stringMatching(/^results: \[\{"id":"job-hostile"/),
    ]);
    expect(run.summary).not.toMatch(/<script|<img|\*\*bold|\[x\]|javascript:/);
  });

  it('shows the older ##[command] form as text wherever it stands in a line, in every field', async () => {
    const legacy = 'x ##[error]pwned ##[add-mask]word ##[stop-commands]token';
    service.setJob('job-legacy', [
      {
        job: {
          status: 'completed',
          model: legacy,
          source: { repository: 'https://github.com/acme/docs', ref: legacy },
        },
      },
    ]);
    const run = await runAction(inputs('job-legacy'));
    expect(run.exitCode).toBe(0);
    // The runner reads `##[name]` anywhere in a line: no line the action printed holds one.
    expect(run.stdout.split('\n').filter((line) => line.includes('##['))).toEqual([]);
    expect(run.log).toContainEqual(`model: ${legacy.replace(/##\[/g, '##\\[')}`);
    // An output is data in the GITHUB_OUTPUT file, never read as a command: it keeps the value.
    expect(run.outputs.model).toBe(legacy);
  });

  it('does not crash when the runner gives no usable output or summary file', async () => {
    const run = await runAction(inputs('job-pr'), {
      env: { GITHUB_OUTPUT: '/nonexistent/output', GITHUB_STEP_SUMMARY: '/nonexistent/summary' },
    });
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe('');
    expect(annotations(run)).toEqual([
      // @actions/core's own words say what is wrong.
      expect.stringMatching(/^warning: Could not set the outputs: Missing file at path: \/nonexistent\/output; /),
      expect.stringMatching(/^notice: /),
    ]);
  });
});

describe('the bundled action under attack and strain', () => {
  it('keeps a key made of escaper characters out of the summary, log and outputs', async () => {
    const key = 'mint_k_e*y<&|`x>_[#]~:!';
    const hostile = await startService({ apiKey: key });
    hostile.setJob('job-echo', [
      {
        job: {
          status: 'completed',
          model: `echo ${key}`,
          source: { repository: 'https://github.com/acme/docs', ref: key },
        },
      },
    ]);
    const run = await runAction({ ...inputs('job-echo'), 'api-key': key, 'base-url': hostile.url });
    await hostile.close();
    expect(run.exitCode).toBe(0);
    expectKeyOnlyMasked(run, key);
    for (let i = 0; i + 6 <= key.length; i++) expect(run.summary).not.toContain(escapeMarkup(key.slice(i, i + 6)));
    expect(run.summary).toContain(`echo ${escapeMarkup('***')}`);
  });

  it('reports a malformed proxy variable as an input error, with outputs, a summary and no password', async () => {
    const run = await runAction(inputs('job-pr'), {
      env: { HTTPS_PROXY: 'http://user:hunter2#x@proxy.example:3128' },
    });
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('');
    expect(annotations(run)).toEqual([
      expect.stringContaining('The environment variable HTTPS_PROXY is "http://***@proxy.example:3128"'),
    ]);
    const printed = run.stdout.replace(/^::add-mask::.*$/gm, '');
    expect(printed + run.summary + JSON.stringify(run.outputs)).not.toContain('hunter2');
    expect(run.outputs.outcome).toBe('error');
    expect(run.summary).toContain('Invalid input');
  });

  it('loses nothing through a slow pipe with a body near the 64 KiB bound, and exits by itself', async () => {
    service.setJob('job-big', [{ job: { status: 'failed', model: 'm'.repeat(65_000) } }]);
    const run = await runAction(inputs('job-big'), { pauseStdoutMs: 500, env: { ACTIONS_STEP_DEBUG: 'true' } });
    expect(run.exitCode).toBe(1);
    expect(run.outputs.model).toHaveLength(65_000);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^::error::Agent job job-big: Failed before this run read it/);
    expect(lines).toContain('::endgroup::');
    expect(lines.filter((line) => line.startsWith('polls: '))).toEqual(['polls: 1']);
  });
});
