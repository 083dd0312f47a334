/**
 * Was broken (a helper, as an attacker): in a GitLab CI job, whose environment holds GITLAB_TOKEN
 * (the component's variable) and CI_JOB_TOKEN, `wait` and `status` printed the token whole in
 * `--json` and in the dotenv file when the service (or a proxy before it) echoed it in a job's
 * fields: only standard error hid it, and only `merge-request` treated it as a secret.
 *
 * Now the tokens of the environment are secrets of every command, on every surface.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

jest.setTimeout(60_000);
let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const TOKENS = { GITLAB_TOKEN: 'glpat-Zq3xYw9PmK2vLr8TnB4s', CI_JOB_TOKEN: 'glcbt-64_Hq8sK2mWx7PzL4vRt' };

describe.each(Object.entries(TOKENS))('%s echoed by the service', (name, token) => {
  it('is hidden in --json, the dotenv file and standard error, for wait and status', async () => {
    const job = {
      ...{ id: 'j1', status: 'failed', prLink: null, model: token },
      source: { repository: 'https://github.com/acme/docs', ref: `agent/${token}` },
    };
    service.setJob('j1', [{ body: JSON.stringify(job) }]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'env-tokens-')), 'out.env');
    const env = { [name]: token, RUNNER_DEBUG: '1' };
    const flags = ['--base-url', service.url, '--poll-interval', '100ms', '--timeout', '5s'];
    const waited = await runCli(['wait', 'j1', ...flags, '--json', '--output-file', file], env);
    const status = await runCli(['status', 'j1', '--base-url', service.url, '--json'], env);
    expect(waited.code).toBe(1);
    expect(JSON.parse(waited.out)).toMatchObject({ model: '***' });
    const surfaces = [waited.out, waited.err, readFileSync(file, 'utf8'), status.out, status.err];
    for (const text of surfaces) expect(text).not.toContain(token.slice(6, 18));
  });
});
