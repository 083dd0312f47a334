/**
 * Which pull request the service names is another's (src/step/docs-pull-request.ts notTheJobs):
 * never commented on, mirrored, counted as the job's merge, or closed. The service names both the
 * link and the job's branch, so its word proves neither: a pull request is the job's only on the
 * job's branch and opened by `agent-login` ("[bot]" optional, any case). Without `agent-login`, a
 * person's is still never the job's; an app's `agent-login` is never a person's account of the
 * same name.
 */
import { describe, expect, it } from '@jest/globals';
import { notTheJobs } from '../src/step/docs-pull-request.ts';

const JOB_BRANCH = 'agent/job-1';
const by = (login: string, person: boolean) => ({ headRef: JOB_BRANCH, openedBy: { login, person } });

describe("a pull request on the job's branch", () => {
  it.each([
    ['mintlify[bot]', false, 'mintlify[bot]'],
    ['Mintlify[bot]', false, 'mintlify'],
    ['mintlify[bot]', false, ' MINTLIFY[BOT] '],
    ['project_42_bot_3f2a', false, 'project_42_bot_3f2a'],
    ['docs-machine-user', true, 'docs-machine-user'],
  ])("opened by %s (a person: %s) is the job's with agent-login %s", (login, person, agentLogin) => {
    expect(notTheJobs(by(login, person), JOB_BRANCH, agentLogin)).toBe(false);
  });

  it.each([
    ['dependabot[bot]', false, 'mintlify[bot]'],
    ['renovate[bot]', false, 'mintlify'],
    ['dev', false, 'mintlify-docs-bot'],
    ['hubot', true, 'mintlify[bot]'],
    ['mintlify', true, 'mintlify[bot]'],
    ['hubot', true, ''],
  ])("opened by %s (a person: %s) is another's with agent-login %s", (login, person, agentLogin) => {
    expect(notTheJobs(by(login, person), JOB_BRANCH, agentLogin)).toBe(true);
  });

  it('whose author the host did not give is judged by its branch alone', () => {
    expect(notTheJobs({ headRef: JOB_BRANCH }, JOB_BRANCH, 'mintlify[bot]')).toBe(false);
    expect(notTheJobs({ headRef: 'feature-7' }, JOB_BRANCH, 'mintlify[bot]')).toBe(true);
  });
});

it("a pull request on another branch is another's, whoever opened it", () => {
  expect(
    notTheJobs(
      { headRef: 'feature-7', openedBy: { login: 'mintlify[bot]', person: false } },
      JOB_BRANCH,
      'mintlify[bot]',
    ),
  ).toBe(true);
});
