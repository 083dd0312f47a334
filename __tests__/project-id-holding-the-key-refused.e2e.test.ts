/**
 * Was broken: a `project-id` (or `job-id`) that holds the admin key itself is sent in the request's
 * URL path: GET/POST `{base-url}/v2/agent/<the key>/job/...`. src/inputs/inputs.ts `readInputs`
 * refuses the key in `github-token`, `report-token`, `prompt` and `message` ("a variable mixed
 * up": `refuseKeyAsToken`, `refuseKeyAsText`), but `readId` only checks the id's characters, and an
 * admin key (`mint_` and letters and digits) passes them. The step then logs "project ***" and
 * ends with a 404, after the key went out in every request's path, where the service's (and any
 * gateway's or CDN's) access logs keep URLs, unlike the Authorization header.
 *
 * How a user meets it: the README's setup names two things side by side, "**The secret**
 * `MINTLIFY_ADMIN_API_KEY` ... and **the variable** `MINTLIFY_PROJECT_ID`"; a newcomer who copies
 * the api-key line for the project-id line writes
 * `project-id: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}`.
 *
 * Was: the step makes its requests with the key as the project (the simulated service
 * records `/v2/agent/mint_demo0123456789abcdef/job/job-pr`), then fails with
 * "The service has no job 'job-pr' in project '***' (HTTP 404 ...)".
 *
 * Now, as promised: SECURITY.md, "The admin API key ... is sent only as a bearer token
 * to the `base-url` origin", and "The admin key never goes to GitHub: a `github-token` or
 * `report-token` that holds the `api-key` is refused, naming the input, before any request is
 * made"; README, "Every input problem is reported at once, each naming its input and the fix,
 * before any request". A project-id that is the key is an input error naming 'project-id', and
 * nothing is sent.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

describe("project-id: ${{ secrets.MINTLIFY_ADMIN_API_KEY }} (the key line copied for the project's)", () => {
  it.each([
    ['waiting for a job', { 'job-id': 'job-pr' }],
    ['starting a job', { prompt: 'Document the --flag option.' }],
  ])('%s: refused as an input naming project-id, and the key is in no request path', async (_, extra) => {
    const run = await sim.act({ ...extra, 'project-id': DEMO_API_KEY });
    const paths = sim.requests().map((request) => request.url);
    expect(paths.filter((url) => url.includes(DEMO_API_KEY))).toEqual([]);
    expect(run.exitCode).toBe(1);
    const error = run.annotations.find((a) => a.command === 'error')?.message ?? '';
    expect(error).toMatch(/Invalid input/);
    expect(error).toContain("'project-id'");
  });
});
