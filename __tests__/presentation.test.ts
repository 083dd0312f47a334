/**
 * What a person sees: the job summary rendered as GitHub renders it (markdown with raw HTML,
 * here markdown-it), the annotations and the log, for one job and for several.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import MarkdownIt from 'markdown-it';
import type { HttpSend } from '../src/service/transport.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { FakeIO, runOnEventClock } from './helpers/fake-io.ts';

const markdown = new MarkdownIt({ html: true });
const inputs = { 'project-id': 'proj', 'api-key': 'mint_key_for_tests', 'poll-interval': '1s', timeout: '1m' };

/** A service that answers each job from its own list (the last answer repeats); 404 for others. */
function jobs(answers: Record<string, Array<Record<string, unknown>>>): HttpSend {
  const served = new Map<string, number>();
  return async (url) => {
    const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const list = answers[id];
    if (!list) return { status: 404, headers: {}, body: '{"error":"Job not found"}' };
    const n = served.get(id) ?? 0;
    served.set(id, n + 1);
    const job = {
      id,
      model: 'claude-sonnet-4-5',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      ...list[Math.min(n, list.length - 1)],
    };
    return { status: 200, headers: {}, body: JSON.stringify(job) };
  };
}

async function step(extra: Record<string, string>, httpSend: HttpSend, env: NodeJS.ProcessEnv = {}) {
  const io = new FakeIO({ ...inputs, ...extra });
  const outcome = await runOnEventClock(io, httpSend, { env, random: () => 0 });
  const summary = io.named('writeSummary')[0]?.[0] ?? '';
  return { io, outcome, summary, html: markdown.render(summary) };
}

const completed = (n: number) => ({ status: 'completed', prLink: `https://github.com/acme/docs/pull/${n}` });

