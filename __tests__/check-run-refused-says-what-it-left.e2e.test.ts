/**
 * A check run GitHub refuses to make (403: the workflow's token has no `checks: write`) leaves no
 * check run at all, and running the same workflow again meets the same refusal: the warning says
 * that no check run was made and to give the token `checks: write`, never that the check run
 * "keeps what its last write said" or to re-run "once GitHub answers again".
 * Found by a new user's helper; docs/pull-request.md: every failure says what it leaves and what to do.
 */
import { expect, it } from '@jest/globals';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(93_400);

it('says no check run was made and names the token, when GitHub refuses the check run for good', async () => {
  w.github.faults.push({
    method: 'POST',
    path: /\/repos\/acme\/product\/check-runs$/,
    status: 403,
    times: 1e9,
    body: {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
    },
  });
  // With no record a sweep could finish the job from, the step waits for it itself: briefly here.
  const run = await w.prRun('opened', HEADS[0], { timeout: '3s', 'poll-interval': '1s' });

  const said = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
  const aboutCheck = said.filter((line) => line.startsWith('Could not create the check run'));
  expect(aboutCheck).toHaveLength(1);
  expect(aboutCheck[0]).toContain('No check run was made');
  expect(aboutCheck[0]).toContain('give the report-token checks: write');
  expect(aboutCheck[0]).toContain('then re-run this run');
  // A re-run runs the workflow file of its first attempt: a permissions: block changed since is not read.
  expect(aboutCheck[0]).toContain("github.token: the job's permissions: block, which a re-run does not read");
  expect(aboutCheck[0]).not.toContain('keeps what its last write said');
  expect(aboutCheck[0]).not.toContain('once GitHub answers again');
});
