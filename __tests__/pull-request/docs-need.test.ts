import { describe, expect, it } from '@jest/globals';
import { isAgentLogin, withoutSecrets } from '../../src/pull-request/docs-need.ts';
import type { Trigger } from '../../src/pull-request/host.ts';
import { fullText } from '../../src/output/text.ts';

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

describe("a fork's or Dependabot's run, with no secrets", () => {
  const fork = { aboutHead: 'head', pullNumber: 5, fromFork: true } as unknown as Trigger;
  const dependabot = { aboutHead: 'head', pullNumber: 5, byDependabot: true } as unknown as Trigger;

  it.each([
    ['a fork', fork],
    ['Dependabot', dependabot],
  ])("without 'follow-up-command' (%s): names the setting, never a run tied to no pull request", (_who, trigger) => {
    const next = fullText(withoutSecrets(trigger, () => false)?.next ?? '');
    expect(next).toContain("Set 'follow-up-command'");
    expect(next).not.toContain('workflow_dispatch');
  });

  it('with one: names the comment that asks for docs', () => {
    expect(fullText(withoutSecrets(fork, () => false, '/docs')?.next ?? '')).toContain('with a /docs comment');
  });
});
