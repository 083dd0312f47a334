/**
 * Was broken (a helper, as a newcomer): `--json` and `--no-wait` take no value, so a CI that
 * writes `--json "$USE_JSON"` had the word read as a job id or a prompt:
 *   wait job-pr --json false          -> GET job 'false', exit 4 "The service has no job 'false'"
 *   start --prompt hi --no-wait false -> "Give the prompt once: ... not several."
 *   message job-pr --message hi --json true -> "'message' goes to one job ..."
 *
 * What should happen instead: the usage error (exit 3) names the flag and says it takes no value,
 * as `--json=true` already is; a word that is no yes/no word after it stays what it was.
 */
import { describe, expect, it } from '@jest/globals';
import { parseCli } from '../../src/cli/args.ts';

describe('a yes/no word after a flag that takes no value', () => {
  it.each([
    [['wait', 'job-pr', '--json', 'false'], '--json', 'false'],
    [['wait', 'job-pr', '--json', 'true'], '--json', 'true'],
    [['wait', 'job-pr', '--json', '1'], '--json', '1'],
    [['start', '--prompt', 'hi', '--no-wait', 'false'], '--no-wait', 'false'],
    [['message', 'job-pr', '--message', 'hi', '--json', 'yes'], '--json', 'yes'],
    [['start', '--prompt', 'hi', '--no-wait', 'ture'], '--no-wait', 'ture'],
  ])('%j is refused naming the flag', (argv, flag, word) => {
    expect(() => parseCli([...argv], true)).toThrow(
      `${flag} is followed by '${word}', but ${flag} takes no value: give it alone to turn it on, or leave it out`,
    );
  });

  it.each([
    [['wait', '--json', 'job-pr'], ['job-pr']],
    [['wait', '--json', 'test'], ['test']],
    [['wait', '--json', '--', 'false'], ['false']],
  ])('%j keeps a job id after it', (argv, ids) => {
    const parsed = parseCli([...argv], true);
    expect(parsed.jobIds).toEqual(ids);
  });
});
