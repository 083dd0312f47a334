/**
 * Was broken: src/inputs/inputs.ts readApiKey took a key pasted with its quotes (`'mint_…'`, as a
 * .env file or a YAML value writes it) as the key: it was sent with the quotes (HTTP 401), and the
 * warning read "does not start with ***', the prefix…", the hiding of the key catching the
 * message's own words. (Found by a reviewing helper, beside the unexpanded-reference checks.)
 *
 * Now, as promised: docs/cli.md: a bad key is refused (exit 3) before any request, the message
 * naming MINTLIFY_ADMIN_API_KEY and the fix, never `***` in a person's words.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const said = (err: string): string[] => err.split('\n').filter((line) => /^(warning|error):/.test(line));

describe('MINTLIFY_ADMIN_API_KEY holding the key in quotes', () => {
  it.each([[`'${DEMO_API_KEY}'`], [`"${DEMO_API_KEY}"`]])('%s: refused before any request, in words', async (value) => {
    const before = service.requests.length;
    const ran = await runCli(['status', 'job-no-pr', '--base-url', service.url], { MINTLIFY_ADMIN_API_KEY: value });
    expect(ran.code).toBe(3);
    expect(service.requests.length).toBe(before);
    const lines = said(ran.err).join('\n');
    expect(lines).toContain('MINTLIFY_ADMIN_API_KEY is wrapped in quotes');
    expect(lines).not.toContain('***');
    expect(ran.err).not.toContain(DEMO_API_KEY);
  });
});
