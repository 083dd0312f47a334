import { describe, expect, it } from '@jest/globals';
import { isAgentLogin } from '../../src/pull-request/docs-need.ts';

describe("the agent's login ('agent-login')", () => {
  it.each([
    ['mintlify[bot]', 'mintlify[bot]'],
    ['mintlify[bot]', 'mintlify'],
    ['Mintlify[bot]', 'mintlify'],
    ['mintlify', 'MINTLIFY[bot]'],
  ])('%s is the agent named %s: any case, [bot] optional', (login, agent) => {
    expect(isAgentLogin(login, agent)).toBe(true);
  });

  it.each([
    ['mintlify-dev[bot]', 'mintlify'],
    ['octocat', 'mintlify[bot]'],
    [undefined, 'mintlify[bot]'],
    ['[bot]', ''],
  ])('%s is not the agent named %s', (login, agent) => {
    expect(isAgentLogin(login, agent)).toBe(false);
  });
});
