/**
 * Was broken (a helper's bad-day trial): GitLab made the merge request's note, but its answer (201)
 * was cut short on the way. The run took the creation as failed, blamed CI_API_V4_URL, and made a
 * second note later, so the merge request kept two: one "⏳ Starting an agent job" forever, and
 * the one that said how the job ended. docs/gitlab.md promises one note, kept up to date.
 *
 * Now a creation whose answer came back 2xx but could not be read is one GitLab may have made: it
 * is looked for before anything is created again, and the warning says the answer was cut, not
 * that the address is wrong.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { A, botNotes, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(90_000);

const world = useGitLabCliWorld();
const flags = (svc: SimulatedService, ...more: string[]): string[] => mergeRequestFlags(svc, ...more);

describe('a note GitLab made whose answer was cut short', () => {
  it.each([
    ['waiting for the job', [] as string[]],
    ['letting the runner go, then the schedule', ['--let-go']],
  ])('%s: one note, kept up to date, and a warning that names the cut answer', async (_, more) => {
    const { sim, svc } = await world();
    sim.fault({
      method: 'POST',
      path: /\/merge_requests\/5\/notes$/,
      status: 201,
      rawBody: '{"id":10',
      afterActing: true,
    });
    const ran = await runCli(flags(svc, ...more), jobEnv(sim));
    expect(ran.code).toBe(0);
    expect(ran.err).not.toContain('CI_API_V4_URL should be');
    expect(ran.err).not.toMatch(/Could not create the merge request comment/);
    expect(botNotes(sim)).toHaveLength(1);
    if (more.includes('--let-go')) {
      Object.assign(sim.mergeRequest(5), { updated_at: new Date().toISOString() });
      const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };
      for (let sweep = 0; sweep < 2; sweep++)
        expect((await runCli(flags(svc, ...more), jobEnv(sim, schedule))).code).toBe(0);
    }
    const notes = botNotes(sim);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toContain('Completed');
    expect(sim.statuses.get(A)?.map((status) => status.status)).toEqual(['success']);
    expect(svc.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
