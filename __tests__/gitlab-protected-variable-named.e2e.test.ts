/**
 * A merge request pipeline of an unprotected branch gets no Protected CI/CD variable, though it is
 * set: an empty GITLAB_TOKEN or MINTLIFY_ADMIN_API_KEY there says so, with the fix, and both
 * missing are named in one run. Was: "No GITLAB_TOKEN: ... set it as a masked CI/CD variable" to a
 * user who had, and the missing key not named at all.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(120_000);
const world = useGitLabCliWorld();

describe('a merge request pipeline whose variables are Protected', () => {
  it('names both missing secrets and the Protected setting', async () => {
    const { sim, svc } = await world();
    const ran = await runCli(mergeRequestFlags(svc), jobEnv(sim, { GITLAB_TOKEN: '', MINTLIFY_ADMIN_API_KEY: '' }));
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('No GITLAB_TOKEN');
    expect(ran.err).toContain('No MINTLIFY_ADMIN_API_KEY either');
    expect(ran.err).toContain('marked Protected, a merge request pipeline of an unprotected branch gets none');
  });

  it('names the Protected setting for the key alone', async () => {
    const { sim, svc } = await world();
    const ran = await runCli(mergeRequestFlags(svc), jobEnv(sim, { MINTLIFY_ADMIN_API_KEY: '' }));
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('No admin API key');
    expect(ran.err).toContain('clear Protected, keep Masked');
  });

  it('says nothing of Protected on a protected source branch', async () => {
    const { sim, svc } = await world();
    const env = jobEnv(sim, { MINTLIFY_ADMIN_API_KEY: '', CI_MERGE_REQUEST_SOURCE_BRANCH_PROTECTED: 'true' });
    const ran = await runCli(mergeRequestFlags(svc), env);
    expect(ran.code).toBe(3);
    expect(ran.err).not.toContain('Protected');
  });
});
