/**
 * GitLab: the merge request's job recorded by pipeline 900; a push (head B) and pipeline 901, whose
 * every write of the job's note GitLab answers 502. Its log says in GitLab's words what the unwritten
 * record costs (the news told again), names no job summary the command line does not have, and the
 * next pipeline tells the news again, as it says.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(200_000);
const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService) => mergeRequestFlags(svc, '--follow-up-command', '/docs');
const B = 'b'.repeat(40);

describe("a push's pipeline whose note writes GitLab fails 502", () => {
  it('says in GitLab words what follows, and the next pipeline does it', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    const mr = sim.mergeRequest(5);
    mr.sha = B;
    mr.commits.push(B);
    sim.fault({ method: 'PUT', path: /\/notes\/\d+$/, status: 502, body: { message: '502 Bad Gateway' }, times: 100 });
    const pushed = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901', CI_COMMIT_SHA: B }));
    const out = `${pushed.out}\n${pushed.err}`;
    const costLine = out.split('\n').find((l) => l.includes('It holds the record')) ?? '';

    sim.clearFaults();
    expect((await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '902', CI_COMMIT_SHA: B }))).code).toBe(0);

    const messages = svc.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/message')).length;
    expect(costLine).toContain('tells the job this news again');
    expect({
      costLine: /pull request/.test(costLine),
      namesJobSummary: costLine.includes('job summary'),
      code: pushed.code,
      messages,
    }).toEqual({ costLine: false, namesJobSummary: false, code: 0, messages: 2 });
  });
});
