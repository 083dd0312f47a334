/**
 * The command line's `merge-request` in a GitLab CI job, as the component runs it: a project with
 * the product merge request (!5, by a developer) and the agent's docs merge request (!7, by the
 * project's bot, on the branch of the service's first job), the simulated service whose jobs open
 * !7, and the job's predefined variables. `useGitLabCliWorld` closes both servers after each test.
 */
import { afterEach } from '@jest/globals';
import { startSimGitLab, type SimGitLab, type SimGitLabUser, type SimPipeline } from '../../sim/gitlab.ts';
import { startService, type SimulatedService } from '../../sim/service.ts';

import { A, bot, developer, DOCS_MR } from './gitlab-users.ts';

export { A, bot, DOCS_MR };
export const dev = developer;
export const reporter: SimGitLabUser = { id: 9, username: 'reporter', token: 'glpat-reporter-token-000' };
/** The account Mintlify opens its merge requests as (`--agent-login`): not the one GITLAB_TOKEN writes as. */
export const agent: SimGitLabUser = { id: 11, username: 'mintlify-docs-bot', token: 'glpat-agent-token-0000000' };

export interface GitLabCliWorldOptions {
  /** A reporter (access level 20, who may not command) besides the developer. */
  withReporter?: boolean;
  /** Notes dated by the wall clock, as the command line dates a note's age (for `/docs` notes). */
  notesOnWallClock?: boolean;
  /** A self-managed server under a path (`/gitlab`): the service's links and repository hold it. */
  serverPath?: string;
  /** Keys the service takes besides the demo key (a schedule set up with another secret). */
  otherApiKeys?: string[];
  /** The project's pipelines, as GitLab's API lists them (a cancelled one's status). */
  pipelines?: SimPipeline[];
}

export interface GitLabCliWorld {
  sim: SimGitLab;
  svc: SimulatedService;
}

/** Starts a world for each test that asks (`world()`), and closes it after the test. */
export function useGitLabCliWorld(options: GitLabCliWorldOptions = {}): () => Promise<GitLabCliWorld> {
  let gitlab: SimGitLab | undefined;
  let service: SimulatedService | undefined;
  afterEach(async () => {
    await gitlab?.close();
    await service?.close();
  });
  return async () => {
    const users = options.withReporter ? [bot, dev, reporter] : [bot, dev];
    gitlab = await startSimGitLab({
      projectId: 42,
      ...(options.pipelines ? { pipelines: options.pipelines } : {}),
      ...(options.notesOnWallClock ? { date: () => Date.now() } : {}),
      users,
      members: Object.fromEntries(users.map((user) => [user.id, user === reporter ? 20 : 30])),
      mergeRequests: [
        {
          ...{ iid: 5, state: 'opened', draft: false, labels: [], sha: A, author: dev, commits: [A] },
          ...{ diffs: [{ old_path: 'src/a.ts', new_path: 'src/a.ts' }], notes: [] },
        },
        {
          ...{ iid: 7, state: 'opened', draft: false, labels: [], sha: 'd'.repeat(40), author: agent, commits: [] },
          ...{ diffs: [], notes: [], sourceBranch: 'agent/job-started-1' },
        },
      ],
    });
    const server = `http://gitlab.test${options.serverPath ?? ''}`;
    service = await startService({
      activeReads: 1,
      startedPrLink: `${server}/group/project/-/merge_requests/7`,
      repository: `${server}/group/project`,
      ...(options.otherApiKeys ? { otherApiKeys: options.otherApiKeys } : {}),
    });
    return { sim: gitlab, svc: service };
  };
}

/** The predefined variables of !5's merge request pipeline 900, and the bot's token. */
export const jobEnv = (sim: SimGitLab, extra: Record<string, string> = {}): Record<string, string> => ({
  ...{ GITLAB_CI: 'true', CI: 'true', CI_PIPELINE_ID: '900', CI_PIPELINE_SOURCE: 'merge_request_event' },
  ...{ CI_MERGE_REQUEST_IID: '5', CI_MERGE_REQUEST_PROJECT_ID: '42', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42' },
  ...{ CI_MERGE_REQUEST_EVENT_TYPE: 'detached', CI_COMMIT_SHA: A, CI_PROJECT_ID: '42' },
  ...{ CI_PROJECT_PATH: 'group/project', CI_SERVER_URL: 'http://gitlab.test', CI_API_V4_URL: sim.api },
  ...{ CI_JOB_NAME: 'docs-agent', CI_JOB_URL: 'http://gitlab.test/group/project/-/jobs/9000' },
  GITLAB_TOKEN: bot.token ?? '',
  ...extra,
});

/** `merge-request` with the component's prompt, fast polls, the agent's login and `--json`; then `more`. */
export const mergeRequestFlags = (svc: SimulatedService, ...more: string[]): string[] => [
  ...['merge-request', '--prompt', 'Document what this merge request changes.', '--base-url', svc.url],
  ...['--poll-interval', '100ms', '--agent-login', 'mintlify-docs-bot', '--json', ...more],
];

/** The notes the bot wrote on !5. */
export const botNotes = (sim: SimGitLab, iid = 5) =>
  sim.mergeRequest(iid).notes.filter((note) => note.author.id === bot.id);
