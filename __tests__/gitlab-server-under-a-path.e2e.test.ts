/**
 * Was broken (a helper's GitLab trial): on a self-managed server under a path
 * (`CI_SERVER_URL=https://host/gitlab`) the project's web address dropped `/gitlab`, so the note's
 * links led nowhere, the docs merge request the service linked (`…/gitlab/group/project/-/merge_requests/7`)
 * read as another project's: never read, no note linking back on it, and a review there never
 * sent. The project's web address now keeps the server's path, and a link or a repository is the
 * project's when it lies under that address.
 */
import { expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { botNotes, dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);

const world = useGitLabCliWorld({ notesOnWallClock: true, serverPath: '/gitlab' });
const underPath = {
  CI_SERVER_URL: 'http://gitlab.test/gitlab',
  CI_JOB_URL: 'http://gitlab.test/gitlab/group/project/-/jobs/9000',
};
const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };

it("reads the docs merge request under the server's path, links back from it and sends its review", async () => {
  const { sim, svc } = await world();
  const flags = mergeRequestFlags(svc, '--follow-up-command', '/docs');
  const ran = await runCli(flags, jobEnv(sim, underPath));
  expect(ran.code).toBe(0);
  const result = JSON.parse(ran.out) as Record<string, unknown>;
  expect(result['comment-url']).toMatch(/^http:\/\/gitlab\.test\/gitlab\/group\/project\/-\/merge_requests\/5#note_/);
  expect(result['pr-state']).toBe('open');
  expect(ran.err).toContain('group/project!7 has a comment that links back here');
  expect(botNotes(sim, 7)).toHaveLength(1);
  expect(botNotes(sim)[0]?.body).toContain('http://gitlab.test/gitlab/group/project/-/merge_requests/7');

  sim.addLineNote(7, dev, 'Please fix this heading', 'docs/a.mdx', 3);
  const swept = await runCli(flags, jobEnv(sim, { ...underPath, ...schedule }));
  expect(swept.code).toBe(0);
  const sent = svc.requests.filter((request) => request.method === 'POST').map((request) => String(request.body));
  expect(sent).toHaveLength(2);
  expect(sent[1]).toContain('Please fix this heading');
});
