/**
 * Was broken: the command line reads `-` as the prompt (or message) itself. `start -` and
 * `message JOB -`, the usual way to say "standard input" (and the way this command line already
 * reads `--prompt-file -`), start a job whose whole prompt is the one character "-" (or send "-"
 * as the follow-up), with exit 0, and the text piped in is dropped unread. So does `--prompt -`.
 *
 * How a user meets it: docs/cli.md says the prompt comes from "--prompt-file FILE, or standard
 * input"; a user writes `git log -1 --format=%B | wait-for-agent-job start -` as with any other
 * Unix tool. A job is started (one of the project's 100 starts an hour) on the prompt "-", and
 * the command reports success.
 *
 * What should happen instead: `-` as the prompt or the message reads standard input (as
 * `--prompt-file -` does), or is refused as bad usage (exit 3) naming the flag and the fix
 * (`--prompt-file -`); never a job started with the prompt "-".
 */
import { describe, expect, it, jest } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();
const PIPED = 'Document the --dry-run flag of the deploy command.';

/** What the service was asked to do: each POST's prompt. */
const sent = () =>
  sim
    .requests()
    .filter((r) => r.method === 'POST')
    .map((r) => String((JSON.parse(r.body ?? '{}') as { prompt?: unknown }).prompt));

describe("'-' as the prompt or the message on the command line", () => {
  it.each([
    ['start -', ['start', '-']],
    ['start --prompt -', ['start', '--prompt', '-']],
    ['message JOB -', ['message', 'job-pr', '-']],
  ])('%s with the text piped in: never sends "-" as the text', async (_, args) => {
    const ran = await runCli([...args, '--no-wait', '--base-url', sim.service().url], {}, PIPED);
    // Either standard input was read and sent, or nothing was sent and the usage was refused.
    expect({ sent: sent(), code: ran.code }).toEqual(
      sent().length === 0 ? { sent: [], code: 3 } : { sent: [PIPED], code: 0 },
    );
    expect(sent()).not.toContain('-');
  });
});

// Was broken (a helper): `start -` and `message JOB -` were refused as job ids, advising `--prompt -`
// (which reads standard input, never sends "-") and `wait -` (a job named "-"). They read it now.
describe("'-' as the one word after start or the job id", () => {
  it.each([
    ['start -', ['start', '-']],
    ['message JOB -', ['message', 'job-pr', '-']],
  ])('%s reads standard input and sends it', async (_, args) => {
    const ran = await runCli([...args, '--no-wait', '--base-url', sim.service().url], {}, PIPED);
    expect(ran.code).toBe(0);
    expect(sent()).toEqual([PIPED]);
  });
});
