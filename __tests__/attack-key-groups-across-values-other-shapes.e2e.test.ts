/**
 * Was broken: the api-key spelled in groups of up to six across the values of a list of objects
 * (`[{"text":"mint_d"},{"text":"emo012"},...]`), or across an object's values whose keys run past
 * 40 characters, is handed on whole in the `job` output and its log line.
 *
 * Now, as promised: SECURITY.md, "What is secret": "a part of the answer that still shows a secret
 * as JSON (in its numbers, or across its values) is handed on as the string `***`"; README: no log
 * line, output, annotation or summary contains it.
 */
/**
 * The fix (70d26db) reads a list's items apart across a comma and the next value's key, but only a
 * key of up to 40 characters with nothing but `]`/`[` around it: an object's value inside a list
 * (the commonest JSON shape there is) or a longer key keeps the groups apart, and the key shows.
 */
import { describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

/** Every string of a JSON value, in the order its text shows them. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(strings);
  return [];
}

/** The key in groups of up to six, as SECURITY.md's list example cuts it. */
const GROUPS = (DEMO_API_KEY.match(/.{1,6}/g) ?? []) as string[];

const SHAPES: Record<string, unknown> = {
  // [{"text":"mint_d"},{"text":"emo012"},...]
  'a list of objects': GROUPS.map((text) => ({ text })),
  // {"the_part_of_the_secret_numbered_0_of_the_list_here":"mint_d",...}: keys of 51 characters.
  'an object with longer keys': Object.fromEntries(
    GROUPS.map((group, i) => [`the_part_of_the_secret_numbered_${i}_of_the_list_here`, group]),
  ),
};

describe("the key in groups of up to six across the values of the job answer, in shapes the fix's test did not have", () => {
  it.each(Object.keys(SHAPES))('%s: hidden in the job output and its log line', async (shape) => {
    sim.service().setJob('job-shape', [{ job: { status: 'completed', echo: SHAPES[shape] } }]);
    const run = await sim.act({ 'job-id': 'job-shape' });
    expect(run.outputs.outcome).toBe('completed');
    expect(strings(JSON.parse(run.outputs.job ?? '{}')).join('')).not.toContain(DEMO_API_KEY);
    const jobLine = (run.stdout + run.stderr).split('\n').find((line) => line.startsWith('job: ')) ?? '';
    expect(jobLine.replace(/"[^"]*":|[{}[\]",]/g, '')).not.toContain(DEMO_API_KEY);
  });
});
