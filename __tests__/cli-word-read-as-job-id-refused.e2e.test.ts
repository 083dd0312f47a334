/**
 * Was broken (a helper, as a newcomer):
 * - `message job-pr job-no-pr`, the shape `wait` takes for two jobs, sent the follow-up
 *   "job-no-pr" to job-pr, exit 0; `start job-pr`, the command mixed up, started a new job whose
 *   prompt was "job-pr" (one of the project's starts an hour).
 * - In a GitLab job whose GITLAB_TOKEN held the admin key (a variable mixed up), two errors in
 *   GitHub's words named 'github-token', 'report-token' and `${{ github.token }}`.
 *
 * Now a word that reads as a job id (one word of a job id's characters, with a digit, `_` or `-`)
 * is never sent as the prompt or the message: exit 3, saying how to send it if it was meant; and
 * GITLAB_TOKEN holding the key is one line in GitLab's words.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { DEMO_API_KEY } from '../sim/service.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();
const world = useGitLabCliWorld();
const posts = () => sim.requests().filter((r) => r.method === 'POST');

describe('a word that reads as a job id where the text goes', () => {
  it.each([
    [['message', 'job-pr', 'job-no-pr'], "'message' was given a second word, 'job-no-pr', which reads as a job id"],
    [['start', 'job-pr'], "'start' was given 'job-pr', which reads as a job id, not a prompt"],
    // A CRLF file's line, as `$(cat ids.txt)` leaves it: sent trimmed, so read trimmed.
    [['message', 'job-pr', 'job-no-pr\r'], "'message' was given a second word, 'job-no-pr', which reads as a job id"],
    [['start', ' job-pr'], "'start' was given 'job-pr', which reads as a job id, not a prompt"],
  ])('%j: refused, nothing sent', async (args, said) => {
    const ran = await runCli([...args, '--no-wait', '--base-url', sim.service().url]);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(said);
    expect(posts()).toEqual([]);
  });

  it('a word of plain text is still the text, and the flag sends any word', async () => {
    const words = await runCli(['message', 'job-pr', 'Shorter', '--no-wait', '--base-url', sim.service().url]);
    expect(words.code).toBe(0);
    const flagged = await runCli(['start', '--prompt', 'v2', '--no-wait', '--base-url', sim.service().url]);
    expect(flagged.code).toBe(0);
    expect(posts().map((r) => (JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt)).toEqual(['Shorter', 'v2']);
  });
});

// Was broken (a helper): `merge-request job_123` with no --prompt started a job whose prompt was "job_123".
describe("'merge-request' given a word that reads as a job id", () => {
  it('is refused, nothing sent', async () => {
    const { sim: gitlab, svc } = await world();
    const args = ['merge-request', 'job_123', '--base-url', svc.url, '--agent-login', 'mintlify-docs-bot', '--let-go'];
    const ran = await runCli(args, jobEnv(gitlab));
    expect(ran.code).toBe(3);
    expect(ran.err).toContain("'merge-request' was given 'job_123', which reads as a job id, not a prompt");
    expect(svc.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

describe('GITLAB_TOKEN holding the admin key', () => {
  it('is one error in GitLab’s words, naming no GitHub input', async () => {
    const { sim: gitlab, svc } = await world();
    const ran = await runCli(mergeRequestFlags(svc, '--let-go'), jobEnv(gitlab, { GITLAB_TOKEN: DEMO_API_KEY }));
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('GITLAB_TOKEN holds the admin API key');
    expect(ran.err).not.toMatch(/github-token|report-token|github\.token/);
    expect(ran.err.match(/^error:/gm)).toHaveLength(1);
  });
});
