/**
 * Was broken (a helper's attack): a member's internal `/docs` note (members only) had its words
 * quoted in the public note on the merge request, kept in its record, and printed in the CI job's
 * log. An internal note, or an internal line comment of a review, is now never read: its words
 * reach neither the job, nor a note, nor the log. docs/gitlab.md says to write commands in a
 * public note.
 */
import { expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { dev, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);

const world = useGitLabCliWorld({ notesOnWallClock: true });
const SECRET_WORDS = 'the Q3 price cut for customer ACME-DEAL';
const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };

it('never reads the words of an internal note or an internal review line, on any pipeline', async () => {
  const { sim, svc } = await world();
  const flags = mergeRequestFlags(svc, '--follow-up-command', '/docs');
  expect((await runCli(flags, jobEnv(sim))).code).toBe(0);
  sim.addNote(5, dev, `/docs document ${SECRET_WORDS}`).internal = true;
  sim.addLineNote(7, dev, `Say ${SECRET_WORDS} here`, 'docs/a.mdx', 3).internal = true;
  const runs = [
    await runCli(flags, jobEnv(sim, { CI_PIPELINE_ID: '901' })),
    await runCli(flags, jobEnv(sim, schedule)),
  ];
  for (const run of runs) {
    expect(run.code).toBe(0);
    expect(`${run.out}\n${run.err}`).not.toContain('ACME-DEAL');
  }
  const posted = svc.requests.filter((request) => request.method === 'POST').map((request) => String(request.body));
  expect(posted.join('\n')).not.toContain('ACME-DEAL');
  const written = sim.requests
    .filter((request) => request.method !== 'GET')
    .map((request) => JSON.stringify(request.body));
  expect(written.join('\n')).not.toMatch(/ACME-DEAL|QUNNRS1ERUFM/);
});
