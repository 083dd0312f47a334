/**
 * Was broken: a job status or error text the service chose, such as
 * `##vso[task.prependpath]/tmp/evil`, is written as it is to standard error and standard output
 * (status lines, the wait's lines, --json), where Azure Pipelines' agent runs it as a logging
 * command (it finds `##vso[` anywhere in a line of either stream): the service sets the next
 * steps' PATH or variables.
 *
 * Now, as promised: docs/cli.md, "Standard error: everything for people ... with no colour and no
 * workflow commands" (the command line is for any CI, Azure's `$(NAME)` named among them);
 * SECURITY.md, "Values from the service are treated as data: they cannot inject workflow
 * commands".
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const COMMAND = '##vso[task.prependpath]/tmp/evil';
const SET_VARIABLE = '##vso[task.setvariable variable=MINTLIFY_PROJECT_ID]other-project';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({
    jobs: {
      'job-odd-status': [{ job: { status: COMMAND } }],
      'job-odd-then-failed': [{ job: { status: COMMAND } }, { job: { status: 'failed' } }],
      'job-error-words': [{ http: 400, body: JSON.stringify({ error: SET_VARIABLE }) }],
    },
  });
});
afterAll(async () => service.close());

const flags = () => ['--base-url', service.url, '--allow-insecure-http', '--poll-interval', '1s', '--timeout', '30s'];
// Azure's agent (Command.TryParse): `message.IndexOf("##vso[", StringComparison.Ordinal)`, on stdout and stderr alike.
const azureCommandIn = (text: string): string[] => text.split('\n').filter((line) => line.includes('##vso['));

it.each([
  ['status', ['status', 'job-odd-status']],
  ['status --json', ['status', 'job-odd-status', '--json']],
  ['wait --json', ['wait', 'job-odd-then-failed', '--json']],
  ['status of a refused read', ['status', 'job-error-words']],
  ['wait of a refused read --json', ['wait', 'job-error-words', '--json']],
])(
  '%s: no line of standard output or error carries an Azure logging command',
  async (_, args) => {
    const ran = await runCli([...args, ...flags()], { CI: 'true', TF_BUILD: 'True' });
    // The value is still shown (as text): the run read it.
    expect(`${ran.out}${ran.err}`).toMatch(/task\.(prependpath|setvariable)/);
    expect({ stdout: azureCommandIn(ran.out), stderr: azureCommandIn(ran.err) }).toEqual({ stdout: [], stderr: [] });
  },
  60_000,
);
