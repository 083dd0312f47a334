/**
 * Was broken: a key variable that holds its own name (`MINTLIFY_ADMIN_API_KEY=mint_...`, the whole .env
 * line pasted into a GitLab, CircleCI or Jenkins secret) gets messages whose input name and fix are
 * `***`, and never says what is wrong with the value.
 *
 * The redaction hides every start of a secret six characters long or more; the value here starts
 * with `MINTLIFY_ADMIN_API_KEY=`, so the command line's own words that name the variable are
 * hidden too. `wait-for-agent-job status JOB` prints
 *   warning: *** does not start with 'mint_', the prefix of the service's admin keys; check that the secret holds an admin API key.
 *   error: JOB: the service refused the key (HTTP 401). Check that *** (or --api-key-file) holds an admin API key ...
 * and exits 4 after sending the malformed key to the service. A user cannot tell which variable is
 * meant, nor that the value carries `NAME=` before the key. The rules: bad input gets a clear error
 * naming the input and the fix; every message says what to do next.
 *
 * What should happen: the messages name MINTLIFY_ADMIN_API_KEY (never `***` in its place) and say
 * the value is to be the key alone, without `NAME=` (ideally refused as bad input, exit 3, before
 * any request), with the key itself still never shown.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('MINTLIFY_ADMIN_API_KEY set to its whole .env line', () => {
  it('the messages name the variable and the fix, not ***', async () => {
    const ran = await runCli(['status', 'job-no-pr', '--base-url', service.url], {
      MINTLIFY_ADMIN_API_KEY: `MINTLIFY_ADMIN_API_KEY=${DEMO_API_KEY}`,
    });
    expect(ran.out + ran.err).not.toContain(DEMO_API_KEY);
    const said = ran.err.split('\n').filter((line) => /^(warning|error):/.test(line));
    expect(said.length).toBeGreaterThan(0);
    // Was: "warning: *** does not start with 'mint_' ..." and "Check that *** (or --api-key-file) holds ...".
    expect(said.filter((line) => /\*\*\* (does not start|\(or --api-key-file\))/.test(line))).toEqual([]);
    expect(said.join('\n')).toContain('MINTLIFY_ADMIN_API_KEY');
  });

  it('in a key file, says what is before the key, not "***" (a helper found the name hidden as a piece of the key)', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'key-line-')), 'key');
    fs.writeFileSync(file, `MINTLIFY_ADMIN_API_KEY=${DEMO_API_KEY}\n`, { mode: 0o600 });
    const ran = await runCli(['status', 'job-no-pr', '--base-url', service.url, '--api-key-file', file], {
      MINTLIFY_ADMIN_API_KEY: '',
    });
    expect(ran.code).toBe(3);
    expect(ran.out + ran.err).not.toContain(DEMO_API_KEY);
    expect(ran.err).not.toContain('"***" before the key');
    expect(ran.err).toContain("holds a name and '=' (or ':') before the key");
  });
});
