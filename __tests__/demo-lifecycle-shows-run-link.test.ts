/**
 * Was broken: `npm run demo -- lifecycle` (README: "`npm run demo -- lifecycle` plays it all")
 * ends by printing the comments the action wrote on the docs pull requests, and each shows its
 * link to the workflow run as "***un":
 *   On acme/docs#101: ## 🤖 Agent job job-started-1
 *   Opened for acme/product#5 (https://github.com/acme/product/pull/5) (***un (https://github.com/acme/product/actions/runs/7002)).
 * The comment the bundle really writes holds `<a href=".../runs/7002">&#42;&#42;&#42;un</a>`: the
 * words "the workflow r" are redacted as a piece of a secret, because the demo's report token
 * (sim/pull-request.ts REPORT_TOKEN = 'ghs_reportTokenForTheWorkflowRepo01') is made of English
 * words, and any 12 of a token's characters are hidden wherever they appear
 * (src/output/redaction.ts RUN_CHARS). With a random token the text reads "the workflow run".
 *
 * How a user meets it: the first demo the README's lead paragraph points to; a newcomer sees "***"
 * in the middle of a sentence and reads it as a leaked-then-masked secret, or as a broken comment.
 *
 * What should happen instead: the demo shows the comment as a real run would write it: "(the
 * workflow run (https://.../actions/runs/7002))", no "***" where no secret was written (the demo's
 * tokens look like tokens, not like the prose the action writes).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

jest.setTimeout(120_000);

describe('npm run demo -- lifecycle', () => {
  it('shows the docs pull request comment link as "the workflow run", not "***un"', () => {
    const root = path.join(import.meta.dirname, '..');
    const ran = spawnSync(process.execPath, [path.join(root, 'sim', 'demo.ts'), 'lifecycle'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(ran.status).toBe(0);
    const opened = ran.stdout.split('\n').filter((line) => line.startsWith('Opened for'));
    expect(opened.length).toBeGreaterThan(0);
    for (const line of opened) {
      expect(line).not.toContain('***');
      expect(line).toContain('the workflow run (https://github.com/acme/product/actions/runs/');
    }
  });
});
