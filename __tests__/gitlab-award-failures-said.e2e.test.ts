/**
 * Was broken (a helper's GitLab bad-day trial): while GitLab failed every award write (5xx), each
 * scheduled pipeline skipped finishing the let-go turn (its 🎉 lease) and the member's `/docs`
 * note (its 👀 claim), said "Nothing new", and exited 0: no word of GitLab's failure, nor that a
 * later pipeline finishes the work. Both are said now; once GitLab takes awards again, the next
 * scheduled pipeline finishes the turn and sends the command, once.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { startSimGitLab, type SimGitLab, type SimGitLabUser } from '../sim/gitlab.ts';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(90_000);

const bot: SimGitLabUser = { id: 7, username: 'project_42_bot_3f2a', token: 'glpat-bot-token-0000000', bot: true };
const dev: SimGitLabUser = { id: 8, username: 'dev', token: 'glpat-dev-token-00000000' };
const A = 'a'.repeat(40);
const DOCS_MR = 'http://gitlab.test/group/project/-/merge_requests/7';

let gitlab: SimGitLab | undefined;
let service: SimulatedService | undefined;
afterEach(async () => {
  await gitlab?.close();
  await service?.close();
});

async function world() {
  gitlab = await startSimGitLab({
    projectId: 42,
    // The command line dates a note's age by the wall clock: the notes are dated by it too.
    date: () => Date.now(),
    users: [bot, dev],
    members: { [bot.id]: 30, [dev.id]: 30 },
    mergeRequests: [
      {
        ...{ iid: 5, state: 'opened', draft: false, labels: [], sha: A, author: dev, commits: [A] },
        ...{ diffs: [{ old_path: 'src/a.ts', new_path: 'src/a.ts' }], notes: [] },
      },
      {
        ...{ iid: 7, state: 'opened', draft: false, labels: [], sha: 'd'.repeat(40), author: bot, commits: [] },
        ...{ diffs: [], notes: [], sourceBranch: 'agent/job-started-1' },
      },
    ],
  });
  service = await startService({
    activeReads: 1,
    startedPrLink: DOCS_MR,
    repository: 'http://gitlab.test/group/project',
  });
  return { sim: gitlab, svc: service };
}

const jobEnv = (sim: SimGitLab, extra: Record<string, string> = {}): Record<string, string> => ({
  ...{ GITLAB_CI: 'true', CI: 'true', CI_PIPELINE_ID: '900', CI_PIPELINE_SOURCE: 'merge_request_event' },
  ...{ CI_MERGE_REQUEST_IID: '5', CI_MERGE_REQUEST_PROJECT_ID: '42', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42' },
  ...{ CI_MERGE_REQUEST_EVENT_TYPE: 'detached', CI_COMMIT_SHA: A, CI_PROJECT_ID: '42' },
  ...{ CI_PROJECT_PATH: 'group/project', CI_SERVER_URL: 'http://gitlab.test', CI_API_V4_URL: sim.api },
  ...{ CI_JOB_NAME: 'docs-agent', CI_JOB_URL: 'http://gitlab.test/group/project/-/jobs/9000' },
  GITLAB_TOKEN: bot.token ?? '',
  ...extra,
});

const flags = (svc: SimulatedService, ...more: string[]) => [
  ...['merge-request', '--prompt', 'Document what this merge request changes.', '--base-url', svc.url],
  ...[
    '--poll-interval',
    '100ms',
    '--agent-login',
    'mintlify-docs-bot',
    '--json',
    '--follow-up-command',
    '/docs',
    ...more,
  ],
];

describe('award writes GitLab fails', () => {
  it('are said, and the next scheduled pipeline after GitLab mends finishes the turn and sends the command', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc, '--let-go'), jobEnv(sim))).code).toBe(0);
    sim.addNote(5, dev, '/docs also document the flags');
    sim.fault({
      method: 'POST',
      path: /award_emoji$/,
      status: 500,
      body: { message: '500 Internal Server Error' },
      times: 100,
    });
    const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };
    // The first reads the job at work; the second finds it ended, and cannot take the lease to finish it.
    let said = '';
    for (const id of ['950', '951']) {
      const failing = await runCli(flags(svc, '--let-go'), jobEnv(sim, { ...schedule, CI_PIPELINE_ID: id }));
      expect(failing.code).toBe(0);
      said += failing.err;
    }
    expect(said).toMatch(/pending job job-started-1 could not be finished now \(.*HTTP 500.*\): a later run/);
    expect(said).toMatch(/The command of dev \(comment \d+\) is owed, but this run could not claim it/);
    expect(svc.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    sim.clearFaults();
    for (const id of ['952', '953'])
      expect((await runCli(flags(svc, '--let-go'), jobEnv(sim, { ...schedule, CI_PIPELINE_ID: id }))).code).toBe(0);
    const messages = svc.requests.filter((request) => request.method === 'POST' && request.url.includes('/message'));
    expect(messages).toHaveLength(1);
    expect(sim.statuses.get(A)?.map((status) => status.status)).toEqual(['success']);
  });
});
