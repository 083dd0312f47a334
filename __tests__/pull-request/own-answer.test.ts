import { describe, expect, it } from '@jest/globals';
import { ownAnswer } from '../../src/pull-request/comment.ts';
import type { Reaction } from '../../src/pull-request/host.ts';

const own = { id: 41898282, login: 'github-actions[bot]', handle: 'github-actions[bot]' };
const by = (content: string, id: number, bot = true): Reaction => ({
  content,
  author: { id, login: `account-${id}`, handle: `account-${id}`, bot },
  at: 0,
});

describe("a command's answer by the action's own account", () => {
  it('is its 🚀 first, then its 😕', () => {
    expect(ownAnswer([by('confused', own.id), by('rocket', own.id)], own)).toBe('rocket');
    expect(ownAnswer([by('eyes', own.id), by('confused', own.id)], own)).toBe('confused');
  });

  it("is none when only others answered: another app's 🚀, or a person's 😕", () => {
    expect(ownAnswer([by('rocket', 7), by('confused', 8, false), by('eyes', own.id)], own)).toBeUndefined();
  });

  it("counts a person's token's own reactions, as the account it is", () => {
    const person = { id: 9, login: 'lead', handle: 'lead' };
    expect(ownAnswer([by('rocket', 9, false)], person)).toBe('rocket');
  });
});
