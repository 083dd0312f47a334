/**
 * Was broken: an `--output-file` that cannot be made named the hidden temporary file the command
 * writes first, not the path given: `error: --output-file '/no/such/x.env' cannot be written
 * (ENOENT: no such file or directory, open '/no/such/.x.env.7681.tmp'): nothing was sent.`
 *
 * How a user meets it: a CI writes `--output-file "$DIR/agent.env"` with DIR unset or not made yet;
 * the error shows a file they never named.
 *
 * What should happen instead: the error names the path given and its folder, never the
 * temporary file (exit 3 as before).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

it('an output file in a folder that does not exist: its folder is named, not a temporary file', async () => {
  const ran = await runCli([
    'wait',
    'job-pr',
    '--base-url',
    service.url,
    '--poll-interval',
    '100ms',
    '--output-file',
    '/no/such/folder/x.env',
  ]);
  expect(ran.code).toBe(3);
  const error = ran.err.split('\n').find((line) => line.includes('--output-file')) ?? '';
  expect(error).toMatch(/--output-file '\/no\/such\/folder\/x\.env' (?:could not|cannot) be written/);
  expect(error).toContain("ENOENT: its folder '/no/such/folder' does not exist");
  expect(error).not.toContain('.tmp');
});
