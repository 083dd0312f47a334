/**
 * A github-token or report-token pasted with words around it (`token ghp_…`, as a curl header has
 * it) is refused in words that read, and the token inside is never shown. Was broken: the whole
 * value was the secret, so its first word was too, and the refusal read "pass a ***alone, such as
 * ${{ github.***}}".
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();
const TOKEN = 'ghp_Zq8vR2kLp9Xw4TnB7yHcQ1mD5sF3gJ6aE0uW';

describe('a token input with words around the token', () => {
  it.each(['github-token', 'report-token'])('%s is refused readably, the token hidden', async (name) => {
    const run = await sim.act({ 'job-id': 'job-pr', [name]: `token ${TOKEN}` });
    expect(run.outputs.outcome).toBe('error');
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toContain(
      `'${name}' contains a space or line break; pass a token alone, such as \${{ github.token }}.`,
    );
    expect(
      [run.stdout, run.stderr, run.summary]
        .join('\n')
        .split('\n')
        .filter((l) => !l.startsWith('::add-mask::') && l.includes(TOKEN.slice(4, 20))),
    ).toEqual([]);
    expect(run.stdout).toContain(`::add-mask::${TOKEN}`);
  });
});
