/**
 * Was broken (a GitLab helper): a Reporter's `/docs` note refused by the schedule was explained in
 * GitHub's words, naming a flag the component has not: "reporter has triage permission, and
 * --follow-up-permission asks for write".
 *
 * What should happen instead: GitLab's roles (docs/gitlab.md: "a member's /docs"): the Reporter
 * role, and the Developer role or higher that a command needs.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { jobEnv, mergeRequestFlags, reporter, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(300_000);
const world = useGitLabCliWorld({ withReporter: true, notesOnWallClock: true });
const SCHEDULE = {
  ...{ CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
};

describe("a Reporter's /docs note", () => {
  it('is refused in GitLab roles, naming no flag the component has not', async () => {
    const { sim, svc } = await world();
    const flags = [...mergeRequestFlags(svc, '--let-go'), '--follow-up-command', '/docs'];
    svc.holdJobs(true);
    expect((await runCli(flags, jobEnv(sim))).code).toBe(0);
    sim.addNote(5, reporter, '/docs reporter wants this');
    const schedule = await runCli(flags, jobEnv(sim, SCHEDULE));
    expect(schedule.err).toContain('reporter has the Reporter role, and a command needs the Developer role or higher');
    expect(schedule.err).not.toMatch(/triage permission|follow-up-permission/);
  });
});
