/**
 * The docs merge request's link-back note names its run's link by what it leads to: a merge
 * request pipeline's own note links its CI job ("the pipeline's job"); one a sweep writes for a
 * let-go turn, named by its pipeline's id only, links the pipeline ("the pipeline"). Was broken
 * both ways in turn: "the pipeline's job" for a pipeline's page, then "the pipeline" for a job's.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runLinkWords, GITLAB_WORDS, GITHUB_WORDS } from '../src/pull-request/where.ts';
import { runCli } from './helpers/cli.ts';
import { jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);
const world = useGitLabCliWorld();

describe("the docs merge request's link-back names its run's link", () => {
  it('by what the link leads to: a GitLab job, a GitLab pipeline, a GitHub run', () => {
    expect(runLinkWords(GITLAB_WORDS, 'http://gitlab.test/group/project/-/jobs/9000')).toBe("the pipeline's job");
    expect(runLinkWords(GITLAB_WORDS, 'http://gitlab.test/group/project/-/pipelines/950')).toBe('the pipeline');
    expect(runLinkWords(GITHUB_WORDS, 'https://github.com/acme/product/actions/runs/7')).toBe('the workflow run');
  });

  it("a merge request pipeline's note links its job as the pipeline's job", async () => {
    const { sim, svc } = await world();
    const ran = await runCli(mergeRequestFlags(svc), jobEnv(sim));
    expect(ran.code).toBe(0);
    const [linkBack] = sim.mergeRequest(7).notes;
    expect(linkBack?.body).toContain(
      '<a href="http://gitlab.test/group/project/-/jobs/9000">the pipeline&#39;s job</a>',
    );
  });
});
