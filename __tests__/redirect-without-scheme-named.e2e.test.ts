/**
 * Was broken: a redirect whose Location has no scheme of its own (a gateway writing `api-
 * eu.mintlify.test:443/v2/...`, which URL parsing reads as a scheme `api-eu.mintlify.test:`) is
 * reported as "a redirect to null" on a start (action and command line) and "redirected to another
 * origin (null)" on a read: the one address the user needs is replaced by the word null.
 *
 * Now, as promised: docs/endings.md, every annotation's "text says what happened and what to do
 * next"; CHANGELOG (68969b8): "A start answered with a redirect names where it pointed and what to
 * do".
 */
/**
 * src/service/answers.ts redirectedTo() returns `new URL(location).origin`, and
 * src/service/client.ts redirectTarget() quotes `target.origin`; for any URL whose scheme is not
 * http(s) or a special one (`host:port/path` parses as scheme `host:`, and `mailto:`,
 * `javascript:`, ...), `origin` is the string "null" (WHATWG URL: an opaque origin). The message
 * then reads "the service answered HTTP 308, a redirect to null" / "the service redirected to
 * another origin (null)": it says the service pointed at something called null, and hides what it
 * actually sent, which is what the user would compare with their 'base-url'.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
/** A Location written without its scheme: host, port and path. */
const LOCATION = 'api-eu.mintlify.test:443/v2/agent/demo-project/job';
const sim = useSimulatedService({
  jobs: { moved: [{ http: 308, body: '', headers: { location: `${LOCATION}/moved` } }] },
});

const errorsOf = (run: ActionRun): string =>
  run.annotations
    .filter((a) => a.command === 'error')
    .map((a) => a.message)
    .join('\n');

describe('a redirect whose Location has no http(s) origin', () => {
  it("a start's error says what the service sent, not 'null'", async () => {
    sim.service().failNextPost({ http: 308, body: '', headers: { location: LOCATION } });
    const run = await sim.act({ prompt: 'Document the --dry-run flag.' });
    expect(run.outputs.outcome).toBe('error');
    const error = errorsOf(run);
    expect(error).toContain('redirect');
    expect(error).not.toMatch(/\bnull\b/);
    expect(error).toContain('api-eu.mintlify.test');
    expect(run.summary).not.toMatch(/\bnull\b/);
  });

  it("the command line's start error says the same", async () => {
    sim.service().failNextPost({ http: 308, body: '', headers: { location: LOCATION } });
    const ran = await runCli(['start', '--prompt', 'Document the --dry-run flag.', '--base-url', sim.service().url]);
    const error = ran.err
      .split('\n')
      .filter((line) => line.startsWith('error:'))
      .join('\n');
    expect(error).toContain('redirect');
    expect(error).not.toMatch(/\bnull\b/);
    expect(error).toContain('api-eu.mintlify.test');
  });

  it("a read's error says what the service sent, not 'null'", async () => {
    const run = await sim.act({ 'job-id': 'moved' });
    expect(run.outputs.outcome).toBe('error');
    const error = errorsOf(run);
    expect(error).toContain('redirect');
    expect(error).not.toMatch(/\bnull\b/);
    expect(error).toContain('api-eu.mintlify.test');
  });
});
