/**
 * Was broken (a helper's GitLab trial): the reply to a member's `/docs` note that the service
 * refused said "the workflow run's log says what to do", and a review's line said "a re-run of
 * this workflow run": GitHub's words on a merge request, though docs/gitlab.md promises GitLab's
 * ("merge request", "status", "pipeline"). The command line's log said "its outputs and job
 * summary are complete", and it has no job summary. Replies and review lines now go through the
 * host's words, as the log does; the command line names its own result.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { botNotes, dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(90_000);

const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService, ...more: string[]): string[] =>
  mergeRequestFlags(svc, '--follow-up-command', '/docs', ...more);

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

/**
 * Was broken (a helper): GitLab refusing the note that records the start (a 403) gave GitHub's
 * advice: "Its outputs and job summary say how the command ends", "the job this step starts",
 * and "run the command again: a change to its permissions: block reaches its next run (push a
 * commit) ... an app's permissions reaches a re-run too". Now in the command line's and GitLab's.
 */
describe('GitLab refusing the note that records the start', () => {
  it("says so in GitLab's and the command line's words", async () => {
    const { sim, svc } = await world();
    sim.fault({
      method: 'POST',
      path: /merge_requests\/5\/notes$/,
      status: 403,
      body: { message: '403 Forbidden' },
      times: 20,
    });
    const ran = await runCli(flags(svc), jobEnv(sim));
    expect(ran.code).toBe(4);
    expect(ran.err).not.toMatch(
      /job summary|GitHub|pull-requests: write|report-token|workflow|permissions: block|this step/,
    );
    expect(ran.err).toContain('then run this pipeline again: it starts the job.');
  });
});
