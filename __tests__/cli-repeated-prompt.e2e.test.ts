/**
 * Was broken: a repeated --prompt or --message is silently cut to its last value.
 *
 * parseArgs keeps only the last value of a string flag, and src/cli/args.ts never looks for a
 * second one. So `wait-for-agent-job message JOB --message "Fix the intro" --message "Add an
 * example"` (a script that builds its flags from a list, a user who thinks each --message is one
 * more instruction, `--prompt "$TITLE" --prompt "$BODY"`) sends only "Add an example", says on
 * standard error that the follow-up was sent, and exits 0: the first message never reaches the
 * agent, and nothing says so.
 *
 * docs/cli.md: "A flag a command has no use for is refused (exit 3) rather than dropped", and
 * the command already refuses the text given twice in other shapes ("Give the prompt once:
 * --prompt, --prompt-file or as an argument, not several"); the rules: every message sent to the
 * agent exactly once. What should happen: the repeated flag is refused (exit 3), naming it,
 * before anything is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(() => service.close());

const at = () => ['--base-url', service.url, '--poll-interval', '100ms', '--no-wait'];
const posts = () => service.requests.filter((request) => request.method === 'POST');

describe('a text flag given twice', () => {
  it('message JOB --message A --message B: refused, not sent as B alone with exit 0', async () => {
    const before = posts().length;
    const ran = await runCli([
      'message',
      'job-pr',
      '--message',
      'Fix the intro',
      '--message',
      'Add an example',
      ...at(),
    ]);
    const sent = posts()
      .slice(before)
      .map((request) => request.body ?? '');
    // Was: one POST whose prompt is "Add an example"; "Fix the intro" is never sent, and exit 0.
    expect(sent.filter((body) => body.includes('Add an example') && !body.includes('Fix the intro'))).toEqual([]);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/--message/);
  });

  it('start --prompt A --prompt B: refused, not started with B alone', async () => {
    const before = posts().length;
    const ran = await runCli([
      'start',
      '--prompt',
      'Document the --dry-run flag',
      '--prompt',
      'in the CLI page',
      ...at(),
    ]);
    expect(posts().length - before).toBe(0);
    expect(ran.code).toBe(3);
    expect(ran.err).toMatch(/--prompt/);
  });
});
