/**
 * GitLab's pipeline does not name who opened its merge request, so the command line reads it. When
 * that read fails (a rate limit longer than the read may wait, an outage), the merge request may be
 * the agent's own docs merge request, which must start no job: nothing is started, the pipeline
 * fails with what to do, and its dotenv report says so. Was broken: it went on as if no author were
 * known and started an agent job on the agent's own merge request, exit 0.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSimGitLab, type SimGitLab } from '../sim/gitlab.ts';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { A, bot, DOCS_MR, jobEnv } from './helpers/gitlab-cli-world.ts';
import { developer } from './helpers/gitlab-users.ts';

jest.setTimeout(200_000);
let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers) await close();
  closers = [];
});

async function world(): Promise<{ sim: SimGitLab; service: SimulatedService }> {
  const sim = await startSimGitLab({
    projectId: 42,
    date: () => Date.now(),
    users: [bot, developer],
    members: { [bot.id]: 30, [developer.id]: 30 },
    mergeRequests: [
      {
        iid: 5,
        state: 'opened',
        draft: false,
        labels: [],
        sha: A,
        author: developer,
        commits: [A],
        diffs: [],
        notes: [],
      },
      {
        ...{ iid: 7, state: 'opened', draft: false, labels: [], sha: 'd'.repeat(40), author: bot },
        ...{ commits: [], diffs: [], notes: [], sourceBranch: 'agent/job-started-1' },
      },
    ],
  });
  const service = await startService({
    activeReads: 1,
    startedPrLink: DOCS_MR,
    repository: 'http://gitlab.test/group/project',
  });
  closers.push(
    () => sim.close(),
    () => service.close(),
  );
  return { sim, service };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'author-unread-'));

describe("the agent's docs merge request, its author unread", () => {
  it.each([
    ['429 asking for 30 s', { status: 429, headers: { 'Retry-After': '30' } }],
    ['503 every time', { status: 503, times: 50 }],
  ])('starts no job on %s', async (_, fault) => {
    const { sim, service } = await world();
    sim.fault({ method: 'GET', path: /\/merge_requests\/7$/, body: { message: 'Retry later' }, times: 1, ...fault });
    const file = path.join(dir, `${fault.status}.env`);
    const ran = await runCli(
      [
        ...['merge-request', '--prompt', 'Document it.', '--base-url', service.url, '--poll-interval', '100ms'],
        ...['--agent-login', bot.username, '--follow-up-command', '/docs', '--let-go', '--output-file', file],
      ],
      jobEnv(sim, { CI_MERGE_REQUEST_IID: '7', CI_COMMIT_SHA: 'd'.repeat(40), CI_PIPELINE_ID: '910' }),
    );
    expect(service.requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(ran.code).not.toBe(0);
    expect(ran.err).toContain('who opened the merge request could not be read');
    expect(ran.err).toContain('once GitLab answers again');
    expect(fs.readFileSync(file, 'utf8')).toMatch(/EXIT_CODE=[1-9]/);
  });
});
