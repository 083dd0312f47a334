/**
 * Was broken: src/inputs/secrets.ts `unexpandedReference` (c609ae9) reads PowerShell's reference only as
 * `/^\$env:NAME$/`, lower-case and unbraced. PowerShell's drive and variable names are
 * case-insensitive, and Microsoft's own docs write `$Env:NAME` (about_Environment_Variables); the
 * braced `${env:NAME}` is the same reference. Those forms match nothing, so the text is taken as the
 * key: redacted as the secret and sent to the service as the bearer.
 *
 * How a user meets it: a Windows/PowerShell CI step (Azure Pipelines `pwsh`, a Jenkins `powershell`
 * step, a scheduled task) sets the variable from a single-quoted string, or a YAML value that is never
 * run through PowerShell, so the command line gets the text `$Env:MINTLIFY_ADMIN_API_KEY` (or
 * `${env:MINTLIFY_ADMIN_API_KEY}`) as MINTLIFY_ADMIN_API_KEY.
 *
 * Was: exit 4 after one request carrying that text as the bearer, every message hiding the
 * variable's name as ***:
 *   warning: *** does not start with 'mint_', the prefix of the service's admin keys; check that *** holds an admin API key.
 *   error: job-no-pr: the service refused the key (HTTP 401). Check that *** holds an admin API key (mint_...) ...
 * (the lower-case `$env:MINTLIFY_ADMIN_API_KEY` is refused with exit 3 and named, as promised).
 *
 * Now, as promised: docs/cli.md: "so is a `MINTLIFY_ADMIN_API_KEY` your CI left unexpanded
 * (… PowerShell's `$env:NAME`, …: the message names it, never sent as the key)". `$Env:NAME`,
 * `$ENV:NAME` and `${env:NAME}` are that same PowerShell reference: exit 3, no request, the message
 * naming MINTLIFY_ADMIN_API_KEY, no `***`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const said = (err: string): string[] => err.split('\n').filter((line) => /^(warning|error):/.test(line));

describe("PowerShell's environment reference, as PowerShell writes it, left unexpanded", () => {
  it.each([
    ['$Env: (as Microsoft documents it)', '$Env:MINTLIFY_ADMIN_API_KEY'],
    ['$ENV:', '$ENV:MINTLIFY_ADMIN_API_KEY'],
    ['braced ${env:}', '${env:MINTLIFY_ADMIN_API_KEY}'],
    ['$Env: in a Docker --env-file line', 'MINTLIFY_ADMIN_API_KEY="$Env:MINTLIFY_ADMIN_API_KEY"'],
  ])('%s (%s): refused, named, never sent as the bearer', async (_, value) => {
    const before = service.requests.length;
    const ran = await runCli(['status', 'job-no-pr', '--base-url', service.url], { MINTLIFY_ADMIN_API_KEY: value });
    const lines = said(ran.err);
    expect({
      code: ran.code,
      sent: service.requests.length - before,
      hidden: lines.filter((line) => line.includes('***')),
      named: lines.join('\n').includes('MINTLIFY_ADMIN_API_KEY'),
    }).toEqual({ code: 3, sent: 0, hidden: [], named: true });
  });
});
