/**
 * Was broken (a helper, as a new user from the README): a product pull request's run with the
 * MINTLIFY_ADMIN_API_KEY secret not set (or any input that stops the step) ended with exit 1 and
 * nothing on the pull request: no check run, no comment. A required 'Docs agent' check (README step
 * 6) then showed "Expected — Waiting for status to be reported" for good, while a wrong project id
 * got a `failure` check run naming the fix.
 *
 * What should happen instead: the head's 'check-name' check run ends `failure` with the inputs'
 * problems (the summary's words), where the head has none yet; one it has is left as it is.
 */
import { describe, expect, it } from '@jest/globals';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const extra: Record<string, string> = {};
/** The check run's summary as a reader sees it: its character references read. */
const plain = (html: string): string =>
  html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
const w = useWorld(7_120_000, extra);

describe('a pull request run whose inputs stop the step', () => {
  it.each([
    ['the api-key secret not set', { 'api-key': '' }, "'api-key' is required but empty"],
    ['a timeout that is no duration', { timeout: 'soon' }, "'timeout'"],
  ])('%s: the head gets a failure check run saying what to fix', async (_name, inputs, problem) => {
    await w.start();
    Object.assign(extra, inputs);
    try {
      const run = await w.opened();
      expect(run.exitCode).toBe(1);
      expect(run.outputs.outcome).toBe('error');
      const checks = w.github.checkRuns.filter((check) => check.name === 'Docs agent');
      expect(checks.map((check) => [check.head_sha, check.status, check.conclusion])).toEqual([
        [HEADS[0], 'completed', 'failure'],
      ]);
      expect(checks[0]?.output.title).toBe('Invalid input: nothing was sent');
      expect(plain(checks[0]?.output.summary ?? '')).toContain(problem);
      expect(run.outputs['check-run-url']).toBe(checks[0]?.html_url);
      expect(w.starts()).toHaveLength(0);
    } finally {
      for (const name of Object.keys(inputs)) delete extra[name];
    }
  });

  // Was broken (the regression hunter): a pull request labelled 'no-docs' got a blocking failure.
  it('writes none on a pull request labelled skip-label, or a draft', async () => {
    await w.start();
    extra['api-key'] = '';
    try {
      expect((await w.prEvent('opened', { labels: [{ name: 'No-Docs' }] })).exitCode).toBe(1);
      expect((await w.prEvent('opened', { draft: true })).exitCode).toBe(1);
    } finally {
      delete extra['api-key'];
    }
    expect(w.github.checkRuns).toEqual([]);
  });

  // Was broken (the second regression hunter): the agent's own docs pull request, and one changing
  // no file within 'paths', need no docs either, and got the failure too.
  it("writes none on the agent's own pull request, or one changing no file within paths", async () => {
    await w.start();
    extra['api-key'] = '';
    try {
      w.product.files = ['README.md'];
      expect((await w.opened()).exitCode).toBe(1);
      w.product.files = ['src/flag.ts'];
      expect((await w.prEvent('opened', { user: { login: 'mintlify[bot]', type: 'Bot' } })).exitCode).toBe(1);
    } finally {
      delete extra['api-key'];
    }
    expect(w.github.checkRuns).toEqual([]);
  });

  // Was broken (the regression hunter): a page of check runs GitHub served empty once put a
  // failure over the job's passing check run.
  it("leaves a job's check run as it is when GitHub serves its list empty once", async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const before = w.github.checkRuns.map((check) => [check.id, check.status, check.conclusion]);
    w.github.faults.push({
      method: 'GET',
      path: /\/check-runs$/,
      status: 200,
      body: { total_count: 0, check_runs: [] },
      times: 1,
    });
    extra['api-key'] = '';
    try {
      expect((await w.prEvent('labeled')).exitCode).toBe(1);
    } finally {
      delete extra['api-key'];
    }
    expect(w.github.checkRuns.map((check) => [check.id, check.status, check.conclusion])).toEqual(before);
  });

  it("leaves a check run the head already has (a job's) as it is", async () => {
    await w.start();
    expect((await w.opened()).outputs.outcome).toBe('completed');
    const before = w.github.checkRuns.map((check) => [check.id, check.status, check.conclusion]);
    extra['api-key'] = '';
    try {
      const run = await w.prEvent('labeled');
      expect(run.exitCode).toBe(1);
    } finally {
      delete extra['api-key'];
    }
    expect(w.github.checkRuns.map((check) => [check.id, check.status, check.conclusion])).toEqual(before);
  });
});
