/**
 * The one redaction of a value handed on as JSON: a service's body (`outside`: its names and
 * numbers are its data) and the command line's `--json` (`ours`: only its strings come from outside).
 */
import { describe, expect, it } from '@jest/globals';
import { redactedValue } from '../../src/output/redacted-json.ts';
import { createRedact } from '../../src/output/redaction.ts';

const KEY = 'mint_Q7T7NZVYN4abcdef';

describe('redactedValue', () => {
  it('hides a secret inside a string, and keeps the rest', () => {
    const value = { id: 'job-1', error: `bad key ${KEY}`, count: 2 };
    expect(redactedValue(value, createRedact([KEY]), 'ours')).toEqual({ id: 'job-1', error: 'bad key ***', count: 2 });
  });

  it('hides the smallest part whose strings, read one after another, spell a secret', () => {
    const value = { job: { a: KEY.slice(0, 10), b: KEY.slice(10) }, status: 'active' };
    for (const from of ['ours', 'outside'] as const)
      expect(redactedValue(value, createRedact([KEY]), from)).toEqual({ job: '***', status: 'active' });
  });

  it('a key that is a word of our own JSON leaves our names and syntax whole', () => {
    const value = { 'exit-code': 4, outcome: 'unauthorized', 'pr-link': null };
    expect(redactedValue(value, createRedact(['null']), 'ours')).toEqual(value);
    expect(redactedValue(value, createRedact(['x']), 'ours')).toEqual(value);
  });

  it("a service's field name that is a secret is hidden, as its values are", () => {
    const value = { [KEY]: 'x', id: 'job-1' };
    expect(redactedValue(value, createRedact([KEY]), 'outside')).toEqual({ '***': 'x', id: 'job-1' });
  });

  it("a secret across a service's field name and its value leaves that field out", () => {
    const value = { job: { [KEY.slice(0, 10)]: KEY.slice(10), id: 'job-1' }, status: 'active' };
    const redacted = redactedValue(value, createRedact([KEY]), 'outside');
    expect(redacted).toEqual({ job: { id: 'job-1' }, status: 'active' });
  });
});
