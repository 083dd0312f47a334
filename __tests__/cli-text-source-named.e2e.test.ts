/**
 * Was broken: a prompt or a message read from a file (--prompt-file, --message-file) or from standard
 * input is refused in words that name `--prompt` / `--message`, a flag the user never gave. The
 * checks are the action's (src/inputs/inputs.ts readPrompt, refuseKeyAsText: `'prompt' has ...
 * characters`, `'prompt' holds a secret`), and src/cli/io.ts inCliWords turns every `'prompt'` into
 * `--prompt`, whatever the text's source (src/cli/main.ts textOf knows it: it names "the file
 * '...'" or "standard input" for an empty text, but not here).
 *
 * How a user meets it: a GitLab job that writes its prompt to a file (`git log ... > prompt.md`,
 * `wait-for-agent-job start --prompt-file prompt.md`), or pipes it in (`... | wait-for-agent-job
 * start`), and the file is too long, or holds the key (a variable mixed up). The error says
 *   error: --prompt has 100,001 characters, over the 100,000 this action sends; ...
 *   error: --prompt holds a secret (the api-key or a token), ... Check what sets --prompt: ...
 * The user greps the CI file for --prompt and finds none.
 *
 * Was: the lines above, for --prompt-file, standard input and --message-file (as --message).
 *
 * What should happen instead: docs/cli.md: "The flags carry the action's inputs of the same name,
 * with the same checks, in the command line's words (a message names the flag, MINTLIFY_PROJECT_ID or
 * --api-key-file the value came from ...)": here --prompt-file FILE, --message-file FILE or standard
 * input, as the empty-text refusal already says ("The prompt from the file '...' is empty").
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-text-source-'));
const LONG = path.join(folder, 'long.md');
const KEY = path.join(folder, 'key-as-prompt.md');

beforeAll(async () => {
  service = await startService();
  writeFileSync(LONG, 'a'.repeat(100_001));
  writeFileSync(KEY, `${DEMO_API_KEY}\n`);
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

const errors = (err: string): string[] => err.split('\n').filter((line) => line.startsWith('error:'));

describe('a refused prompt or message names where it came from', () => {
  it.each<[string, string[], string, RegExp]>([
    ['a too-long --prompt-file', ['start', '--prompt-file', LONG], '', /--prompt-file|long\.md/],
    ['a too-long prompt on standard input', ['start'], 'a'.repeat(100_001), /standard input|stdin/],
    ['a too-long --message-file', ['message', 'job-pr', '--message-file', LONG], '', /--message-file|long\.md/],
    ['a --prompt-file that holds the key', ['start', '--prompt-file', KEY], '', /--prompt-file|key-as-prompt\.md/],
    ['the key on standard input', ['start'], `${DEMO_API_KEY}\n`, /standard input|stdin/],
  ])(
    '%s: refused (exit 3), naming its source, never a --prompt or --message not given',
    async (_, args, stdin, source) => {
      const ran = await runCli([...args, '--base-url', service.url], {}, stdin);
      expect(ran.code).toBe(3);
      const [line = ''] = errors(ran.err);
      expect(line).toMatch(source);
      expect(line).not.toMatch(/--(prompt|message)(?![-\w])/);
      // Nothing was sent.
      expect(service.requests.filter((request) => request.method === 'POST')).toEqual([]);
    },
  );
});
