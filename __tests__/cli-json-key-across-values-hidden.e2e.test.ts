/**
 * Was broken: src/cli/results.ts `redactedJsonLine` redacts the `--json` text whole, and falls
 * back to redacting each string alone when that changed the document's shape. But the whole-text
 * redaction's across-values find (the key spelled in groups across consecutive values,
 * `"ref":"mint_d","created-at":"emo012","archived-at":"345678"`) always changes the shape: the one
 * `***` swallows the `","created-at":"` between the groups, so the object loses fields. So every
 * time the whole-text pass catches a key across values, the fallback runs, and the fallback (each
 * string alone: `mint_d`, `emo012`, `345678`, none a piece by itself) hides nothing. Before this
 * commit the same line came out redacted (`redact(jsonLine(...))`); now it carries the key's start.
 *
 * How a user meets it: `wait-for-agent-job status JOB --json` against a service (or a proxy or
 * debugging gateway in front of it) that echoes what it was sent, cut into the job's fields: the
 * job's `source.ref`, `createdAt` and `archivedAt` come back as `mint_d`, `emo012`, `345678`
 * (apart in the answer, so the answer's own redaction finds no list; side by side in the document).
 * The CI log or artifact that stores stdout now holds `mint_demo012345678`, 13 characters of the
 * key past `mint_`.
 *
 * What should happen instead (SECURITY.md, "What is secret": the key "written as a list of its
 * characters or groups of up to six ... is hidden, and a part of the answer that still shows a
 * secret as JSON (in its numbers, or across its values) is handed on as the string `***`";
 * README: "no log line, output, annotation or summary contains it"; redactedJsonLine's own
 * comment: "its text redacted whole (a key spelled across values is found there)"): no run of the
 * document's string values spells a piece of the key.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

/** Every string of a JSON value, in the order its text shows them. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

describe("status --json, the key echoed in groups across a job's fields", () => {
  it('shows no piece of the key across the values', async () => {
    // The key's start in three groups of six or fewer: mint_d + emo012 + 345678.
    // In the answer the groups stand apart (a number between each): the answer's own redaction
    // finds no list there. The status document puts them side by side.
    service.setJob('job-echo', [
      {
        body: JSON.stringify({
          id: 'job-echo',
          archivedAt: '345678',
          a: 1,
          createdAt: 'emo012',
          b: 2,
          status: 'completed',
          c: 3,
          source: { ref: 'mint_d', repository: 'https://github.com/acme/docs' },
        }),
      },
    ]);
    const ran = await runCli(['status', 'job-echo', '--base-url', service.url, '--json'], {
      MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
    });
    const json = JSON.parse(ran.out) as Record<string, unknown>;
    // The document is still JSON with its fields (the fallback's aim, kept).
    expect(json['exit-code']).toBe(0);
    // Read as its values run together, it must not spell the key's start ('mint_demo01', a piece).
    expect(strings(json).join('')).not.toContain('mint_demo01');
  });
});
