/**
 * How `merge-request` ends before any merge request's turn runs: a scheduled pipeline cancelled
 * while it lists (the signal's code, 143 for GitLab's SIGTERM, never "the next pipeline tries
 * again", 5), and a refusal that quotes a variable holding GITLAB_TOKEN (hidden, as the key is).
 */
import { describe, expect, it } from '@jest/globals';
import { runCli, type CliDeps, type MergeRequestRun } from '../../src/cli/main.ts';
import { VirtualClock } from '../helpers/virtual.ts';

const TOKEN = 'glpat-Hq4Lm9Xc2Vb7NtY8Zp1R';
const KEY = 'mint_Zq8wXy7Vb6Nc5Mx4Lk3Jh2Gf';

function depsOf(mergeRequest: MergeRequestRun, stoppedBy: CliDeps['stoppedBy']) {
  const said = { out: [] as string[], err: [] as string[] };
  const deps: CliDeps = {
    argv: ['merge-request', '--agent-login', 'docs-bot', '--prompt', 'Document it', '--json'],
    env: { MINTLIFY_ADMIN_API_KEY: KEY, MINTLIFY_PROJECT_ID: 'demo', GITLAB_TOKEN: TOKEN },
    version: '0.0.0',
    stdinIsTerminal: true,
    readStdin: async () => '',
    readFile: async () => '',
    fileMode: async () => undefined,
    writeFile: async () => undefined,
    out: (text) => said.out.push(text),
    err: (line) => said.err.push(line),
    clock: new VirtualClock(),
    run: async () => 'completed',
    mergeRequest: async () => mergeRequest,
    signal: new AbortController().signal,
    stoppedBy,
  };
  return { deps, said };
}

describe("'merge-request' before its turns", () => {
  it('exits 143, cancelled, when SIGTERM came while the schedule listed merge requests', async () => {
    const each: MergeRequestRun = {
      kind: 'each',
      turns: async () => ({ ok: false, why: 'the time for GitLab ran out' }),
    };
    const { deps, said } = depsOf(each, () => 'SIGTERM');
    expect(await runCli(deps)).toBe(143);
    expect(JSON.parse(said.out.join(''))).toMatchObject({ outcome: 'cancelled', 'exit-code': 143 });
    expect(said.err.join('\n')).not.toMatch(/next scheduled pipeline tries again/);
  });

  it('hides GITLAB_TOKEN in a refusal that quotes the variable holding it', async () => {
    const refused: MergeRequestRun = {
      kind: 'refused',
      why: `CI_SERVER_URL is '${TOKEN}', not an http(s) address: GitLab sets it in every job.`,
    };
    const { deps, said } = depsOf(refused, () => undefined);
    expect(await runCli(deps)).toBe(3);
    const written = [...said.out, ...said.err].join('\n');
    expect(written).toContain('CI_SERVER_URL is');
    expect(written.includes(TOKEN)).toBe(false);
    expect(written.includes(TOKEN.slice(-8))).toBe(false);
  });
});

describe('a GitLab token given as a flag', () => {
  it('is refused, naming GITLAB_TOKEN, never suggested as another flag', async () => {
    const { parseCli, UsageError } = await import('../../src/cli/args.ts');
    expect(() => parseCli(['merge-request', '--gitlab-token', TOKEN], true)).toThrow(UsageError);
    try {
      parseCli(['merge-request', '--gitlab-token', TOKEN], true);
    } catch (error) {
      expect((error as Error).message).toMatch(/--gitlab-token is refused.*reads GITLAB_TOKEN from the environment/);
      expect((error as Error).message).not.toMatch(/did you mean/);
    }
  });
});
