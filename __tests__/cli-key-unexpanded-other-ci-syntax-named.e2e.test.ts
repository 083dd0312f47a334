/**
 * Was broken: src/inputs/secrets.ts `unexpandedReference` (used by src/cli/main.ts `apiKeyOf` and
 * `earlyRedact`, commit 3044960) knows only `$NAME`, `${NAME}` and `${{ ... }}`. Other shapes a CI
 * leaves unexpanded are still taken as the key: Azure Pipelines' macro `$(NAME)` (Azure leaves a
 * macro whose variable does not exist, or is a secret not mapped into `env:`, as the literal text
 * `$(NAME)`), a Docker `--env-file` line `MINTLIFY_ADMIN_API_KEY="$NAME"` (Docker neither expands
 * nor unquotes an env-file value: the command line gets `"$NAME"` with its quotes), and Jenkins'
 * `${env.NAME}` in a single-quoted `environment {}` value. Each is redacted as the secret, so every
 * message hides the variable's own name as `***`, and the text is sent to the service as the bearer.
 *
 * How a user meets it: an Azure Pipelines step
 *   env:
 *     MINTLIFY_ADMIN_API_KEY: $(MINTLIFY_ADMIN_API_KEY)
 * whose secret variable is named differently or not defined in that pipeline; or a Docker run
 * with `--env-file` holding `MINTLIFY_ADMIN_API_KEY="$MINTLIFY_ADMIN_API_KEY"`.
 *
 * Fails now (exit 4, after a request to the service with the text as the bearer):
 *   warning: *** does not start with 'mint_', the prefix of the service's admin keys; check that *** holds an admin API key.
 *   error: job-no-pr: the service refused the key (HTTP 401). Check that *** holds an admin API key ...
 *
 * Now, as promised: docs/cli.md (3044960): "so is a `MINTLIFY_ADMIN_API_KEY` your CI left
 * unexpanded (`$NAME`, `${NAME}`, or a GitHub Actions `${{ … }}` pasted elsewhere: the message names
 * it, never sent as the key)"; CHANGELOG: "the messages hid the variable's own name as `***` (and
 * it was sent as the bearer); the command line now refuses it (exit 3), naming the variable". The
 * same mistake in another CI's reference syntax (or the same `$NAME` in quotes) should be refused
 * the same way: exit 3, no request sent, the message naming MINTLIFY_ADMIN_API_KEY, no `***`.
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

describe('MINTLIFY_ADMIN_API_KEY left unexpanded in another CI syntax', () => {
  it.each([
    ['Azure Pipelines macro', '$(MINTLIFY_ADMIN_API_KEY)'],
    ['Docker --env-file, quoted', '"$MINTLIFY_ADMIN_API_KEY"'],
    ["Jenkins' env. reference", '${env.MINTLIFY_ADMIN_API_KEY}'],
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
