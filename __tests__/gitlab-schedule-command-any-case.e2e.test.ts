/**
 * Was broken: the schedule, the one pipeline that reads a note on GitLab, listed a merge request
 * with no job only when a note began with the command as written (`/docs`): `/Docs add ...` or
 * `/DOCS: add ...`, which every run takes (commands are read in any case), was passed over
 * ("nothing to do"), so the member's command was never answered (a helper, as a README user).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(200_000);
const world = useGitLabCliWorld({ notesOnWallClock: true });
const schedule = {
  ...{ CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
};

describe.each(['/Docs add an example of --verbose', '/DOCS: add an example of --verbose'])(
  'a schedule, a merge request with no job and the note %j',
  (body) => {
    it('starts the job the command asks for', async () => {
      const { sim, svc } = await world();
      sim.addMergeRequest({
        ...{ iid: 9, state: 'opened', draft: false, labels: [], sha: 'f'.repeat(40), author: dev },
        ...{ commits: [], diffs: [{ old_path: 'src/a.ts', new_path: 'src/a.ts' }], notes: [] },
        updated_at: new Date().toISOString(),
      });
      sim.addNote(9, dev, body);
      const swept = await runCli(
        [...mergeRequestFlags(svc, '--let-go'), '--follow-up-command', '/docs'],
        jobEnv(sim, schedule),
      );
      expect(swept.err).not.toContain('nothing to do');
      expect(svc.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    });
  },
);
