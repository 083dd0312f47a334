/**
 * Was broken: a `wait: false` step given only the inputs the README shows warns three times that
 * 'fail-on', 'require-pr' and 'fail-fast' are "set but 'wait' is false", because the runner always
 * passes action.yml's defaults (failed, false, false) and the new check counts any non-empty value
 * as set.
 *
 * Now, as promised: docs/endings.md: "`wait: false`, job started or message taken | none; the
 * summary says how to wait for it later" (no annotation); the warning is meant for an input
 * "given" (4f52334), and examples/start-two-and-wait.yml sets none of the three.
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { useSimulatedService } from './helpers/simulated.ts';

const action = parse(readFileSync(path.join(import.meta.dirname, '..', 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
};

/** What the runner passes for every input the workflow leaves out: action.yml's default (expressions aside). */
const runnerDefaults = Object.fromEntries(
  Object.entries(action.inputs)
    .filter(([, input]) => input.default !== undefined && !input.default.includes('${{'))
    .map(([name, input]) => [name, String(input.default)]),
);

const sim = useSimulatedService();

describe('a wait: false step as the runner runs it (action.yml defaults filled in)', () => {
  it('starts the job with no warning about inputs the workflow never set', async () => {
    const given = { ...runnerDefaults };
    // The helper's own base-url, poll-interval and timeout stand in for the workflow's.
    delete given['base-url'];
    delete given['poll-interval'];
    delete given.timeout;
    const run = await sim.act({ ...given, prompt: 'Update the API reference for v2.', wait: 'false' });
    expect(run.outputs.outcome).toBe('started');
    const warnings = run.annotations.filter((a) => a.command === 'warning').map((a) => a.message);
    expect(warnings.filter((w) => /is set but 'wait' is false/.test(w))).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
