/**
 * Was broken (a helper trying GitLab on a bad day): two members' `/docs` notes written between
 * pipelines were both sent by the next pipeline, in order, but the first got a new note on the
 * merge request, "dev: the run for your comment 1004 had not sent it (it was cancelled, stopped,
 * or not started yet), so a later run sent it to the job", and the log said the same. GitLab runs
 * no pipeline for a note (docs/gitlab.md): no run of its own was cancelled, and a later pipeline
 * sending it is how every command goes there. The award answers it, and the log says it is sent
 * first as commands go in the order written.
 */
import { describe, expect, it } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { botNotes, dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService) => mergeRequestFlags(svc, '--follow-up-command', '/docs');

describe('two /docs notes between pipelines', () => {
  it('are sent in order, answered by their awards, with no note saying a run of theirs was cancelled', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    const first = sim.addNote(5, dev, '/docs one');
    const second = sim.addNote(5, dev, '/docs two');
    const ran = await runCli(flags(svc), jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    expect(ran.code).toBe(0);
    const prompts = svc.requests.filter((r) => r.method === 'POST').map((r) => r.body);
    expect(prompts.slice(1)).toEqual(['{"prompt":"one"}', '{"prompt":"two"}']);
    expect(ran.err).not.toMatch(/cancelled, stopped, or not started yet/);
    expect(ran.err).toContain('is sent first, as commands go in the order written');
    expect(botNotes(sim).filter((note) => note.body.startsWith('dev:'))).toEqual([]);
    for (const note of [first, second]) expect(note.awards.map((award) => award.name)).toContain('rocket');
  });
});
