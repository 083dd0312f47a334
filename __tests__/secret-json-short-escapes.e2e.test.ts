/**
 * Was broken: the redaction reads a secret split by control characters (SPACE takes out `\p{Cc}`) and
 * by JSON's escapes of the line breaks (`\n`, `\r`, `\t`, their backslash doubled too), but not by
 * JSON's two other short escapes of control characters: `\f` (form feed, which is white space)
 * and `\b` (backspace). A JSON body writes a form feed or backspace in a string only that way. So
 * the api-key the service echoes split by form feeds or backspaces is hidden on every surface that
 * shows the parsed value (the error annotation: the characters are read as nothing there), but
 * left readable in the debug line that shows the response body as it came
 * (src/service/client.ts `describeBody`): `mint_dem\fo0123456\f789abcde\ff`.
 *
 * How a user meets it: a re-run with debug logging (RUNNER_DEBUG=1, which the action's own
 * messages ask for) on a public repository, while the service (untrusted, SECURITY.md) answers a
 * read `404 {"error":"no job for key mint_dem\fo0123456\f..."}`. SECURITY.md: a secret is hidden
 * "split by white space (U+0085 too), control characters, escaped line breaks ..." on every surface,
 * "a response body in the debug log" named among them; the rule: no piece of a secret, encoded in
 * any way, in any log line.
 *
 * What should happen: the debug line shows `***` where the key was, as it does for `\n`, `\u000c`
 * or a raw form feed in the same place.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** Every surface of a run, the ::add-mask:: lines aside. */
function lines(run: ActionRun): string[] {
  return [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    ...run.stderr.split('\n'),
    JSON.stringify(run.outputs),
    ...run.summary.split('\n'),
  ];
}

/** A line as a reader reads it: JSON's short escapes of form feed and backspace (once or doubled) as nothing. */
const read = (line: string): string => line.replace(/\\+[fb]/g, '');

describe('the api-key split by JSON-escaped form feeds or backspaces, in a response body in the debug log', () => {
  it.each([
    ['form feeds (\\f)', '\\f'],
    ['backspaces (\\b)', '\\b'],
  ])('split by %s: no line shows it', async (_, escape) => {
    const split = DEMO_API_KEY.match(/.{1,8}/g)?.join(escape) ?? '';
    // The body as the service writes it: the escape stands in the JSON text as two characters.
    const body = `{"error":"no job for key ${split}"}`;
    expect(() => JSON.parse(body) as unknown).not.toThrow();
    sim.service().setJob('job-escaped-split', [{ http: 404, body }]);
    const run = await sim.act({ 'job-id': 'job-escaped-split' }, { RUNNER_DEBUG: '1' });
    expect(run.outputs.outcome).toBe('not-found');
    const showing = lines(run)
      .filter((line) => read(line).includes(DEMO_API_KEY))
      .map((line) => line.slice(0, 200));
    // Was: "::debug::... {"error":"no job for key mint_dem\fo0123456\f789abcde\ff"}"
    expect(showing).toEqual([]);
  });
});
