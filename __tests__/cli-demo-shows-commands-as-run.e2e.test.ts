/**
 * `npm run demo -- cli`: each "$ wait-for-agent-job ..." line reads as the command that ran. The
 * simulator's address is said once; no block speaks of a flag its shown command does not have.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { execFileSync } from 'node:child_process';

jest.setTimeout(200_000);

describe('npm run demo -- cli', () => {
  it('no block speaks of a flag its shown command does not have', () => {
    const out = execFileSync(process.execPath, ['sim/demo.ts', 'cli'], { encoding: 'utf8', timeout: 180_000 });
    const blocks = out.split('\n=== ').slice(1);
    const wrong = blocks.filter((b) => {
      const shown = b.split('\n').find((l) => l.startsWith('$ ')) ?? '';
      return /--poll-interval is not used/.test(b) && !shown.includes('--poll-interval');
    });
    expect(wrong.map((b) => b.split('\n').slice(0, 3).join(' / '))).toEqual([]);
  });
});
