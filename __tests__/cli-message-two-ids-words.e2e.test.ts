/**
 * Was broken: `message "job_1 job_2"` is told to "separate them by commas or line breaks", though
 * `message` goes to one job; doing so is then refused with "send each follow-up in its own step",
 * a GitHub Actions word with no meaning in a terminal or another CI.
 *
 * Now, as promised: docs/cli.md: exit 3 is "bad usage or input: the message names the flag and the
 * fix"; the flags carry the action's inputs "in the command line's words".
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';

/** Nothing is ever sent: each case is refused before any request. */
const NOWHERE = ['--base-url', 'http://127.0.0.1:9'];
const errorOf = (err: string): string =>
  err
    .split('\n')
    .filter((l) => l.startsWith('error:'))
    .join('\n');

describe('message with two job ids', () => {
  it('two ids on one line: the fix named is not a list, which message refuses next', async () => {
    const ran = await runCli(['message', 'job_1 job_2', '--message', 'Make the intro shorter', ...NOWHERE]);
    expect(ran.code).toBe(3);
    // Now: "... It looks like several ids on one line: separate them by commas or line breaks. ..."
    expect(errorOf(ran.err)).not.toMatch(/separate them by commas or line breaks/);
    // The command's own rule: one job a message.
    expect(errorOf(ran.err)).toMatch(/one job/);
  }, 30_000);

  it('two ids by a comma: the fix is said in the command line\'s words, not "its own step"', async () => {
    const ran = await runCli(['message', 'job_1,job_2', '--message', 'Make the intro shorter', ...NOWHERE]);
    expect(ran.code).toBe(3);
    // Now: "error: --message goes to one job, but the JOB_ID argument lists 2; send each follow-up in its own step."
    expect(errorOf(ran.err)).not.toMatch(/\bstep\b/);
  }, 30_000);
});
