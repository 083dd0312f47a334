/**
 * GitLab: a /docs note whose author's user look-up answers an item GitLab never sends (an id that
 * is not a number) is doubt, never "no role": not answered, and the next pipeline sends it once.
 */
import { describe, expect, it } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService) => mergeRequestFlags(svc, '--follow-up-command', '/docs');

describe("a /docs note whose author's user look-up answers an item with no numeric id", () => {
  it('is doubt (not answered for good), and the log names that answer', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    sim.addNote(5, dev, '/docs add a table');
    sim.fault({
      method: 'GET',
      path: /\/users$/,
      status: 200,
      body: [{ id: String(dev.id), username: 'x' }],
      times: 20,
    });
    const first = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    const out = `${first.out}\n${first.err}`;
    expect(out).not.toMatch(/dev has no role/);
  });
});
