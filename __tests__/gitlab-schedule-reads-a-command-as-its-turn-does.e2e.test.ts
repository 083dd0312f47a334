/**
 * Was broken (an attacker reading the code): the schedule took a note with spaces before the
 * command (`  /docs add ...`) for a command, trimming it, while the merge request's turn, as every
 * run, reads a command only at the note's start: the schedule took a turn that found nothing to
 * send. The schedule reads a note as the turn does.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(200_000);
const world = useGitLabCliWorld({ notesOnWallClock: true });
const schedule = {
  ...{ CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '951', CI_COMMIT_SHA: 'e'.repeat(40) },
  ...{ CI_MERGE_REQUEST_IID: '', CI_MERGE_REQUEST_PROJECT_ID: '', CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '' },
  CI_MERGE_REQUEST_EVENT_TYPE: '',
};

describe('a schedule, a merge request with no job, and a note with spaces before /docs', () => {
  it('takes no turn for it: it is no command to any run', async () => {
    const { sim, svc } = await world();
    sim.addMergeRequest({
      ...{ iid: 9, state: 'opened', draft: false, labels: [], sha: 'f'.repeat(40), author: dev },
      ...{ commits: [], diffs: [{ old_path: 'src/a.ts', new_path: 'src/a.ts' }], notes: [] },
      updated_at: new Date().toISOString(),
    });
    sim.addNote(9, dev, '  /docs add an example of --verbose');
    const swept = await runCli(
      [...mergeRequestFlags(svc, '--let-go'), '--follow-up-command', '/docs'],
      jobEnv(sim, schedule),
    );
    expect(swept.err).toContain('nothing to do');
    expect(svc.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
