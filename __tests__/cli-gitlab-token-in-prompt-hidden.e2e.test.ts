/**
 * The command line's form of redaction-gitlab-token-shape: `start --prompt glpat-…` started a job
 * whose prompt was the token (exit 0), where a GitHub token there is refused; a GitLab token in
 * a prompt's words went to the service and the log as it was.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();
const TOKEN = 'glpat-Zx9Qw3Er5Ty7Ui1Op2As';
const prompts = () =>
  sim
    .requests()
    .filter((r) => r.method === 'POST')
    .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));

describe('a GitLab token in the prompt', () => {
  it('alone: refused as bad usage, nothing sent, not echoed', async () => {
    const ran = await runCli(['start', '--prompt', TOKEN, '--no-wait', '--base-url', sim.service().url]);
    expect(ran.code).toBe(3);
    expect(prompts()).toEqual([]);
    expect(ran.out + ran.err).not.toContain('Zx9Qw3');
  });

  it('among words: sent and logged as ***', async () => {
    const ran = await runCli([
      ...['start', '--prompt', `The deploy token is ${TOKEN}, document it`, '--no-wait'],
      ...['--base-url', sim.service().url],
    ]);
    expect(ran.code).toBe(0);
    expect(prompts()).toEqual(['The deploy token is ***, document it']);
    expect(ran.out + ran.err).not.toContain('Zx9Qw3');
  });
});
