/**
 * On the bundle: a run of the admin key from its own `_`, with three separators beside the `_` or
 * the `_` percent-encoded, in the service's words on a refused key, is on no surface of the run
 * (log, annotations, outputs, summary). See redaction-underscore-stacked.property.test.ts.
 */
import { describe, expect, it, jest } from '@jest/globals';
import type { ActionRun } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(90_000);
const sim = useSimulatedService();

/** Every surface of a run but the ::add-mask:: lines, with separators, entities and escapes undone. */
function shown(run: ActionRun): string {
  const text = [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    run.annotations.map((a) => `${a.properties.title ?? ''} ${a.message}`).join('\n'),
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');
  return decodeURIComponent(
    text.replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d))).replace(/%(?![0-9A-Fa-f]{2})/g, '%25'),
  ).replace(/[-.:\s]/g, '');
}

describe("a key's run from its `_` in the service's words", () => {
  it.each([
    ['three separators beside the `_`', 'key _---demo0123456 refused'],
    ['the `_` percent-encoded', 'key %5F-demo0123456 refused'],
    ['the `_` as an HTML entity', 'key &#95;.demo0123456 refused'],
  ])('%s: on no surface', async (_, words) => {
    sim.service().setJob('job-u', [{ http: 401, body: JSON.stringify({ error: words }) }]);
    const run = await sim.act({ 'job-id': 'job-u' });
    expect(run.outputs.outcome).toBe('unauthorized');
    expect(shown(run)).not.toContain('_demo0123456');
    expect(run.annotations.map((a) => a.message).join('\n')).toContain('***');
  });
});
