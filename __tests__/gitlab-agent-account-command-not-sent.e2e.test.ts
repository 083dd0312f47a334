/**
 * Was broken (a helper, attacking this session's b5da75c): a `/docs` note written by the agent's
 * own account (`agent-login`, a project member who can push) on a draft merge request with no
 * job started a new job with its text, from the schedule and from the merge request's own
 * pipeline alike. Reviews by that account are never sent; its commands now are not either:
 * answered 😕, nothing sent, whoever's merge request it is.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { startSimGitLab, type SimGitLab, type SimGitLabUser } from '../sim/gitlab.ts';
import { startService, type SimulatedService } from '../sim/service.ts';
import { bot, developer as dev, DOCS_MR } from './helpers/gitlab-users.ts';
import { jobEnv, mergeRequestFlags } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(300_000);
const agent: SimGitLabUser = { id: 11, username: 'mintlify-docs-bot', token: 'glpat-agent-token-0000000' };

let gitlab: SimGitLab | undefined;
let service: SimulatedService | undefined;
afterEach(async () => {
  await gitlab?.close();
  await service?.close();
});

/** A draft merge request of a developer's, no job on it, and a `/docs` note by `author`. */
async function draftWithNote(author: SimGitLabUser) {
  const users = [bot, dev, agent];
  gitlab = await startSimGitLab({
    projectId: 42,
    date: () => Date.now(),
    users,
    members: { [bot.id]: 30, [dev.id]: 30, [agent.id]: 30 },
    mergeRequests: [],
  });
  service = await startService({
    activeReads: 1,
    startedPrLink: DOCS_MR,
    repository: 'http://gitlab.test/group/project',
  });
  gitlab.addMergeRequest({
    ...{ iid: 9, state: 'opened', draft: true, labels: [], sha: 'f'.repeat(40), author: dev },
    ...{ commits: [], diffs: [{ old_path: 'src/a.ts', new_path: 'src/a.ts' }], notes: [] },
    updated_at: new Date().toISOString(),
  });
  gitlab.addNote(9, author, '/docs add an example of --verbose');
  return { sim: gitlab, svc: service };
}

const schedule = {
  ...{ CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
};
const own = {
  CI_MERGE_REQUEST_IID: '9',
  CI_COMMIT_SHA: 'f'.repeat(40),
  CI_PIPELINE_ID: '960',
  CI_MERGE_REQUEST_DRAFT: 'true',
};

describe("a /docs note by the agent's own account, on a draft merge request with no job", () => {
  it.each([
    ['the schedule', schedule],
    ['its own pipeline', own],
  ])('%s sends nothing and says why', async (_run, env) => {
    const { sim, svc } = await draftWithNote(agent);
    const ran = await runCli([...mergeRequestFlags(svc, '--let-go'), '--follow-up-command', '/docs'], jobEnv(sim, env));
    expect(svc.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(ran.err).toMatch(/is the agent's own account \(--agent-login\), whose words command nothing/);
  });

  it("a developer's note there starts the job, as before", async () => {
    const { sim, svc } = await draftWithNote(dev);
    await runCli([...mergeRequestFlags(svc, '--let-go'), '--follow-up-command', '/docs'], jobEnv(sim, schedule));
    expect(svc.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});
