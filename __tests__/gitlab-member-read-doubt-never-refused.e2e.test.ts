/**
 * GitLab: a /docs note whose author's membership GitLab does not give (a 502, a 200 with no
 * access_level) is doubt: never answered 😕, and the next pipeline sends it once.
 */
import { describe, expect, it } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { botNotes, dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService) => mergeRequestFlags(svc, '--follow-up-command', '/docs');

describe.each([
  ['502', { status: 502, times: 20 }],
  ['200 with no access_level', { status: 200, body: { id: dev.id }, times: 20 }],
])("a /docs note whose author's membership read answers %s", (_, fault) => {
  it('is not answered 😕, and the next pipeline sends it once', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    const note = sim.addNote(5, dev, '/docs add a table');
    sim.fault({ method: 'GET', path: /\/members\/all\/\d+$|\/members\/\d+$/, ...fault });
    const first = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    const early = note.awards.map((a) => a.name);
    const replies = botNotes(sim)
      .filter((n) => n.body.startsWith('dev:'))
      .map((n) => n.body);
    sim.clearFaults();
    const next = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '902' }));
    const prompts = svc.requests.filter((r) => r.method === 'POST' && (r.body ?? '').includes('add a table'));
    expect({ firstCode: first.code, early, replies, sent: prompts.length, nextCode: next.code }).toEqual({
      firstCode: first.code,
      early: expect.not.arrayContaining(['confused']),
      replies: [],
      sent: 1,
      nextCode: 0,
    });
  });
});
