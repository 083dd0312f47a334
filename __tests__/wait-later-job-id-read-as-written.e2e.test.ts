/**
 * Was broken: the summary's "To wait for it later" step wrote `job-id: 3.10` unquoted: YAML reads
 * that as the number 3.1 (`1e5` as 100000, `~` and `null` as null, `on`, `no` and `true` as
 * booleans), so the step as pasted waits for another job, or for none.
 *
 * How a user meets it: the service hands back a job id that is all digits and dots (its ids are only
 * checked for `A-Z a-z 0-9 - _ . ~`); the user copies the step the summary offers, and it fails
 * with "not found" or waits on the wrong job.
 *
 * What should happen instead: every value in the step to copy reads back, in YAML 1.1 and 1.2, as
 * exactly the text the step used.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { parse } from 'yaml';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

/** The summary's code block, its HTML entities read back as GitHub shows them. */
function codeBlock(summary: string): string {
  const code = /<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(summary)?.[1] ?? '';
  return code
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

describe.each(['3.10', '1e5', '~', 'on', 'no', 'true', '0x1F', '012', 'job-new'])('a job id %s', (id) => {
  it('reads back as itself from the step to copy, in YAML 1.1 and 1.2', async () => {
    sim.service().failNextPost({ http: 201, body: JSON.stringify({ id, status: 'active' }) });
    const run = await sim.act({ prompt: 'Document the --dry-run flag.', wait: 'false' });
    expect(run.outputs['job-id']).toBe(id);
    const yaml = codeBlock(run.summary);
    for (const version of ['1.1', '1.2'] as const) {
      const [step] = parse(yaml, { version }) as Array<{ with: Record<string, unknown> }>;
      expect({ version, with: step?.with }).toEqual({
        version,
        with: expect.objectContaining({
          'job-id': id,
          'project-id': expect.any(String),
          'base-url': sim.service().url,
        }),
      });
    }
  });
});
