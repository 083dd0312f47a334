/**
 * A mistyped flag or command is refused (exit 3) with the name it most likely meant: one within a
 * third of its length in edits, and only when no other is as near; a word near none, or near two
 * alike, gets no guess. The guess is a name of ours, never a piece of what was typed.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { COMMANDS } from '../../src/cli/args.ts';
import { refusal } from '../helpers/cli-refusal.ts';

describe('a mistyped flag or command', () => {
  it.each([
    [['start', '--promt', 'x'], "'--promt' is not a flag: did you mean --prompt? Run 'wait-for-agent-job --help'"],
    [['wait', 'j', '--poll-intervall', '5s'], "'--poll-intervall' is not a flag: did you mean --poll-interval?"],
    [['merge-request', '--agent-logn', 'bot'], "'--agent-logn' is not a flag: did you mean --agent-login?"],
    [['statsu', 'j'], "'statsu' is not a command (did you mean 'status'?)"],
    [['merge-requests'], "'merge-requests' is not a command (did you mean 'merge-request'?)"],
  ])('%j names what it meant', (argv, said) => {
    expect(refusal(argv)).toContain(said);
  });

  // Was broken: "did you mean --api-key?", a flag refused in turn (a secret on the command line).
  it.each([
    [['wait', 'j', '--api_key', 'mint_Zq8vR2kLp9Xw4TnB7yHc'], 'MINTLIFY_ADMIN_API_KEY'],
    [['wait', 'j', '--apikey=mint_Zq8vR2kLp9Xw4TnB7yHc'], 'MINTLIFY_ADMIN_API_KEY'],
    [['merge-request', '--gitlab_token', 'glpat-Zq8vR2kLp9Xw4TnB7yHc'], 'GITLAB_TOKEN'],
  ])('%j, near a secret flag, says where the secret goes instead', (argv, instead) => {
    const said = refusal(argv);
    expect(said).not.toMatch(/did you mean/);
    expect(said).toContain('is refused too');
    expect(said).toContain(instead);
    expect(said).not.toContain('Zq8v');
  });

  it.each([[['start', '--frob']], [['bogus']], [['start', '--x']]])('%j gets no guess', (argv) => {
    expect(refusal(argv)).not.toMatch(/did you mean/);
  });

  it('guesses only names of ours, whatever was typed', () => {
    const names = new Set<string>(COMMANDS);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), (typed) => {
        fc.pre(!names.has(typed) && !typed.startsWith('-') && !/^(help|version)$/.test(typed));
        let said: string;
        try {
          said = refusal([typed]);
        } catch {
          return;
        }
        const guess = /did you mean '([^']*)'/.exec(said)?.[1];
        if (guess !== undefined) expect(names.has(guess)).toBe(true);
      }),
    );
  });
});
