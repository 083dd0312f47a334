/**
 * GitLab: a /docs note whose author's membership GitLab answers 200 with no access_level: the log
 * names that cause (the member answer names no access level), not a bad list item's.
 */
import { describe, expect, it } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService) => mergeRequestFlags(svc, '--follow-up-command', '/docs');

describe("a /docs note whose author's membership read answers 200 with no access_level", () => {
  it('says the membership answer named no role', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    sim.addNote(5, dev, '/docs add a table');
    sim.fault({
      method: 'GET',
      path: /\/members\/all\/\d+$|\/members\/\d+$/,
      status: 200,
      body: { id: dev.id },
      times: 20,
    });
    const first = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    const out = `${first.out}\n${first.err}`;
    const line = out
      .split('\n')
      .filter((l) => /could not be read/.test(l))
      .join('\n');
    expect(line).not.toMatch(/an id that is not a number, no body/);
    expect(line).toContain('names no access level');
  });
});
