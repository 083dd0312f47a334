import { expect, it } from '@jest/globals';

it('runs on Node 24, as the runner does (npm install brings it)', () => {
  expect(process.versions.node.split('.')[0]).toBe('24');
});
