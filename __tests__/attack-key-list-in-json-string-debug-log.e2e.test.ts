/**
 * Was broken: src/output/redaction.ts: the readings that take a list's quotes out (`CHARACTER_LIST`)
 * and read a buffer's bytes (`DECIMAL_BYTES`) match only raw quotes and raw line breaks, never
 * their JSON escapes (`\"`, `\n`), and no reading unescapes a JSON string first. A value is
 * redacted after it is parsed (where the quotes are raw again), but the debug log shows the
 * service's response body as it came (src/service/client.ts `describeBody`), where a list of
 * the key's groups, or a pretty-printed Buffer, inside a string field is JSON-escaped.
 *
 * How a user meets it: with step debug on (`ACTIONS_STEP_DEBUG`, or a re-run "with debug
 * logging"), the service answers a job whose `log` field is text that quotes the request's key
 * as a list of its groups (`["mint_d","emo012",...]`, a logger's `%j`) or as a pretty-printed
 * Buffer (`[\n  109,\n  105, ...]`). The `job` output hides it; the debug line
 * `HTTP 200 in ...ms, ... bytes: {...}` shows it, in a public repository's log.
 *
 * Was: the debug log holds `[\"mint_d\",\"emo012\",\"345678\",\"9abcde\",\"f\"]` and
 * `[\n  109,\n  105,\n  110, ...]` as the body carried them.
 *
 * Now, as promised: SECURITY.md, "Where each surface is escaped and redacted": the
 * log redacts "matching each secret as it would look after any escaper the log applies (raw,
 * ..., JSON-escaped)", and src/output/redaction.ts `formsOf` names this very case ("As it stands
 * inside a JSON string, such as a response body in the debug log"); "What is secret": hidden
 * "written as a list of its characters or groups of up to six" and as "decimal bytes
 * (`[109,105,...]`, a buffer as JSON, one a line too ...)".
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

const groups = DEMO_API_KEY.match(/.{1,6}/g) ?? [];
const PIECE = DEMO_API_KEY.slice(5, 17);
/** A reader's view of a line: JSON escapes undone, quotes, commas, brackets and white space out; numbers read as bytes. */
const readList = (text: string): string => text.replace(/\\+[nrt]/g, ' ').replace(/[\\\s"',[\]]/g, '');
const readBytes = (text: string): string =>
  (text.replace(/\\+[nrt]/g, ' ').match(/\d{1,3}(?:\s*,\s*\d{1,3})+/g) ?? [])
    .map((run) => String.fromCharCode(...run.split(',').map((n) => Number(n.trim()))))
    .join(' ');

const lines = (run: ActionRun): string[] => [
  ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
  ...run.stderr.split('\n'),
];

describe('the key inside a string of the body, as JSON writes it, in the debug log', () => {
  it('a list of its groups: the debug log does not show it', async () => {
    const job = { status: 'completed', prLink: null, log: `refused key ${JSON.stringify(groups)}` };
    sim.service().setJob('job-list-debug', [{ job }]);
    const run = await sim.act({ 'job-id': 'job-list-debug' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.stdout).toContain('::debug::');
    expect(lines(run).map(readList)).not.toContainEqual(expect.stringContaining(PIECE));
  });

  it('a pretty-printed Buffer of it: the debug log does not show it', async () => {
    const buffer = JSON.stringify([...Buffer.from(DEMO_API_KEY)], null, 2);
    const job = { status: 'completed', prLink: null, log: `refused key ${buffer}` };
    sim.service().setJob('job-bytes-debug', [{ job }]);
    const run = await sim.act({ 'job-id': 'job-bytes-debug' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('completed');
    expect(run.stdout).toContain('::debug::');
    expect(lines(run).map(readBytes)).not.toContainEqual(expect.stringContaining(PIECE));
  });
});
