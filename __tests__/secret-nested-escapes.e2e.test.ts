/**
 * Was broken: the debug log shows a response body as it came (src/service/client.ts `describeBody`),
 * and the redaction reads escaped line breaks and `\u`/`\x` escapes only as they stand once; inside
 * a JSON string they stand escaped once more (`\\n`, `\\u006d`, `\\x6d`), and no reading of the
 * redaction undoes that. So a key the service wraps with escaped line breaks, or writes as `\u` or
 * `\x` escapes, in a string of its answer (an upstream error body quoted as JSON inside the
 * service's own `error`, as gateways do) is hidden everywhere the parsed value is shown, but left
 * whole in the debug line that shows the raw body.
 *
 * How a user meets it: re-running a job with debug logging (RUNNER_DEBUG=1, "Re-run with debug
 * logging", which the action's own messages ask for) on a public repository: the debug log is as
 * public as the run. The service answers 404 with
 * `{"error":"upstream said: {\"detail\":\"no job for key\\nmint_dem\\no0123456\\n...\"}"}`.
 * SECURITY.md: a secret is hidden once "an encoding applied before it reached the action is undone:
 * ... split by white space, escaped line breaks ..., `\u`-, `\u{}`-, `\x`- or octal-escaped", on
 * every surface, "a response body in the debug log" named among them, and matched "as it would
 * look after any escaper ... (JSON-escaped)".
 *
 * What should happen instead: the debug line shows `***` where the key was, as the error annotation
 * already does for the same body once parsed.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The key wrapped at 8 characters, as the existing wrapped-key test has it. */
const WRAPPED = DEMO_API_KEY.match(/.{1,8}/g)?.join('\n') ?? '';

/** Every surface of a run, the ::add-mask:: lines aside, each line with its surface. */
function lines(run: ActionRun): string[] {
  return [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    ...run.stderr.split('\n'),
    JSON.stringify(run.outputs),
    ...run.summary.split('\n'),
  ];
}

/** A line with its escaped line breaks (`\n`, `\\n`, ...) and its escapes (`\u006d`, `\\x6d`) read back. */
function read(line: string): string {
  return line
    .replace(/\\+n/g, '')
    .replace(/\\+u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\+x([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const showing = (run: ActionRun): string[] =>
  lines(run)
    .filter((line) => read(line).includes(DEMO_API_KEY))
    .map((line) => line.slice(0, 300));

describe('the api-key in an upstream error the service quotes as JSON, in the debug log', () => {
  it('wrapped across escaped line breaks: no line shows it', async () => {
    const upstream = JSON.stringify({ detail: `no job for key\n${WRAPPED}` });
    sim
      .service()
      .setJob('job-nested-wrap', [{ http: 404, body: JSON.stringify({ error: `upstream said: ${upstream}` }) }]);
    const run = await sim.act({ 'job-id': 'job-nested-wrap' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(showing(run)).toEqual([]);
  });

  it('written as \\u escapes: no line shows it', async () => {
    const escaped = [...DEMO_API_KEY].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    sim.service().setJob('job-nested-u', [{ http: 404, body: JSON.stringify({ error: `no job for key ${escaped}` }) }]);
    const run = await sim.act({ 'job-id': 'job-nested-u' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    expect(showing(run)).toEqual([]);
  });
});
