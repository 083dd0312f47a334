/**
 * Was broken: on GitLab, a member's `/docs` note on a merge request with no job, because it is a
 * draft, carries the skip-label or changes no file `paths` matches, was passed over by the
 * schedule and the merge request's own pipeline alike: exit 0, nothing sent, no award, no reply
 * (a helper, as a README user). On GitHub the command's own run starts the job with its message,
 * as docs/pull-request.md promises; GitLab runs no pipeline for a note, so the next run must.
 *
 * Now `decide` answers an owed command on an open merge request with no job by starting one
 * with its message, whatever the merge request itself needs.
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
const SHAPES = {
  draft: { draft: true, labels: [] as string[], flags: [] as string[], env: { CI_MERGE_REQUEST_DRAFT: 'true' } },
  'skip-label': {
    draft: false,
    labels: ['no-docs'],
    flags: ['--skip-label', 'no-docs'],
    env: { CI_MERGE_REQUEST_LABELS: 'no-docs' },
  },
  paths: { draft: false, labels: [], flags: ['--paths', 'lib/**'], env: {} },
};

describe.each(Object.entries(SHAPES))('a %s merge request with no job, a member’s /docs note', (_shape, shape) => {
  const ownPipeline = { CI_MERGE_REQUEST_IID: '9', CI_COMMIT_SHA: 'f'.repeat(40), CI_PIPELINE_ID: '960', ...shape.env };
  it.each([
    ['the schedule', schedule],
    ['its own pipeline', ownPipeline],
  ])('%s starts the job with the command’s message', async (_run, env) => {
    const { sim, svc } = await world();
    sim.addMergeRequest({
      ...{ iid: 9, state: 'opened', draft: shape.draft, labels: shape.labels, sha: 'f'.repeat(40), author: dev },
      ...{ commits: [], diffs: [{ old_path: 'src/a.ts', new_path: 'src/a.ts' }], notes: [] },
      updated_at: new Date().toISOString(),
    });
    sim.addNote(9, dev, '/docs add an example of --verbose');
    const ran = await runCli(
      [...mergeRequestFlags(svc, '--let-go'), '--follow-up-command', '/docs', ...shape.flags],
      jobEnv(sim, env),
    );
    const posts = svc.requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toContain('add an example of --verbose');
    expect(ran.code).toBe(0);
  });
});
