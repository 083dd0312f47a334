/**
 * A scheduled pipeline where GitLab fails the notes of one merge request (500 every time): that
 * one is named and left for the next schedule, the other merge requests get their turns, and the
 * schedule exits 5. Was broken: the whole listing failed, every schedule exited 5 naming no merge
 * request, and no other merge request got its turn (a let-go status stayed `running` for good).
 */
import { describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(200_000);
const world = useGitLabCliWorld({ notesOnWallClock: true });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schedule-unread-'));
const schedule = {
  ...{ CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
};

describe('a schedule where one merge request’s notes cannot be read', () => {
  it('names it, takes the others’ turns, and exits 5', async () => {
    const { sim, svc } = await world();
    const letGo = await runCli(mergeRequestFlags(svc, '--let-go'), jobEnv(sim));
    expect(letGo.code).toBe(0);
    sim.addMergeRequest({
      ...{ iid: 9, state: 'opened', draft: false, labels: [], sha: 'f'.repeat(40), author: dev },
      ...{ commits: [], diffs: [], notes: [], updated_at: new Date(Date.now() + 1000).toISOString() },
    });
    Object.assign(sim.mergeRequest(5), { updated_at: new Date().toISOString() });
    sim.fault({
      method: 'GET',
      path: /\/merge_requests\/9\/notes$/,
      status: 500,
      body: { message: 'boom' },
      times: 1000,
    });

    const file = path.join(dir, 'schedule.env');
    const swept = await runCli([...mergeRequestFlags(svc, '--let-go'), '--output-file', file], jobEnv(sim, schedule));
    expect(swept.err).toContain('Merge request !9: its notes could not be read');
    expect(swept.err).toContain('the next scheduled pipeline looks at it again');
    expect(swept.err).toContain('Merge request !5:');
    expect(swept.code).toBe(5);
    expect(fs.readFileSync(file, 'utf8')).toContain('EXIT_CODE=5');
  });
});
