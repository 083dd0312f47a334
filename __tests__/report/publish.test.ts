/**
 * The runner shows 10 annotations of a kind for a step and drops the rest: the run's own warnings
 * and the report's annotations share them, so the one that says how the jobs ended is never the
 * one dropped.
 */
import { describe, expect, it } from '@jest/globals';
import { createLog } from '../../src/output/log.ts';
import { publish } from '../../src/report/publish.ts';
import { emptyOutputs, type Report } from '../../src/report/report.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const report = (annotations: Report['annotations'], failure?: string): Report => ({
  outcome: 'failed',
  outputs: { ...emptyOutputs(), outcome: 'failed' },
  annotations,
  summed: { level: 'warning', title: '3 agent jobs', message: 'summed up' },
  ...(failure === undefined ? {} : { failure }),
  summary: { icon: '⚠️', heading: 'jobs', rows: [], paragraphs: [] },
  pullRequests: [],
});
const perJob = (n: number): Report['annotations'] =>
  Array.from({ length: n }, (_, i) => ({ level: 'warning', title: `Agent job j${i}`, message: `job ${i}` }));

describe('annotations within the runner’s 10 of a kind', () => {
  it('says a run’s warnings past 9 as log lines, and sums the report’s when they would not fit', async () => {
    const io = new FakeIO({});
    const log = createLog(io);
    for (let i = 0; i < 12; i++) log.warning(`unknown status ${i}`);
    await publish(log, report(perJob(3)));
    const warnings = io.named('warning');
    expect(warnings).toHaveLength(10);
    expect(warnings.at(-1)).toEqual(['summed up', '3 agent jobs']);
    expect(io.named('info').map(([line]) => line)).toContain('warning: unknown status 11');
  });

  it('shows each job’s own annotation when they fit beside the run’s warnings', async () => {
    const io = new FakeIO({});
    const log = createLog(io);
    for (let i = 0; i < 4; i++) log.warning(`unknown status ${i}`);
    await publish(log, report(perJob(3)));
    expect(io.named('warning').map(([message]) => message)).toEqual([
      ...[0, 1, 2, 3].map((i) => `unknown status ${i}`),
      'job 0',
      'job 1',
      'job 2',
    ]);
  });

  it('keeps one error for the step’s own failure', async () => {
    const io = new FakeIO({});
    const log = createLog(io);
    const errors = Array.from({ length: 10 }, (_, i) => ({
      level: 'error' as const,
      title: `t${i}`,
      message: `e${i}`,
    }));
    await publish(log, {
      ...report(errors, 'the step failed'),
      summed: { level: 'error', title: '10', message: 'all' },
    });
    expect(io.named('error')).toEqual([['all', '10']]);
    expect(io.named('setFailed')).toEqual([['the step failed']]);
  });
});

// Was broken: the log's "Outputs" group said `polls: 0` while the step set `polls=2`, the requests counted where they leave.
describe('the outputs the log shows', () => {
  it('are the values the step sets, as a later step reads them', async () => {
    const io = new FakeIO({});
    const log = createLog(io, [], (name, value) => (name === 'polls' ? '2' : value));
    await publish(log, { ...report([]), outputs: { ...emptyOutputs(), outcome: 'failed', polls: '0' } });
    const set = io.outputs();
    expect(set.polls).toBe('2');
    const lines = io.named('info').map(([line]) => line);
    for (const [name, value] of Object.entries(set).filter(([, value]) => !value.includes('\n')))
      expect(lines.filter((line) => line?.startsWith(`${name}: `))).toEqual([`${name}: ${value}`]);
  });
});
