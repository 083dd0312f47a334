/**
 * Was broken (a helper's attack): on GitLab the merge request the service names was read without
 * its author, so only its branch said whether it was the job's, and the service names both. A job
 * naming a colleague's !9 and its branch got its record written on !9, !9's own pipeline passed
 * its `Docs agent` status as the job's docs merge request, and with `--on-close close-docs` the
 * schedule closed !9 when !5 closed. Now, as on GitHub, only a merge request `--agent-login`
 * opened is the job's.
 */
import { expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);

const world = useGitLabCliWorld({ notesOnWallClock: true });

it("neither writes on a colleague's merge request the job names, nor closes it, nor passes its status", async () => {
  const { sim, svc } = await world();
  sim.addMergeRequest({
    ...{ iid: 9, state: 'opened', draft: false, labels: [], sha: '9'.repeat(40), author: dev, commits: [] },
    ...{ diffs: [{ old_path: 'src/b.ts', new_path: 'src/b.ts' }], notes: [], sourceBranch: 'feature-9' },
  });
  const job = { id: 'job-x', source: { repository: 'http://gitlab.test/group/project', ref: 'feature-9' } };
  const link = 'http://gitlab.test/group/project/-/merge_requests/9';
  svc.setJob('job-x', [{ job: { ...job, status: 'active' } }, { job: { ...job, status: 'completed', prLink: link } }]);
  svc.failNextPost({ http: 201, body: JSON.stringify({ ...job, status: 'active' }) });
  const flags = mergeRequestFlags(svc, '--follow-up-command', '/docs', '--on-close', 'close-docs');

  const opened = await runCli(flags, jobEnv(sim));
  expect(opened.code).toBe(0);
  expect(opened.err).toContain(
    "it was opened by dev, not by the agent's account (if dev opens the agent's docs merge requests, name it in --agent-login)",
  );
  const writesOnNine = () =>
    sim.requests
      .filter((request) => request.method !== 'GET' && /merge_requests\/9\b/.test(request.path))
      .map((request) => `${request.method} ${request.path}`);
  expect(writesOnNine()).toEqual([]);
  // !9 is a product merge request of its own: its pipeline starts its own job, as any other's would.
  const nine = await runCli(
    flags,
    jobEnv(sim, { CI_PIPELINE_ID: '950', CI_MERGE_REQUEST_IID: '9', CI_COMMIT_SHA: '9'.repeat(40) }),
  );
  expect(nine.err).not.toContain("This is job job-x's docs merge request");
  expect(svc.requests.filter((request) => request.method === 'POST' && request.url.endsWith('/job'))).toHaveLength(2);
  const ownWrites = writesOnNine().length;
  const closedAt = new Date().toISOString();
  Object.assign(sim.mergeRequest(5), { state: 'closed', updated_at: closedAt, closed_at: closedAt });
  const swept = await runCli(flags, jobEnv(sim, { CI_PIPELINE_ID: '902', CI_PIPELINE_SOURCE: 'schedule' }));
  expect(swept.code).toBe(0);

  // The schedule tells !9 nothing of !5's close, and closes nothing.
  expect(
    writesOnNine()
      .slice(ownWrites)
      .filter((write) => write.startsWith('PUT /projects/42/merge_requests/9')),
  ).toEqual([]);
  expect(sim.mergeRequest(9).notes.filter((note) => note.body.includes('job-x'))).toEqual([]);
  expect(sim.mergeRequest(9).state).toBe('opened');
});
