/**
 * Was broken: `message JOB_ID --job-id OTHER` sends the JOB_ID argument to OTHER as the follow-up's
 * text. src/cli/args.ts `parseCli`, command `message`: `[job, text, ...more] = flagged.length > 0 ?
 * [...flagged, ...rest] : rest` puts the --job-id first, so the command's JOB_ID argument falls
 * into `text`; the check after it refuses two ids only when `--message`/`--message-file` is given
 * too (`text !== undefined && textGiven`) or --job-id is given twice, so with the message on
 * standard input (or none at all) a job id is sent to the agent as its instruction, the real
 * message on standard input is never read, and the command exits 0.
 *
 * How a user meets it: a CI keeps shared flags in one variable (docs/cli.md: "so a CI's shared
 * flags keep working"), `--job-id $JOB_ID` among them, and a step runs
 * `wait-for-agent-job message "$JOB_ID" $FLAGS --no-wait < follow-up.md`; or a script passes the
 * same job both ways. The same with two different ids: the first is sent to the second.
 *
 * Was: exit 0; stderr "Sending a follow-up to job job-no-pr with the message: job-pr"; the
 * service gets POST /v2/agent/demo-project/job/job-no-pr/message {"prompt":"job-pr"}; the text on
 * standard input is dropped.
 *
 * Now, as promised: refused before anything is sent (exit 3), as `'message' goes to one
 * job: give one job id, and the message once.` says for the other shapes; docs/cli.md: "A flag a
 * command has no use for is refused (exit 3) rather than dropped", and an id is never a message.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const flags = () => ['--no-wait', '--base-url', service.url, '--allow-insecure-http'];
const messages = () => service.requests.filter((r) => r.method === 'POST' && r.url.endsWith('/message'));

describe("'message' given a JOB_ID argument and --job-id", () => {
  it('never sends a job id as the message, nor drops the message on standard input', async () => {
    const from = messages().length;
    const ran = await runCli(
      ['message', 'job-pr', '--job-id', 'job-no-pr', ...flags()],
      {},
      'Also add a troubleshooting section.\n',
    );
    const sent = messages()
      .slice(from)
      .map((r) => (JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt);
    expect(sent).not.toContain('job-pr');
    expect(sent).toEqual([]);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/one job id/);
  });

  it('the same id both ways is not sent to itself as its message', async () => {
    const from = messages().length;
    const ran = await runCli(['message', 'job-no-pr', '--job-id', 'job-no-pr', ...flags()], {}, 'Shorten the intro.\n');
    const sent = messages()
      .slice(from)
      .map((r) => (JSON.parse(r.body ?? '{}') as { prompt?: string }).prompt);
    expect(sent).not.toContain('job-no-pr');
    // Refused (3), or the one job id read once and the message on standard input sent: never the id.
    if (ran.code === 0) expect(sent.map((text) => text?.trim())).toEqual(['Shorten the intro.']);
    else expect(sent).toEqual([]);
  });
});
