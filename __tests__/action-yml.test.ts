import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { INPUT_DEFAULTS, OPTIONAL_INPUTS, REQUIRED_INPUTS, RUNNER_DEFAULTS } from '../src/inputs/inputs.ts';
import { OUTPUT_NAMES } from '../src/report/report.ts';

interface ActionYml {
  name: string;
  description: string;
  author: string;
  branding: { icon: string; color: string };
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  outputs: Record<string, { description: string }>;
  runs: { using: string; main: string };
}

const root = path.join(import.meta.dirname, '..');
const action = parse(readFileSync(path.join(root, 'action.yml'), 'utf8')) as ActionYml;

describe('action.yml', () => {
  it('runs dist/index.js on node24', () => {
    expect(action.runs).toEqual({ using: 'node24', main: 'dist/index.js' });
  });

  it('is ready for the Marketplace: name, description, author, branding', () => {
    expect(action.name.length).toBeGreaterThan(0);
    expect(action.name.length).toBeLessThanOrEqual(50);
    expect(action.description.length).toBeGreaterThan(0);
    expect(action.description.length).toBeLessThanOrEqual(125);
    expect(action.author).toBeTruthy();
    expect(action.branding).toEqual({ icon: expect.any(String), color: expect.any(String) });
  });

  it('declares the same defaults as the code', () => {
    const declared = Object.fromEntries(
      Object.entries(action.inputs)
        .filter(([, input]) => input.default !== undefined)
        .map(([name, input]) => [name, input.default]),
    );
    expect(declared).toEqual({ ...INPUT_DEFAULTS, ...RUNNER_DEFAULTS });
  });

  it('marks exactly the required inputs as required', () => {
    const required = Object.entries(action.inputs)
      .filter(([, input]) => input.required)
      .map(([name]) => name);
    expect(required).toEqual([...REQUIRED_INPUTS]);
  });

  it('declares exactly the inputs the code reads', () => {
    const read = [
      ...REQUIRED_INPUTS,
      ...OPTIONAL_INPUTS,
      ...Object.keys(INPUT_DEFAULTS),
      ...Object.keys(RUNNER_DEFAULTS),
    ];
    expect(Object.keys(action.inputs).sort()).toEqual(read.sort());
  });

  it('declares exactly the outputs the code sets', () => {
    expect(Object.keys(action.outputs).sort()).toEqual([...OUTPUT_NAMES].sort());
  });

  it('describes every input and output', () => {
    for (const entry of [...Object.values(action.inputs), ...Object.values(action.outputs)]) {
      expect(entry.description.length).toBeGreaterThan(20);
    }
  });

  it('in a few lines each, the details linked in docs/ (tools print every description in a table)', () => {
    const entries = { ...action.inputs, ...action.outputs };
    const long = Object.entries(entries).filter(([, entry]) => entry.description.length > 360);
    expect(long.map(([name]) => name)).toEqual([]);
    for (const [, entry] of Object.entries(entries))
      for (const [, doc] of entry.description.matchAll(/See (docs\/[\w-]+\.md)/g))
        expect(existsSync(path.join(root, doc ?? ''))).toBe(true);
  });
});
