import { describe, expect, it } from '@jest/globals';
import { idProblem, MAX_ID_LENGTH, pathSegment } from '../../src/common/ids.ts';

describe('the one check for every id in a request path', () => {
  it.each([
    ['', 'it is empty'],
    ['.', "'.' is a path step, not an id"],
    ['..', "'..' is a path step, not an id"],
    ['j'.repeat(MAX_ID_LENGTH + 1), `it is longer than ${MAX_ID_LENGTH} characters`],
    ['a/b', "ids hold only letters, digits, '-', '_', '.' and '~'"],
    ['job?x', "ids hold only letters, digits, '-', '_', '.' and '~'"],
    ['job%2F', "ids hold only letters, digits, '-', '_', '.' and '~'"],
    ['job\n', "ids hold only letters, digits, '-', '_', '.' and '~'"],
  ])('refuses %j: %s', (value, problem) => {
    expect(idProblem(value)).toBe(problem);
    expect(pathSegment(value)).toBeUndefined();
  });

  it.each(['job-1', 'a.b~c_d', '...', 'j'.repeat(MAX_ID_LENGTH)])('takes %j as it is', (value) => {
    expect(idProblem(value)).toBeUndefined();
    expect(pathSegment(value)).toBe(value);
  });
});
