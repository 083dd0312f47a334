/**
 * Was broken (a helper's GitLab bad-day trial): while GitLab failed every award write (5xx), each
 * scheduled pipeline skipped finishing the let-go turn (its 🎉 lease) and the member's `/docs`
 * note (its 👀 claim), said "Nothing new", and exited 0: no word of GitLab's failure, nor that a
 * later pipeline finishes the work. Both are said now; once GitLab takes awards again, the next
 * scheduled pipeline finishes the turn and sends the command, once.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { A, dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(90_000);

const world = useGitLabCliWorld({ notesOnWallClock: true });
const flags = (svc: SimulatedService, ...more: string[]): string[] =>
  mergeRequestFlags(svc, '--follow-up-command', '/docs', ...more);

describe('award writes GitLab fails', () => {
  it('are said, and the next scheduled pipeline after GitLab mends finishes the turn and sends the command', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc, '--let-go'), jobEnv(sim))).code).toBe(0);
    sim.addNote(5, dev, '/docs also document the flags');
    sim.fault({
      method: 'POST',
      path: /award_emoji$/,
      status: 500,
      body: { message: '500 Internal Server Error' },
      times: 100,
    });
    const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };
    // The first reads the job at work; the second finds it ended, and cannot take the lease to finish it.
    let said = '';
    for (const id of ['950', '951']) {
      const failing = await runCli(flags(svc, '--let-go'), jobEnv(sim, { ...schedule, CI_PIPELINE_ID: id }));
      expect(failing.code).toBe(0);
      said += failing.err;
    }
    expect(said).toMatch(/pending job job-started-1 could not be finished now \(.*HTTP 500.*\): a later run/);
    expect(said).toMatch(/The command of dev \(comment \d+\) is owed, but this run could not claim it/);
    expect(svc.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    sim.clearFaults();
    for (const id of ['952', '953'])
      expect((await runCli(flags(svc, '--let-go'), jobEnv(sim, { ...schedule, CI_PIPELINE_ID: id }))).code).toBe(0);
    const messages = svc.requests.filter((request) => request.method === 'POST' && request.url.includes('/message'));
    expect(messages).toHaveLength(1);
    expect(sim.statuses.get(A)?.map((status) => status.status)).toEqual(['success']);
  });
});
