/**
 * A proxy variable holding `user:password` (no host, no `@`) is refused without showing it, on the
 * bundle: in no log line, annotation or summary, and masked for the runner. Was broken: its two
 * fields were taken as host:port and the value printed whole, password included.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();
const PASSWORD = 'S3cretPassw0rdXYZ';

describe('a proxy variable with credentials and no host', () => {
  it.each([`proxyuser:${PASSWORD}`, `http://proxyuser:${PASSWORD}`, `http://127.0.0.1:${PASSWORD}`])(
    'is refused and never shown (%#)',
    async (value) => {
      const run = await sim.act({ 'job-id': 'job-pr' }, { HTTPS_PROXY: value });
      expect(run.outputs.outcome).toBe('error');
      expect(run.stdout).toContain(`::add-mask::${PASSWORD}`);
      const shown = [run.stdout, run.stderr, run.summary]
        .join('\n')
        .split('\n')
        .filter((line) => !line.startsWith('::add-mask::') && line.includes(PASSWORD));
      expect(shown).toEqual([]);
      expect(run.summary).toContain('is not a URL (its value is not shown');
    },
  );
});
