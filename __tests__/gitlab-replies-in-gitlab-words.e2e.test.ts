/**
 * Was broken (a helper's GitLab trial): the reply to a member's `/docs` note that the service
 * refused said "the workflow run's log says what to do", and a review's line said "a re-run of
 * this workflow run": GitHub's words on a merge request, though docs/gitlab.md promises GitLab's
 * ("merge request", "status", "pipeline"). The command line's log said "its outputs and job
 * summary are complete", and it has no job summary. Replies and review lines now go through the
 * host's words, as the log does; the command line names its own result.
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

const botNotes = (sim: SimGitLab) => sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);

describe("a GitLab member's /docs note the service refuses", () => {
  it("is answered in GitLab's words", async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    sim.addNote(5, dev, '/docs also document the flags');
    svc.failNextPost({ http: 400, body: '{"error":"the message is refused"}' });
    const ran = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    const reply = botNotes(sim).find((note) => note.body.startsWith('dev:'))?.body ?? '';
    expect(reply).toContain('the message was not sent to the job');
    expect(reply).toContain("the job's log says what to do");
    expect(reply).not.toMatch(/workflow|GitHub|pull request/);
    expect(ran.err).not.toContain('job summary');
  });
});
