/**
 * GitLab: a reporter (level 20, may not command) writes a /docs note, and the user look-up for
 * `reporter` answers a list that names someone else (the developer), which GitLab never answers for
 * `?username=reporter`: the command is never sent on the developer's role.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, reporter, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(200_000);
const world = useGitLabCliWorld({ notesOnWallClock: true, withReporter: true });
const flags = (svc: SimulatedService) => mergeRequestFlags(svc, '--follow-up-command', '/docs');

describe("a reporter's /docs note whose user look-up names another user", () => {
  it("is not sent on the other user's role", async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    sim.addNote(5, reporter, '/docs delete the security page');
    sim.fault({
      method: 'GET',
      path: /\/users$/,
      status: 200,
      body: [{ id: dev.id, username: dev.username }],
      times: 20,
    });
    const run = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    expect(`${run.out}\n${run.err}`).toContain('does not name that user with an id');
    const sent = svc.requests
      .filter((r) => r.method === 'POST' && r.url.endsWith('/message'))
      .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));
    expect(sent.filter((p) => p.includes('delete the security page'))).toEqual([]);
  });
});