describe('several jobs, as a reviewer reads them', () => {
  const twelve = Object.fromEntries(
    Array.from({ length: 11 }, (_, i) => [
      `job-${i}`,
      [i === 1 ? { status: 'failed' } : i === 2 ? { status: 'active' } : completed(i)],
    ]),
  );
  const ids = [...Object.keys(twelve), 'job-missing'].join(',');

  it('1. says plainly in the heading that jobs failed, with an icon that means it', async () => {
    const { html } = await step({ 'job-id': ids, timeout: '3s' }, jobs(twelve));
    expect(html).toContain('<h2>❌ 3 of 12 agent jobs failed the step</h2>');
  });

  it('2. gives every job that fails the step one line: why, and what to do', async () => {
    const { summary } = await step({ 'job-id': ids, timeout: '3s' }, jobs(twelve));
    const lines = [...summary.matchAll(/<p>❌ (job-[\w-]+)&#58; ([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]);
    expect(lines.map(([id]) => id)).toEqual(['job-1', 'job-2', 'job-missing']);
    expect(lines[0]?.[1]).toContain('Open the job on the dashboard');
    expect(lines[1]?.[1]).toContain('raise &#39;timeout&#39;');
    expect(lines[2]?.[1]).toContain('Check that &#39;project-id&#39;');
  });

  it('3. marks the rows that fail the step, shows every status as code, and no time for a job that does not exist', async () => {
    const { summary } = await step({ 'job-id': ids, timeout: '3s' }, jobs(twelve));
    const row = (id: string) =>
      new RegExp(`<tr><td><code>${id}</code></td><td>([^]*?)</td>.*?<td>([^<]*|<i>[^<]*</i>)</td></tr>`).exec(summary);
    expect(row('job-1')?.[1]).toBe('❌ <code>failed</code>');
    expect(row('job-missing')?.[1]).toBe('❌ <code>not-found</code>');
    expect(row('job-missing')?.[2]).toBe('<i>no such job</i>');
    expect(row('job-0')?.[1]).toBe('<code>completed</code>');
  });

  it('4. says a value every job shares once, above the table, instead of a column', async () => {
    const { summary } = await step({ 'job-id': 'job-0,job-3' }, jobs(twelve));
    expect(summary).toContain('Every job&#58; model claude-sonnet-4-5, branch main.');
    expect(summary).toContain('<tr><th>Job</th><th>Status</th><th>Pull request</th><th>Time</th></tr>');
  });

  it('5. never says the step passes in the line of a job that does not fail it, when another does', async () => {
    const { io } = await step(
      { 'job-id': 'job-f,job-a' },
      jobs({ 'job-f': [{ status: 'failed' }], 'job-a': [{ status: 'archived' }] }),
    );
    const written = io.written();
    expect(written).not.toMatch(/step passes/);
    expect(io.named('warning')).toEqual([
      [expect.stringContaining('so this job does not fail the step'), 'Agent job job-a: archived'],
    ]);
  });

  it('6. titles annotations the same way for one job and several, without repeating the title in the message', async () => {
    const one = await step({ 'job-id': 'job-0' }, jobs(twelve));
    const two = await step({ 'job-id': 'job-0,job-3' }, jobs(twelve));
    expect(one.io.named('notice')).toEqual([
      [expect.stringMatching(/^Completed before this run read it/), 'Agent job job-0: completed with a pull request'],
    ]);
    expect(two.io.named('notice')[0]).toEqual([
      expect.stringMatching(/^Completed before this run read it/),
      'Agent job job-0: completed with a pull request',
    ]);
  });

  it('7. ends with one error when one job fails, naming only the job that failed', async () => {
    const { io } = await step(
      { 'job-id': 'job-f,job-a' },
      jobs({ 'job-f': [{ status: 'failed' }], 'job-a': [{ status: 'archived' }] }),
    );
    expect(io.named('error')).toEqual([]);
    expect(io.named('setFailed')).toEqual([
      [expect.stringMatching(/^Agent job job-f: Failed before this run read it/)],
    ]);
    expect(io.named('setFailed')[0]?.[0]).not.toContain('job-a');
  });

  it('8. shows a multi-line output one line each in the Outputs group, never a literal \\n', async () => {
    const { io } = await step({ 'job-id': 'job-0,job-3' }, jobs(twelve));
    const log = io.named('info').map(([line]) => line ?? '');
    const at = log.indexOf('job-id: (2 lines)');
    expect(log.slice(at, at + 3)).toEqual(['job-id: (2 lines)', '  job-0', '  job-3']);
    expect(log.join('\n')).not.toContain('\\n');
  });
});

describe('one job, as a reviewer reads it', () => {
  it('9. links the pull request in the first paragraph, and names a GitLab merge request group/name!N', async () => {
    const github = await step({ 'job-id': 'job-0' }, jobs({ 'job-0': [completed(42)] }));
    expect(github.html).toMatch(
      /<p>Completed before this run read it and opened pull request <a href="https:\/\/github.com\/acme\/docs\/pull\/42">acme\/docs&#35;42<\/a>\.<\/p>/,
    );
    const gitlab = await step(
      { 'job-id': 'job-0' },
      jobs({
        'job-0': [
          {
            status: 'completed',
            prLink: 'https://gitlab.com/acme/docs/-/merge_requests/9',
            source: { repository: 'https://gitlab.com/acme/docs', ref: 'main' },
          },
        ],
      }),
    );
    expect(gitlab.summary).toContain('<a href="https://gitlab.com/acme/docs/-/merge_requests/9">acme/docs&#33;9</a>');
    expect(gitlab.html).not.toContain('&#35;9');
  });

  it("10. with 'wait: false', shows the YAML to copy, no empty rows, and the run's link", async () => {
    const started: HttpSend = async () => ({
      status: 201,
      headers: {},
      body: JSON.stringify({ id: 'job-new', status: 'active' }),
    });
    const env = {
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_REPOSITORY: 'acme/site',
      GITHUB_RUN_ID: '7',
      GITHUB_ACTION_REPOSITORY: 'acme/wait',
      GITHUB_ACTION_REF: 'v1',
    };
    const { html } = await step({ prompt: 'Document the flag.', wait: 'false' }, started, env);
    const code = /<pre><code>([^<]*)<\/code><\/pre>/.exec(html)?.[1] ?? '';
    const shown = code.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&amp;/g, '&');
    expect(shown).toBe(
      "- uses: acme/wait@v1\n  with:\n    project-id: 'proj'\n    api-key: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}\n    job-id: 'job-new'",
    );
    expect(html).not.toMatch(/Archived|Waited|<i>none<\/i>/);
    expect(html).toContain('<a href="https://github.com/acme/site/actions/runs/7">this run</a>');
  });

  it('11. announces a follow-up as a message, and numbers requests one way', async () => {
    let n = 0;
    const service: HttpSend = async (url, options) => {
      if (options.method === 'POST') return { status: 200, headers: {}, body: '{"id":"job-0","status":"active"}' };
      n++;
      return {
        status: n === 1 ? 503 : 200,
        headers: {},
        body: JSON.stringify({ id: 'job-0', status: n < 3 ? 'active' : 'completed' }),
      };
    };
    const { io } = await step({ 'job-id': 'job-0', message: 'Also fix the typo.' }, service);
    const log = io.named('info').map(([line]) => line ?? '');
    expect(log).toContain('Sending a follow-up to job job-0 with the message: Also fix the typo.');
    expect(log.filter((line) => line.startsWith('Job status'))).toEqual([
      'Job status: active (request 2).',
      expect.stringMatching(/^Job status: active -> completed after \S+ \(request 3\)\.$/),
    ]);
  });
});

describe('one wait, one duration', () => {
  let service: SimulatedService;
  beforeAll(async () => {
    service = await startService();
  });
  afterAll(() => service.close());

  it('11. shows the same time in the log, the notice and the summary', async () => {
    const run = await runAction(
      {
        'project-id': DEMO_PROJECT_ID,
        'api-key': DEMO_API_KEY,
        'job-id': 'job-pr',
        'base-url': service.url,
        'poll-interval': '100ms',
      },
      { killAfterMs: 20_000 },
    );
    const logged = /-> completed after (\S+) \(request 3\)/.exec(run.log.join('\n'))?.[1];
    const noticed = /^Completed after (\S+) and/.exec(run.annotations[0]?.message ?? '')?.[1];
    const summarised = /<th align="left">Waited<\/th><td>(\S+) \(3 requests\)/.exec(run.summary)?.[1];
    expect(logged).toBeDefined();
    expect([noticed, summarised]).toEqual([logged, logged]);
  });
});
