/**
 * The action's words said as the command line's (src/cli/io.ts inCliWords): a path a person gave
 * is named as given, whatever it holds (`$&`, `$'`, `$$` are no replacement patterns in it).
 */
import { describe, expect, it } from '@jest/globals';
import { inCliWords } from '../../src/cli/io.ts';

describe("the command line's words", () => {
  it.each(['a$&b.md', "a$'b.md", 'a$`b.md', 'a$$b.md', 'a$1b.md'])('name the prompt file %j as given', (file) => {
    const from = { promptFrom: `the prompt from --prompt-file '${file}'` };
    expect(inCliWords("'prompt' has 100,001 characters", from)).toBe(
      `the prompt from --prompt-file '${file}' has 100,001 characters`,
    );
  });

  it('name a key file as given, in every phrase that names the key', () => {
    const from = { apiKeyFile: "/run/k$'ey" };
    expect(inCliWords("The service refused the api-key (HTTP 401). Check 'api-key'.", from)).toBe(
      "The service refused the key in --api-key-file /run/k$'ey (HTTP 401). Check the key in --api-key-file /run/k$'ey.",
    );
  });

  it('point at --json, not a job summary, for the jobs a long list counts', () => {
    expect(inCliWords('12 of 50 jobs failed the step: a (failed), and 11 more (the job summary has each).')).toBe(
      '12 of 50 jobs failed the command: a (failed), and 11 more (--json gives each).',
    );
  });

  it('say where the key goes without naming it twice', () => {
    const said = inCliWords("It holds a key: secrets go only in 'api-key' and the token inputs.", { apiKeyFile: 'f' });
    expect(said).toBe('It holds a key: the key goes only in --api-key-file f.');
    expect(inCliWords("It holds a key: secrets go only in 'api-key' and the token inputs.")).toBe(
      'It holds a key: the key goes only in MINTLIFY_ADMIN_API_KEY.',
    );
  });
});
