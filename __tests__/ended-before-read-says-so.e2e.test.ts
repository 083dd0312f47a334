/**
 * Was broken: a job that had ended before the step first read it (a `job-id` handed on from
 * another run, a sweep's queued turn) was reported "Completed after 38ms" / "Failed after 0ms", as
 * though it had run for that long. Now such an ending says the job ended before this run read it;
 * a job this run saw active, or started itself, still says how long the wait took.
 */
import { describe, expect, it } from '@jest/globals';
import { runCli } from './helpers/cli.ts';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

const pr = (n: number) => ({
  prLink: `https://github.com/acme/docs/pull/${n}`,
  source: { repository: 'https://github.com/acme/docs' },
});

describe('a job that ended before this run read it', () => {
  it.each([
    [
      'completed',
      { status: 'completed', ...pr(7) },
      /^Completed before this run read it and opened pull request acme\/docs#7/,
    ],
    ['failed', { status: 'failed' }, /^Failed before this run read it; the service gives no reason/],
    [
      'archived',
      { status: 'archived', archivedAt: '2026-12-01T00:00:00Z' },
      /^Archived at "?2026-12-01T00:00:00Z"?, before this run read it; /,
    ],
  ])('the action: a %s job handed on by id says it ended before this run read it', async (name, job, said) => {
    sim.service().setJob(`job-${name}-early`, [{ job }]);
    const run = await sim.act({ 'job-id': `job-${name}-early`, 'fail-on': 'none' });
    const annotation = run.annotations.find((a) => a.message.includes('this run read it'))?.message ?? '';
    expect(annotation).toMatch(said);
    expect(run.annotations.map((a) => a.message).join('\n')).not.toMatch(/after \d+m?s/);
    expect(run.summary).toContain('before this run read it');
  });

  it("the action: several job ids that had ended: the summary's time column says so too", async () => {
    sim.service().setJob('job-a-early', [{ job: { status: 'completed', ...pr(3) } }]);
    sim.service().setJob('job-b-early', [{ job: { status: 'failed' } }]);
    const run = await sim.act({ 'job-id': 'job-a-early,job-b-early', 'fail-on': 'none' });
    const rows = run.summary.split('<tr>').filter((row) => row.startsWith('<td><code>job-'));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain('ended before this run read it');
    expect(rows.join('')).not.toMatch(/<td>\d+m?s<\/td>/);
  });

  it('the action: a job seen active first still says how long the wait took', async () => {
    sim.service().setJob('job-seen', [{ job: { status: 'active' } }, { job: { status: 'completed', ...pr(8) } }]);
    const run = await sim.act({ 'job-id': 'job-seen' });
    expect(run.annotations[0]?.message).toMatch(/^Completed after \S+ and opened pull request acme\/docs#8/);
  });

  it('the action: a job this run started, ended at its first read, says how long the wait took', async () => {
    sim.service().setJob('job-started-1', [{ job: { status: 'completed', ...pr(9) } }]);
    const run = await sim.act({ prompt: 'Document the change.' });
    const notice = run.annotations.find((a) => a.command === 'notice')?.message ?? '';
    expect(notice).not.toContain('before this run read it');
  });

  it('the command line: wait on an ended job says it ended before this command read it', async () => {
    sim.service().setJob('job-cli-early', [{ job: { status: 'failed' } }]);
    const ran = await runCli(['wait', 'job-cli-early', '--base-url', sim.service().url, '--poll-interval', '100ms']);
    expect(ran.code).toBe(1);
    expect(ran.err).toContain('Failed before this run read it');
    expect(ran.err).not.toMatch(/Failed after/);
  });
});

describe("the sweep's one read of a turn's job", () => {
  it('says a job met only once it had ended ended before the read, and times a turn whose start it knows', async () => {
    const { endingOf } = await import('../src/sweep/pending-run.ts');
    const failed = { kind: 'job' as const, job: { id: 'j', status: 'failed' }, body: '{}' };
    expect(endingOf('j', failed, false).result.endedUnseen).toBe(true);
    expect(endingOf('j', failed, false, 60_000).result.endedUnseen).toBeUndefined();
    const active = { kind: 'job' as const, job: { id: 'j', status: 'active' }, body: '{}' };
    expect(endingOf('j', active, true).result.endedUnseen).toBeUndefined();
  });
});
