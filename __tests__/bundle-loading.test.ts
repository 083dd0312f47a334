/**
 * The bundle loads only what the path it runs needs: the no-token path runs on the action's own
 * code (dist/index.js, which sets the signal handlers first, and the chunks it then imports), and
 * the GitHub toolkit (@actions/github, Octokit and its plugins) is loaded only by a path that
 * talks to GitHub, such as the default path's pull request look-up. Proven on the bundled action,
 * with a module-load hook that records every file Node loads.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startFakeGitHub, type FakeGitHub } from '../sim/github-api.ts';
import { DOCS_PULL_REQUEST } from './helpers/docs-pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';

const DIST = path.join(import.meta.dirname, '..', 'dist');
const TOKEN = 'ghs_fake0123456789abcdef';
let service: SimulatedService;
let github: FakeGitHub;
let dir: string;
let hook: string;
/** The files a run without a github-token loaded. */
let tokenless: string[] = [];
/** A string only GitHub's client (Octokit's core, its user agent) holds. */
const OCTOKIT_CORE = 'octokit-core.js';

beforeAll(async () => {
  service = await startService({
    jobs: { 'job-readable': [{ job: { status: 'completed', prLink: 'https://github.com/acme/docs/pull/42' } }] },
  });
  github = await startFakeGitHub(TOKEN, DOCS_PULL_REQUEST);
  dir = mkdtempSync(path.join(tmpdir(), 'bundle-loading-'));
  hook = path.join(dir, 'hook.mjs');
  writeFileSync(
    hook,
    [
      "import { registerHooks } from 'node:module';",
      "import { appendFileSync } from 'node:fs';",
      'registerHooks({',
      '  load(url, context, nextLoad) {',
      "    if (url.startsWith('file:')) appendFileSync(process.env.LOADED_LOG, url + '\\n');",
      '    return nextLoad(url, context);',
      '  },',
      '});',
    ].join('\n'),
  );
});
afterAll(async () => {
  await service.close();
  await github.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The files of dist/ one run of the bundled action loaded. */
async function loadedFiles(token: string): Promise<{ files: string[]; outputs: Record<string, string> }> {
  const log = path.join(dir, `loaded-${token === '' ? 'none' : 'token'}.txt`);
  writeFileSync(log, '');
  const run = await runAction(
    {
      'project-id': DEMO_PROJECT_ID,
      'job-id': 'job-readable',
      'api-key': DEMO_API_KEY,
      'base-url': service.url,
      'poll-interval': '100ms',
      'github-token': token,
    },
    {
      env: {
        NODE_OPTIONS: `--import=${pathToFileURL(hook).href}`,
        LOADED_LOG: log,
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: 'acme/site',
        GITHUB_RUN_ID: '1234',
      },
    },
  );
  expect(run.exitCode).toBe(0);
  const files = readFileSync(log, 'utf8')
    .split('\n')
    .filter((url) => url.startsWith(pathToFileURL(DIST).href))
    .map((url) => path.basename(new URL(url).pathname));
  return { files: [...new Set(files)].sort(), outputs: run.outputs };
}

describe('what the bundled action loads', () => {
  it('has chunks besides index.js to leave unloaded (the check below would prove nothing otherwise)', () => {
    expect(readdirSync(DIST).filter((file) => /^\d+\.index\.js$/.test(file)).length).toBeGreaterThan(0);
  });

  it('loads none of the GitHub toolkit without a github-token', async () => {
    const { files, outputs } = await loadedFiles('');
    expect(files[files.length - 1]).toBe('index.js');
    for (const file of files) expect(readFileSync(path.join(DIST, file), 'utf8')).not.toContain(OCTOKIT_CORE);
    expect(outputs.status).toBe('completed');
    tokenless = files;
  });

  it('loads the GitHub toolkit on the default path, and sends GitHub the github-token, never the api-key', async () => {
    const { files, outputs } = await loadedFiles(TOKEN);
    expect(github.requests.length).toBeGreaterThan(0);
    for (const request of github.requests) expect(request.authorization).toBe(`token ${TOKEN}`);
    expect(JSON.stringify(github.requests)).not.toContain(DEMO_API_KEY);
    expect(tokenless.length).toBeGreaterThan(0);
    const chunks = files.filter((file) => !tokenless.includes(file));
    expect(chunks.length).toBeGreaterThan(0);
    // Every chunk it loads beyond a token-less run's is GitHub's client: Octokit, or the rules the action sets on it.
    for (const chunk of chunks) expect(readFileSync(path.join(DIST, chunk), 'utf8')).toMatch(/octokit/i);
    expect(chunks.some((chunk) => readFileSync(path.join(DIST, chunk), 'utf8').includes(OCTOKIT_CORE))).toBe(true);
    expect(outputs['pr-head-sha']).toBe('f00dfeed'.repeat(5));
  });
});
