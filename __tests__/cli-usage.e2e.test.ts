/**
 * The command line as a new user meets it (dist/cli/index.js in a child process, against the
 * simulated service), held to what README.md, docs/cli.md and the recipes promise: the dotenv
 * file on every ending, no flag silently dropped, lists one item a job, null where unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_READ_ONLY_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'cli-usage-'));
let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

const cli = runCli;

const at = () => ['--base-url', service.url, '--poll-interval', '100ms'];
const posts = () => service.requests.filter((request) => request.method === 'POST').length;

describe('the command line, as docs/cli.md and the recipes promise', () => {
  // docs/cli.md: "--output-file FILE ... written chmod 600 ..., on every ending"; the GitLab recipe:
  // "a protected variable is not given to other pipelines, and the command then ends 3, 'No admin
  // API key'" and, on its artifact, "Written on every ending (...), so the next job can say why".
  it.each([
    ["no key (the GitLab recipe's protected-variable case)", ['wait', 'job-pr'], { MINTLIFY_ADMIN_API_KEY: '' }],
    ['a bad --timeout', ['wait', 'job-pr', '--timeout', 'nope'], {}],
    ['no project', ['wait', 'job-pr'], { MINTLIFY_PROJECT_ID: '' }],
  ])('bad input (%s) still writes the --output-file, EXIT_CODE=3, for the next CI job', async (_, args, env) => {
    const file = path.join(folder, `bad-${Math.random().toString(36).slice(2)}.env`);
    const ran = await cli([...args, ...at(), '--output-file', file], env);
    expect(ran.code).toBe(3);
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('EXIT_CODE=3');
  });

  // docs/cli.md: "The flags carry the action's inputs of the same name, with the same checks"; the
  // action refuses 'prompt' with 'job-id'. Here a follow-up the user asked for is silently not sent.
  it('refuses `wait JOB --message TEXT` rather than waiting and exiting 0 without sending the message', async () => {
    const before = posts();
    const ran = await cli(['wait', 'job-pr', '--message', 'Make the intro shorter', ...at()]);
    expect(posts()).toBe(before); // nothing sent, as today
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('To send a follow-up: wait-for-agent-job message JOB_ID --message TEXT.');
    expect(ran.err).toMatch(/--message/);
  });

  it.each([
    ['wait JOB --prompt', ['wait', 'job-pr', '--prompt', 'Document the flag']],
    ['wait JOB --prompt-file', ['wait', 'job-pr', '--prompt-file', '/nonexistent/prompt.md']],
    ['start --message', ['start', '--prompt', 'Document the flag', '--message', 'and this', '--no-wait']],
  ])('refuses a flag its command ignores: %s', async (_, args) => {
    const ran = await cli([...args, ...at()]);
    expect(ran.code).toBe(3);
  });

  // docs/cli.md: "`job-id` and `pr-links` are lists, one item a job, even for one".
  it('--json pr-links: one item a job, in input order, even for one', async () => {
    const two = await cli(['wait', 'job-no-pr', 'job-pr', '--json', ...at()]);
    expect(two.code).toBe(0);
    const both = JSON.parse(two.out) as Record<string, unknown>;
    expect(both['job-id']).toEqual(['job-no-pr', 'job-pr']);
    expect(both['pr-links']).toEqual([null, 'https://github.com/acme/docs/pull/42']);
    const one = await cli(['wait', 'job-no-pr', '--json', ...at()]);
    expect(Array.isArray((JSON.parse(one.out) as Record<string, unknown>)['pr-links'])).toBe(true);
  });

  // docs/endings.md: "`results` holds `null` where a value is unknown" (action.yml: "null where unknown").
  it('--json results: a start the service refused made no job, so it lists none (never an id of "")', async () => {
    const ran = await cli(['start', '--prompt', 'Document the flag', '--json', ...at()], {
      MINTLIFY_ADMIN_API_KEY: DEMO_READ_ONLY_KEY,
    });
    expect(ran.code).toBe(4);
    const results = (JSON.parse(ran.out) as { results: { id: unknown }[] }).results;
    expect(results).toEqual([]);
  });

  it('an empty --api-key-file says the key is missing and how to give it, not "give the text to send"', async () => {
    const file = path.join(folder, 'empty-key');
    writeFileSync(file, '');
    chmodSync(file, 0o600);
    const ran = await cli(['status', 'job-pr', '--api-key-file', file, ...at()], { MINTLIFY_ADMIN_API_KEY: '' });
    expect(ran.code).toBe(3);
    expect(ran.err).not.toContain('give the text to send');
    expect(ran.err).not.toContain('The key file from the file');
    expect(ran.err).toContain('Write the admin API key on its first line');
  });

  it('status without --json: the data on standard output, a job a line, tab-separated', async () => {
    const ran = await cli(['status', 'job-pr', 'job-no-pr', 'job-nobody-started', ...at()]);
    expect(ran.code).toBe(4);
    expect(ran.out).toBe(
      'job-pr\tcompleted\thttps://github.com/acme/docs/pull/42\njob-no-pr\tcompleted\t\njob-nobody-started\tunread\t\n',
    );
    expect(ran.err).toContain("error: job-nobody-started: the service has no job 'job-nobody-started'");
  });
});
