/**
 * The merge request command's refusals in the command line's words: its loop flags named as flags
 * (`--on-push`, not the action's `'on-push'`), and a secret in any of them pointed at
 * MINTLIFY_ADMIN_API_KEY, never at the action's `previous-api-key` input the command line lacks.
 */
import { describe, expect, it } from '@jest/globals';
import { inCliWords } from '../src/cli/io.ts';

describe("the merge request command's flags, in its words", () => {
  it.each(['on-push', 'on-close', 'follow-up-command', 'follow-up-permission', 'skip-label', 'agent-login', 'paths'])(
    "names '%s' as its flag",
    (name) => {
      expect(inCliWords(`'${name}' is "sometimes", which is not one of its values.`)).toBe(
        `--${name} is "sometimes", which is not one of its values.`,
      );
    },
  );

  it('points a secret in a flag at the key it belongs in, and names no input the command line lacks', () => {
    const said = inCliWords(
      "'agent-login' holds a secret (the api-key or a token), so nothing is sent. Check what sets 'agent-login': secrets go only in 'api-key', 'previous-api-key' and the token inputs.",
    );
    expect(said).toBe(
      '--agent-login holds a secret (the key or a token), so nothing is sent. Check what sets --agent-login: the key goes only in MINTLIFY_ADMIN_API_KEY.',
    );
  });
});

describe("a surface's failure, in the command line's words", () => {
  it('names its result, not a job summary it does not have', () => {
    expect(
      inCliWords(
        'Could not read the status: GitLab answered HTTP 500. The step goes on; its outputs and job summary say how it ends.',
      ),
    ).toBe(
      'Could not read the status: GitLab answered HTTP 500. The command goes on; its result (standard output, --output-file) says how it ends.',
    );
    expect(inCliWords('They cannot name the job. The outputs and the job summary name the job.')).toBe(
      'They cannot name the job. Its result (standard output, --output-file) names the job.',
    );
  });
});
