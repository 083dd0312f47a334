/**
 * Was broken: the line that says which prompt (or follow-up) was sent shows a text other than the one
 * sent: the command line rewrites the user's own words as if they were the action's.
 *
 * src/cli/io.ts inCliWords turns the action's words into the command line's on every line for
 * people: `'timeout'` becomes `--timeout`, `timeout: 30s` becomes `--timeout 30s`, `wait: false`
 * becomes `--no-wait`, "the step" becomes "the command". It runs over whole lines, so it rewrites
 * the quoted prompt too. `start --prompt "Document the step 'timeout' and set wait: false with
 * timeout: 30s"` sends that text, but standard error says
 *   Starting a job in project demo-project with the prompt: Document the command --timeout and set --no-wait with --timeout 30s
 * A person checking what the agent was asked (or a CI log kept as the record of it) reads words
 * that were never sent. The same goes for `message` ("Sending a follow-up ... with the message:")
 * and for any value from the service quoted in a line. The rules: every message says what happened.
 *
 * What should happen: the text shown is the text sent (redacted and escaped as values are, never
 * reworded).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(() => service.close());

const PROMPT = "Document the step 'timeout' and set wait: false with timeout: 30s";

describe('the text sent, as the log shows it', () => {
  it.each([
    ['start', ['start', '--prompt', PROMPT], 'with the prompt: '],
    ['message', ['message', 'job-pr', '--message', PROMPT], 'with the message: '],
  ])('%s: the line that names the text shows it as sent', async (_, args, lead) => {
    const from = service.requests.length;
    const ran = await runCli([...args, '--base-url', service.url, '--no-wait']);
    expect(ran.code).toBe(0);
    const sent = service.requests.slice(from).filter((request) => request.method === 'POST');
    expect(sent.map((request) => (JSON.parse(request.body ?? '{}') as { prompt?: string }).prompt)).toEqual([PROMPT]);
    const shown = ran.err.split('\n').find((line) => line.includes(lead));
    // Was: "... with the prompt: Document the command --timeout and set --no-wait with --timeout 30s"
    expect(shown?.slice(shown.indexOf(lead) + lead.length)).toBe(PROMPT);
  });
});
