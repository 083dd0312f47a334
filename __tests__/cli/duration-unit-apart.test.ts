/**
 * Was broken (a new user's try): `wait job-1 --timeout 5 minutes` took `minutes` as a second job
 * id: a warning that a bare number is seconds, then a wait of 5 s and "The service has no job
 * 'minutes'" (exit 4). A unit written apart from its number is refused (exit 3), naming the flag
 * and the way to write it; a job id that is no unit stays a job id.
 */
import { describe, expect, it } from '@jest/globals';
import { parseCli } from '../../src/cli/args.ts';
import { refusal } from '../helpers/cli-refusal.ts';

describe('a duration flag whose unit is written apart', () => {
  it.each([
    [['wait', 'job-1', '--timeout', '5', 'minutes'], '--timeout 5m'],
    [['wait', 'job-1', '--timeout=90', 's'], '--timeout 90s'],
    [['wait', '--poll-interval', '1.5', 'Hours', 'job-1'], '--poll-interval 1.5h'],
    [['start', '--timeout', '250', 'ms', '--prompt', 'x'], '--timeout 250ms'],
  ])('%j is refused with the way to write it', (argv, written) => {
    const said = refusal(argv);
    expect(said).toContain('would be taken as a job id');
    expect(said).toContain(`write ${written}, with no space`);
  });

  it.each([
    [['wait', '--timeout', '5', 'job-m'], ['job-m']],
    [['wait', '--timeout', '5m', 'minutes'], ['minutes']],
    [
      ['wait', 'job-1', '--', '--timeout', '5', 'minutes'],
      ['job-1', '--timeout', '5', 'minutes'],
    ],
  ])('%j keeps its job ids', (argv, ids) => {
    expect(parseCli(argv, true).jobIds).toEqual(ids);
  });
});
