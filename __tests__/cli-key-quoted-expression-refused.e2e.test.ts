/**
 * Was broken: src/inputs/secrets.ts `unexpandedReference` (4610881) takes the quotes off a value
 * (`"$NAME"`, as Docker's `--env-file` passes `NAME="$NAME"`) and out of a `NAME=` line before it
 * reads the `$NAME` / `${NAME}` / `$(NAME)` / `${env.NAME}` / `%NAME%` forms, but the GitHub Actions
 * expression is still tested on the whole untouched value (`isUnevaluatedExpression(line)`), so the
 * same quoted form of `${{ secrets.MINTLIFY_ADMIN_API_KEY }}` is not refused: it is redacted as the
 * secret and sent to the service as the bearer.
 *
 * How a user meets it: moving a job from GitHub Actions to a `docker run --env-file` setup, the env
 * file keeps the workflow's line quoted:
 *   MINTLIFY_ADMIN_API_KEY="${{ secrets.MINTLIFY_ADMIN_API_KEY }}"
 * Docker neither expands nor unquotes it, so the command line gets `"${{ secrets.… }}"` with quotes
 * (or the whole `NAME=` line, when a CI passes the line as the value).
 *
 * Was: without spaces (`"${{secrets.MINTLIFY_ADMIN_API_KEY}}"`), exit 4 after a request
 * with that text as the bearer, every message hiding the variable's name as ***:
 *   warning: *** does not start with 'mint_', the prefix of the service's admin keys; check that *** holds an admin API key.
 *   error: job-no-pr: the service refused the key (HTTP 401). Check that *** holds an admin API key ...
 * With spaces, exit 3 but the name still hidden, the message unreadable:
 *   error: ***contains a space or line break, so it cannot be a key; set ***to the key alone.
 *
 * Now, as promised: docs/cli.md: "so is a `MINTLIFY_ADMIN_API_KEY` your CI left
 * unexpanded (`$NAME`, `${NAME}`, Azure's `$(NAME)`, Jenkins' `${env.NAME}`, `%NAME%`, Docker's
 * `NAME="$NAME"`, or a GitHub Actions `${{ … }}` pasted elsewhere: the message names it, never sent
 * as the key)"; the commit: "unexpandedReference reads each form, inside a NAME= line and quotes
 * too". Exit 3, no request, the message naming MINTLIFY_ADMIN_API_KEY, no `***`.
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

describe('a GitHub Actions expression left quoted, or in a NAME= line', () => {
  it.each([
    ['Docker --env-file, quoted', '"${{ secrets.MINTLIFY_ADMIN_API_KEY }}"'],
    ['Docker --env-file, quoted, no spaces', '"${{secrets.MINTLIFY_ADMIN_API_KEY}}"'],
    ['single-quoted, no spaces', "'${{secrets.MINTLIFY_ADMIN_API_KEY}}'"],
    ['a whole NAME= line', 'MINTLIFY_ADMIN_API_KEY="${{ secrets.MINTLIFY_ADMIN_API_KEY }}"'],
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
