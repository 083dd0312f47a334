/**
 * Was broken: a MINTLIFY_ADMIN_API_KEY that is a short word rather than a key is taken as a secret
 * and redacted everywhere it occurs, also inside the `--json` document's own syntax and field
 * names. With the key `null`, every JSON `null` becomes `***` (`"status":***,"pr-link":***`), so
 * standard output is no JSON at all; with the key `x`, the documented field `exit-code` comes out
 * as `"e***it-code"`. The service refused the key (exit 4), and the one document a script reads to
 * learn that is unreadable or lacks the field it branches on. src/cli/main.ts `handOn` and the
 * status branch of `runCommand` pass the finished JSON text through `redact`, built from the key
 * whatever its length (src/inputs/secrets.ts `stepSecrets`, src/output/redaction.ts).
 *
 * How a user meets it: a CI step fetches the key from a secret store with
 * `export MINTLIFY_ADMIN_API_KEY=$(vault kv get -format=json secret/mintlify | jq -r .data.key)`;
 * the field is misnamed, and `jq -r` prints `null` (a set, non-empty variable). Then
 * `wait-for-agent-job wait "$JOB" --json > agent.json; jq -r '."exit-code"' agent.json` fails with
 * "Invalid literal" instead of reading 4, and the pipeline's report says nothing of the refused key.
 *
 * What should happen instead (docs/cli.md: "Standard output, with `--json`: one object, the
 * action's outputs typed ... and `exit-code`"; `status --json` prints `{ "jobs": [...],
 * "exit-code": N }`; the brief: `--json` on every ending is valid JSON, one document, with the
 * documented fields, also on errors): the document parses, and carries `exit-code` (4, the key
 * refused) and its nulls as nulls, whatever the key holds.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

/** Standard output as JSON, or the text that is not JSON (so a failure shows it). */
function parsed(out: string): Record<string, unknown> | string {
  try {
    return JSON.parse(out) as Record<string, unknown>;
  } catch {
    return out;
  }
}

describe('a key that is a short word, refused by the service', () => {
  it.each([
    ['null (jq -r of a missing field)', 'null'],
    ['x (a placeholder)', 'x'],
  ])('%s: wait --json is one JSON object with exit-code 4', async (_, key) => {
    const ran = await runCli(['wait', 'job-pr', '--base-url', service.url, '--poll-interval', '1s', '--json'], {
      MINTLIFY_ADMIN_API_KEY: key,
    });
    expect(ran.code).toBe(4);
    const json = parsed(ran.out);
    expect(typeof json).toBe('object');
    expect(json).toMatchObject({ 'exit-code': 4, outcome: 'unauthorized', 'pr-link': null });
  });

  it.each([
    ['null (jq -r of a missing field)', 'null'],
    ['x (a placeholder)', 'x'],
  ])('%s: status --json is { jobs, exit-code }', async (_, key) => {
    const ran = await runCli(['status', 'job-pr', '--base-url', service.url, '--json'], {
      MINTLIFY_ADMIN_API_KEY: key,
    });
    expect(ran.code).toBe(4);
    const json = parsed(ran.out);
    expect(typeof json).toBe('object');
    expect(json).toMatchObject({ 'exit-code': 4, jobs: [{ id: 'job-pr', status: null }] });
  });
});
