/**
 * Was broken: a step that only waits for (or follows up) a given `job-id`, on a run about no pull
 * request, is warned that its `paths`/`skip-label`/`follow-up-command` do nothing "and each such
 * run starts a job of its own", though the step starts no job at all.
 *
 * Now, as promised: README "Inputs": `job-id` "A job started elsewhere to wait for (with
 * `message`, to follow up)"; "`started`: `true` when this step started the job (with `prompt`)";
 * README "Outputs" / docs/endings.md: every annotation "says what happened and what to do next"
 * (it must not say a job is started when none is).
 */
import { describe, expect, it, jest } from '@jest/globals';
import { eventFile } from '../sim/pull-request.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe('a job-id step on a push, with an input that acts only on pull requests', () => {
  it('warns that the input does nothing, without claiming the run starts a job', async () => {
    const env = {
      GITHUB_REPOSITORY: 'acme/product',
      GITHUB_RUN_ID: '4242',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventFile({ ref: 'refs/heads/main', repository: { full_name: 'acme/product' } }),
    };
    const run = await sim.act({ 'job-id': 'job-pr', 'skip-label': 'no-docs' }, env);

    // The step waited for the given job and started none.
    expect(run.outputs.outcome).toBe('completed');
    expect(run.outputs.started).toBe('false');
    expect(sim.requests().filter((r) => r.method === 'POST')).toEqual([]);

    // It is warned about the idle input ...
    const warnings = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings.some((m) => m.includes("'skip-label'"))).toBe(true);
    // ... but the warning must not tell the user that this run starts a job of its own: it starts none.
    expect(warnings.filter((m) => /starts a job/.test(m))).toEqual([]);
    expect(warnings.filter((m) => m.includes("'skip-label' acts only on a pull request's run"))).toHaveLength(1);
  });

  it('with a prompt, it says each such run starts a job of its own', async () => {
    const env = {
      GITHUB_REPOSITORY: 'acme/product',
      GITHUB_RUN_ID: '4243',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: eventFile({ ref: 'refs/heads/main', repository: { full_name: 'acme/product' } }),
    };
    const run = await sim.act({ prompt: 'Document it.', 'skip-label': 'no-docs', wait: 'false' }, env);
    expect(run.outputs.started).toBe('true');
    const warnings = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings.filter((m) => m.includes('each such run starts a job of its own'))).toHaveLength(1);
  });
});
