/**
 * Was broken: a bad key read from --api-key-file is blamed on MINTLIFY_ADMIN_API_KEY, a variable the
 * user did not set, with a fix for a CI secret ("re-save the secret").
 *
 * docs/cli.md: the key comes from MINTLIFY_ADMIN_API_KEY or `--api-key-file FILE, whose first line
 * is the key`. The action's checks of the key are reused, and src/cli/io.ts inCliWords turns every
 * `'api-key'` into MINTLIFY_ADMIN_API_KEY whatever the key's source. A user whose key file starts
 * with a comment (`# admin key, rotated 2026-11`) or is in .env form (`MINTLIFY_ADMIN_API_KEY=mint_...`,
 * `export ...`), with MINTLIFY_ADMIN_API_KEY unset, reads:
 *   error: MINTLIFY_ADMIN_API_KEY contains a space or line break, so it cannot be a key; re-save the secret with the key alone.
 * and goes looking at an empty variable; nothing names the file, nor says that its first line is
 * taken. The rules: bad input gets a clear error naming the input and the fix.
 *
 * The same with the project: a MINTLIFY_PROJECT_ID that is no id (`my project`), with no
 * --project-id given, is refused as `--project-id is "my project", which is not an id ... Check
 * the expression that sets it.`: a flag the user never passed, and a GitHub expression there is none of.
 *
 * What should happen: the error names where the value came from: --api-key-file (and says the
 * key goes alone on its first line), or MINTLIFY_PROJECT_ID; not a variable or flag left unset.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'found-key-file-'));
let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

function keyFile(name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  chmodSync(file, 0o600);
  return file;
}

describe('a key file whose first line is not the key alone', () => {
  it.each([
    ['a comment line first', 'commented.key', `# admin key, rotated 2026-11\n${DEMO_API_KEY}\n`],
    ['an export line', 'exported.key', `export MINTLIFY_ADMIN_API_KEY=${DEMO_API_KEY}\n`],
  ])('%s: the error names --api-key-file, not the unset MINTLIFY_ADMIN_API_KEY', async (_, name, text) => {
    const file = keyFile(name, text);
    const ran = await runCli(['status', 'job-pr', '--base-url', service.url, '--api-key-file', file], {
      MINTLIFY_ADMIN_API_KEY: '',
    });
    expect(ran.code).toBe(3);
    // Was: "error: MINTLIFY_ADMIN_API_KEY contains a space or line break, ... re-save the secret with the key alone."
    const errors = ran.err.split('\n').filter((line) => line.startsWith('error:'));
    expect(errors.length).toBeGreaterThan(0);
    for (const line of errors) {
      expect(line).not.toContain('MINTLIFY_ADMIN_API_KEY contains');
      expect(line).toContain('--api-key-file');
    }
  });
});

describe('a project id from MINTLIFY_PROJECT_ID that is no id', () => {
  it('the error names MINTLIFY_PROJECT_ID, not the --project-id that was not given', async () => {
    const ran = await runCli(['status', 'job-pr', '--base-url', service.url], { MINTLIFY_PROJECT_ID: 'my project' });
    expect(ran.code).toBe(3);
    // Was: 'error: --project-id is "my project", which is not an id: ... Check the expression that sets it.'
    expect(ran.err).toContain('MINTLIFY_PROJECT_ID');
  });
});
