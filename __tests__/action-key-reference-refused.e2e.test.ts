/**
 * Was broken: an `api-key` whose secret holds a reference as text (`${{secrets.NAME}}` with no
 * spaces, `$NAME`, `%NAME%`: a secret saved by copying a workflow line, or a local run where
 * nothing expands it) got only the warning "does not start with 'mint_'" and was sent to the
 * service as the bearer, which answered 401. The command line refuses the same value before any
 * request (src/inputs/secrets.ts unexpandedReference); the action now does too, in one place.
 *
 * Now, as promised: README "Every input problem is reported at once, each naming its input and
 * the fix": refused before any request, naming 'api-key' and how to pass the secret.
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe("an 'api-key' that holds a reference as text", () => {
  it.each([['${{secrets.MINTLIFY_ADMIN_API_KEY}}'], ['$MINTLIFY_ADMIN_API_KEY'], ['%MINTLIFY_ADMIN_API_KEY%']])(
    '%s: refused before any request, naming the input',
    async (value) => {
      const before = sim.service().requests.length;
      const run = await sim.act({ 'job-id': 'job-no-pr', 'api-key': value });
      expect(run.exitCode).toBe(1);
      expect(sim.service().requests.length).toBe(before);
      const [error] = run.annotations.filter((a) => a.command === 'error');
      expect(error?.message).toContain("'api-key' holds an expression or a variable reference as text");
      expect(error?.message).toContain('secrets.MINTLIFY_ADMIN_API_KEY');
    },
  );
});

describe("an 'api-key' that is a key behind a stray '$'", () => {
  it('is never printed: it stays a secret', async () => {
    const key = `mint_${'a1B2c3D4e5'.repeat(3)}`;
    const run = await sim.act({ 'job-id': 'job-no-pr', 'api-key': `$${key}` });
    const written = [...run.annotations.map((a) => a.message), run.summary, ...run.log].join('\n');
    expect(written).not.toContain(key);
    expect(written).not.toContain(key.slice(5, 25));
  });

  it('the command line never prints it either', async () => {
    const key = `mint_${'a1B2c3D4e5'.repeat(3)}`;
    const ran = await runCli(['status', 'job-no-pr', '--base-url', sim.service().url], {
      MINTLIFY_ADMIN_API_KEY: `$${key}`,
    });
    expect(`${ran.out}\n${ran.err}`).not.toContain(key.slice(5, 25));
  });
});
