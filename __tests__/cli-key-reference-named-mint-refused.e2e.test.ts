/**
 * Was broken: src/inputs/secrets.ts `unexpandedReference` lets through every reference whose variable
 * NAME starts with `mint_` (`!name.startsWith('mint_')`), and every `${{ … }}` whose text contains
 * `mint_` (`!text.includes('mint_')`). A name is not a key: no admin key is ever `$mint_…`,
 * `$(mint_…)`, `%mint_…%` or `${{ secrets.mint_… }}`, so the exception only lets a CI's unexpanded
 * variable, named in lower case after the product, through to the service as the bearer.
 *
 * How a user meets it: the CI's variable or secret is named in lower case, `mint_api_key` (GitLab,
 * Azure Pipelines and Jenkins take lower-case names; GitHub's `secrets.` context is
 * case-insensitive), and the CI leaves `MINTLIFY_ADMIN_API_KEY: $(mint_api_key)` (Azure, variable not
 * defined in that stage), `$mint_api_key` (CircleCI `environment:`), `%mint_api_key%` or a pasted
 * `${{secrets.mint_api_key}}` unexpanded.
 *
 * Was: exit 4 after one request sending that text as the bearer:
 *   warning: MINTLIFY_ADMIN_API_KEY does not start with 'mint_', ...
 *   error: job-no-pr: the service refused the key (HTTP 401). Check that MINTLIFY_ADMIN_API_KEY holds an admin API key ...
 *
 * Now, as promised: docs/cli.md: "so is a `MINTLIFY_ADMIN_API_KEY` your CI left unexpanded
 * (`$NAME`, `${NAME}`, Azure's `$(NAME)`, …, `%NAME%`, …, or a GitHub Actions `${{ … }}` pasted
 * elsewhere: the message names it, never sent as the key)": exit 3, no request, naming the variable.
 * A real key (`mint_…`, bare, quoted, or in a NAME= line) is no reference and still goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe('an unexpanded variable named mint_…', () => {
  it.each([
    ["Azure's $(NAME)", '$(mint_api_key)'],
    ['$NAME', '$mint_api_key'],
    ['${NAME}', '${mint_api_key}'],
    ['%NAME%', '%mint_api_key%'],
    ['a GitHub Actions expression, no spaces', '${{secrets.mint_api_key}}'],
  ])('%s (%s): refused, never sent as the bearer', async (_, value) => {
    const before = service.requests.length;
    const ran = await runCli(['status', 'job-no-pr', '--base-url', service.url], { MINTLIFY_ADMIN_API_KEY: value });
    expect({ code: ran.code, sent: service.requests.length - before }).toEqual({ code: 3, sent: 0 });
  });
});
