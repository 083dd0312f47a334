/**
 * Was broken: a follow-up sent with `wait: false` (CLI: `message JOB --no-wait`) handed the user a
 * way to wait for it later, a step with `job-id:` alone (CLI: `wait JOB`), that took the service's
 * status from before the message (`completed`, request 1) as the follow-up's answer: the turn that
 * opens a pull request was never waited for. The rule "a final status counts only once the job has
 * been seen active since the message" held only in the step that sent it.
 *
 * Now: the later wait takes `after-message: true` (CLI: `--after-message`), and the sending step
 * says so where it tells how to wait later (its summary's step to copy, its next step; the
 * command line's error stream), whenever the job still read its status from before the message.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { parse } from 'yaml';

/** The `with:` of the "To wait for it later, add a step like this" block of a job summary. */
function snippetInputs(summary: string): Record<string, string> {
  const html = /To wait for it later[\s\S]*?<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(summary)?.[1] ?? '';
  const yaml = html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const [step] = parse(yaml) as Array<{ with: Record<string, unknown> }>;
  const inputs = Object.fromEntries(Object.entries(step?.with ?? {}).map(([k, v]) => [k, String(v)]));
  for (const [name, value] of Object.entries(inputs))
    if (value.includes('secrets.MINTLIFY_ADMIN_API_KEY')) inputs[name] = DEMO_API_KEY;
  expect(inputs['job-id']).toBe('job-no-pr');
  // The runner gives every input its action.yml default. The grace for the stale reads is three
  // poll intervals of the wall clock: 2 s each keeps a loaded machine's slow reads inside it.
  return { 'poll-interval': '2s', timeout: '40s', ...inputs };
}

jest.setTimeout(90_000);
// The service shows the old final status for 2 reads after a message, then the job active for 3
// reads, then the follow-up's turn completed (with a pull request, as a started job's turn ends).
const sim = useSimulatedService({ activeReads: 3, staleReadsAfterMessage: 2 });

describe('the action: message with wait: false, then the wait-later step its summary gives', () => {
  it("waits for the follow-up's turn, not the ending from before the message", async () => {
    const first = await sim.act({ 'job-id': 'job-no-pr' });
    expect(first.outputs).toMatchObject({ outcome: 'completed', 'pr-link': '' });

    const sent = await sim.act({
      'job-id': 'job-no-pr',
      message: 'Also add a troubleshooting section.',
      wait: 'false',
    });
    expect(sent.outputs.outcome).toBe('started');
    expect(sent.summary).toContain('from before the message');
    // The step the summary says to add, exactly as it gives it (the key from the secret it names).
    const later = await runAction(snippetInputs(sent.summary), { killAfterMs: 60_000 });
    expect(later.outputs.outcome).toBe('completed');
    expect(later.outputs['pr-link']).not.toBe('');
    expect(Number(later.outputs.polls)).toBeGreaterThan(1);
  });
});

describe('the command line: message --no-wait, then wait', () => {
  let service: SimulatedService;
  beforeAll(async () => {
    service = await startService({ activeReads: 3, staleReadsAfterMessage: 2 });
  });
  afterAll(() => service.close());

  it("`wait JOB` after `message JOB --no-wait` waits for the follow-up's turn", async () => {
    // As above: 2 s poll intervals keep a loaded machine's slow stale reads inside the grace.
    const flags = ['--base-url', service.url, '--poll-interval', '2s', '--timeout', '40s'];
    expect((await runCli(['wait', 'job-no-pr', ...flags])).code).toBe(0);
    const sent = await runCli([
      'message',
      'job-no-pr',
      '--message',
      'Also add a troubleshooting section.',
      '--no-wait',
      ...flags,
    ]);
    expect(sent.code).toBe(0);
    // The command says how to wait for it later, as the action's summary does.
    expect(sent.err).toContain(`run 'wait-for-agent-job wait job-no-pr --after-message --base-url=${service.url}'`);
    const later = await runCli(['wait', 'job-no-pr', '--after-message', '--json', ...flags]);
    const result = JSON.parse(later.out) as { 'pr-link': string | null; polls: number };
    expect(result['pr-link']).not.toBeNull();
    expect(result.polls).toBeGreaterThan(1);
  });

  it('refuses --after-message on a command that sends: it knows it sent one', async () => {
    const flags = ['--base-url', service.url];
    const refused = await runCli(['message', 'job-no-pr', '--message', 'x', '--after-message', ...flags]);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain("'message' takes no --after-message");
    expect(refused.err).toContain("it would not be used. It is for 'wait' after 'message --no-wait'");
  });
});
