/**
 * Was broken: the `merge-request` command killed (SIGKILL) after its note said "began sending the
 * prompt" and before it recorded the answer left a doubt no run could clear on GitLab. Every later
 * pipeline said "look at the dashboard; if none was started, comment /docs with what to document
 * to start one", and the scheduled pipelines then passed over that very `/docs` note: the owed
 * command was dropped on a doubt. Its other advice, "re-run run 900", cannot work on GitLab (a
 * retried job is the same pipeline). Now a command owed on a lost start starts the new job it
 * was told to, and GitLab's advice names only the command.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { CLI, runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

const world = useGitLabCliWorld({ notesOnWallClock: true });

describe('a merge-request run killed while it sent the prompt, then a /docs note', () => {
  it('the scheduled pipeline starts the job with the command', async () => {
    const { sim, svc } = await world();
    const flags = [...mergeRequestFlags(svc), '--let-go', '--follow-up-command', '/docs'];
    // Killed while the start is out (the service never answers it): the prompt went, no answer recorded.
    svc.failNextPost({ hang: true });
    const killed = await new Promise<number | null>((resolve) => {
      const child = spawn(process.execPath, [CLI, ...flags], {
        env: {
          ...{ PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY },
          ...{ MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID, ...jobEnv(sim) },
        },
      });
      const sent = setInterval(() => {
        if (svc.requests.some((r) => r.method === 'POST')) child.kill('SIGKILL');
      }, 20);
      child.stdin.end('');
      child.on('close', (code) => {
        clearInterval(sent);
        resolve(code);
      });
    });
    expect(killed).toBeNull();
    const pipeline = await runCli(flags, jobEnv(sim, { CI_PIPELINE_ID: '901' }));
    expect(pipeline.err).toContain('comment /docs with what to document to start one');
    expect(pipeline.err).not.toMatch(/re-run run \d+/);
    sim.addNote(5, dev, '/docs please document the new flag');
    const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_MERGE_REQUEST_IID: '' };
    const swept = await runCli(flags, jobEnv(sim, { ...schedule, CI_COMMIT_SHA: 'e'.repeat(40) }));
    expect(swept.code).toBe(0);
    const starts = svc.requests.filter((r) => r.method === 'POST' && /\/job$/.test(r.url.split('?')[0] ?? ''));
    expect(starts.at(-1)?.body ?? '').toContain('please document the new flag');
  });
});
