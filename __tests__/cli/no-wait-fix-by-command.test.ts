/**
 * `--no-wait` given to a command with no use for it names the fix for that command: `wait` and
 * `status` were told about `merge-request`'s --let-go (a new user's helper).
 */
import { describe, expect, it } from '@jest/globals';
import { refusal } from '../helpers/cli-refusal.ts';

describe('--no-wait where it has no use', () => {
  it.each([
    [['wait', 'job-1', '--no-wait'], "'wait-for-agent-job status JOB_ID'"],
    [['status', 'job-1', '--no-wait'], "'status' reads each job once and never waits."],
    [['merge-request', '--no-wait'], '--let-go'],
  ])('%j: refused with the fix for that command', (argv, fix) => {
    const said = refusal(argv);
    expect(said).toContain(`'${argv[0]}' takes no --no-wait: it would not be used.`);
    expect(said).toContain(fix);
    if (argv[0] !== 'merge-request') expect(said).not.toContain('merge-request');
  });

  it('--no-wait=false is refused in our words: it takes no value', () => {
    const said = refusal(['start', '--prompt', 'x', '--no-wait=false']);
    expect(said).toContain('--no-wait takes no value: give it alone to turn it on, or leave it out.');
    expect(said).not.toContain('does not take an argument');
  });
});
