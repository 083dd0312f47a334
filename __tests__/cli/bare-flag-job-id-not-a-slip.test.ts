/**
 * Was broken: a job id after a bare yes/no flag is refused when it is any short word within the
 * Levenshtein slack of a yes/no word, though it is no slip of one (observed, parseCli of 95f0179):
 *   wait --fail-fast test     -> UsageError "'wait' needs at least one job id: wait-for-agent-job
 *                                wait JOB_ID [JOB_ID ...]." (the id WAS given; exit 3)
 *   wait --require-pr node    -> the same
 *   wait --fail-fast go x     -> inputs { 'fail-fast': 'go' }, jobIds ['x'] (then "--fail-fast is
 *                                "go"; use 'true' or 'false'.")
 * meantAsYesNo (src/cli/args.ts) allows distance 2 for 4- to 6-letter words against 2- and
 * 3-letter targets (`test`~`yes`, `node`/`done`/`note`~`no`) and distance 1 for any 2-letter word
 * (`go`, `so`, `to`, `do`, `in`, `an`, `or`~`no`/`on`), so half of a short word may differ.
 *
 * How a user meets it: `wait-for-agent-job wait --fail-fast "$JOB_ID"` with a job id that is a short
 * word (a test double's, a simulator's, a hand-picked one); the commit says "A job id after a bare
 * flag is read as before", yet the command says the job id is missing.
 *
 * What should happen instead: only real slips (`0`, `1`, `ture`, `flase`, `tru`, `yess`) are
 * refused, naming the flag and both fixes (the value with `=`, or the job id before the flag); a
 * word no closer to a yes/no word than these stays the job id and the flag is bare (true), as
 * before 95f0179.
 */
import { describe, expect, it } from '@jest/globals';
import { parseCli } from '../../src/cli/args.ts';

describe('a job id after a bare yes/no flag', () => {
  it.each([
    [['wait', '--fail-fast', 'test'], 'fail-fast', 'test'],
    [['wait', '--require-pr', 'node'], 'require-pr', 'node'],
    [['wait', '--fail-fast', 'go'], 'fail-fast', 'go'],
  ] as const)('%j stays the job id, the flag bare', (argv, flag, id) => {
    const parsed = parseCli([...argv], true);
    expect(parsed.jobIds).toEqual([id]);
    expect(parsed.inputs[flag]).toBe('true');
  });

  it.each(['ture', 'flase', 'tru', 'yess', '0', '1', 'n'])(
    'a real slip, %s, is refused naming the flag and both fixes',
    (slip) => {
      expect(() => parseCli(['wait', 'job-1', '--require-pr', slip], true)).toThrow(
        `--require-pr is followed by '${slip}', which is none of its words (true, false, yes, no, on, off): write --require-pr=true or --require-pr=false, or, if '${slip}' is a job id, give it before --require-pr.`,
      );
    },
  );
});
