/**
 * Was broken: an empty job id (the usual `wait-for-agent-job wait "$JOB_ID"` whose variable is empty)
 * is answered with a fix the same command refuses.
 *
 * The command line reuses the action's input check, whose words are about the action's inputs:
 *   wait '':                "Neither --job-id nor --prompt is set: pass --job-id to wait for a job
 *                            started elsewhere, or --prompt to start one. ..."
 *   status '':              the same words
 *   message '' --message X: "--message is set but --job-id is empty: ... Pass the job's id in
 *                            --job-id, or use --prompt instead of --message to start a new job."
 * But `wait --prompt`, `status --prompt` and `message --prompt` are each refused (exit 3,
 * "'wait' takes no --prompt ... To start a job: wait-for-agent-job start --prompt TEXT"). A user
 * who follows the advice meets a second refusal. The rules: every message says what to do next;
 * bad input gets a clear error naming the input and the fix.
 *
 * What should happen: the refusal says the job id is empty and, for starting a job, names
 * `wait-for-agent-job start` (the command that takes --prompt), never a flag this command refuses.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('an empty job id', () => {
  it.each([
    ['wait', ['wait', '']],
    ['status', ['status', '']],
    ['message', ['message', '', '--message', 'Make the intro shorter']],
  ])('%s "": the advice is one the command takes', async (command, args) => {
    const ran = await runCli([...args, '--base-url', service.url]);
    expect(ran.code).toBe(3);
    // The advice given, followed: `<command> --prompt ...` is itself refused.
    const followed = await runCli([
      command,
      ...(command === 'message' ? ['job-pr'] : []),
      '--prompt',
      'x',
      '--base-url',
      service.url,
    ]);
    expect(followed.err).toContain(`'${command}' takes no --prompt`);
    // Was: "... or --prompt to start one" / "or use --prompt instead of --message": a flag this command refuses.
    expect(ran.err).not.toMatch(/--prompt to start one|use --prompt instead/);
  });
});
