/**
 * Was broken: after `start --no-wait --api-key-file <(...)` (or Ctrl-C), the printed command to
 * wait later left the pipe's path out, as it must (a pipe is read once), and put nothing in its
 * place: run as printed in a shell without MINTLIFY_ADMIN_API_KEY, it said "No admin API key"
 * (a helper, as a newcomer). docs/cli.md: every command it prints runs as printed.
 *
 * Now it ends with a shell comment that says to give the key again; a shell runs it unchanged.
 */
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { waitCommandOf } from '../../src/cli/wait-command.ts';

const inputs = { 'base-url': 'https://api.example' };

describe('the command to wait later, the key read from a pipe', () => {
  it.each(['/dev/fd/63', '/proc/self/fd/3', '-'])('%s: says, after a #, to give the key again', (file) => {
    const printed = waitCommandOf({ inputs, apiKeyFile: file }, 'job-1');
    expect(printed).toBe(
      'wait-for-agent-job wait job-1 --base-url=https://api.example # the key came from a pipe: set MINTLIFY_ADMIN_API_KEY, or add --api-key-file FILE',
    );
    // A shell reads the words before the comment only.
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${printed.replace('wait-for-agent-job', '')}`], {
      encoding: 'utf8',
    });
    expect(words.trim().split('\n')).toEqual(['wait', 'job-1', '--base-url=https://api.example']);
  });

  it('a key file read again, or the variable: no comment', () => {
    expect(waitCommandOf({ inputs, apiKeyFile: '/home/me/mintlify.key' }, 'job-1')).not.toContain('#');
    expect(waitCommandOf({ inputs }, 'job-1')).not.toContain('#');
  });
});
