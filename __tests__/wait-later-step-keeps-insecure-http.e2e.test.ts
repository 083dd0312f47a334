/**
 * Was broken: with `wait: false` and a plain-http `base-url` the step was allowed to use (`allow-
 * insecure-http: true`), the job summary's "To wait for it later, add a step like this" block
 * carries the `base-url` but not `allow-insecure-http: true`, so the step to copy is refused as
 * invalid input and never waits for the job.
 *
 * Now, as promised: docs/endings.md: "With `wait: false` it shows the step to copy that waits for
 * the job later"; README: "`wait: false` ... a later step (or workflow) waits for it with `job-
 * id:`" (and __tests__/wait-later-base-url.e2e.test.ts: the step to copy carries "`allow-insecure-
 * http: true` when the step needed it").
 */
/**
 * How a user meets it: the service is reached through a company gateway inside the network, over
 * plain http (`base-url: http://agent-gateway.corp:8080`, `allow-insecure-http: true`, as the
 * README's input table allows). A release workflow starts the job with `wait: false` and pastes the
 * summary's step into a later job:
 *   - uses: your-org/wait-for-agent-job@v2
 *     with:
 *       project-id: ...
 *       api-key: ${{ secrets.MINTLIFY_ADMIN_API_KEY }}
 *       base-url: http://agent-gateway.corp:8080
 *       job-id: job-started-1
 * That step fails at once ("Invalid input: 'base-url' is plain http:// to agent-gateway.corp...")
 * and the job is never waited for.
 *
 * What should happen instead: the step to copy carries every input that decides how the job is
 * reached, `allow-insecure-http: true` with the plain-http base-url, so pasted as shown it waits.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { parse } from 'yaml';
import { DEMO_API_KEY } from '../sim/service.ts';
import { startProxy, type ProxyServer } from './helpers/proxy.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService({ activeReads: 1 });
let proxy: ProxyServer;
beforeAll(async () => {
  proxy = await startProxy();
});
afterAll(async () => proxy.close());

/** The summary's step to copy, as GitHub shows it (HTML entities read back), parsed as YAML. */
function stepToCopy(summary: string): { uses: string; with: Record<string, unknown> } {
  const html = /To wait for it later[\s\S]*?<pre><code>([\s\S]*?)<\/code><\/pre>/.exec(summary)?.[1] ?? '';
  const yaml = html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
  const [step] = parse(yaml) as Array<{ uses: string; with: Record<string, unknown> }>;
  return step ?? { uses: '', with: {} };
}

describe('wait: false over a plain-http base-url the step was allowed to use', () => {
  it("the summary's step to copy waits for the job, pasted as shown", async () => {
    // A host name only the proxy reaches: not this machine, so plain http needs allow-insecure-http.
    const baseUrl = `http://agent-gateway.corp.test:${new URL(sim.service().url).port}`;
    const env = { HTTP_PROXY: proxy.url, NO_PROXY: '' };
    const started = await sim.act(
      { prompt: 'Document the --dry-run flag.', wait: 'false', 'base-url': baseUrl, 'allow-insecure-http': 'true' },
      env,
    );
    expect(started.outputs.outcome).toBe('started');
    expect(proxy.seen.some((line) => line.includes('agent-gateway.corp.test'))).toBe(true);

    const step = stepToCopy(started.summary);
    expect(step.with['base-url']).toBe(baseUrl);
    expect(step.with['job-id']).toBe(started.outputs['job-id']);

    // The step as pasted: its `with:` as the inputs (the secret as the runner fills it in).
    const inputs = Object.fromEntries(
      Object.entries(step.with).map(([name, value]) => [
        name,
        String(value).includes('secrets.MINTLIFY_ADMIN_API_KEY') ? DEMO_API_KEY : String(value),
      ]),
    );
    const later = await sim.act(inputs, env);
    const errors = later.annotations.filter((a) => a.command === 'error').map((a) => a.message);
    expect(errors.join('\n')).not.toContain('Invalid input');
    expect(later.outputs.outcome).toBe('completed');
    expect(later.exitCode).toBe(0);
  });
});
