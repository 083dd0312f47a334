/**
 * A sweep that finds the `agent-job-pending` label on a pull request with nothing pending takes
 * it off; when GitHub refuses (403 without a rate limit, or 5xx), the sweep says so with GitHub's
 * words and the fix, and reports the pull request not read, rather than "label taken off".
 */
import { describe, expect, it } from '@jest/globals';
import { LABEL, useSweepWorld } from './helpers/sweep-world.ts';
import { PR_REPOSITORY } from '../sim/pull-request.ts';

const w = useSweepWorld(959_000);

function labelByHand() {
  const labels = w.github.labels.get(`${PR_REPOSITORY}#5`) ?? new Set<string>();
  labels.add(LABEL);
  w.github.labels.set(`${PR_REPOSITORY}#5`, labels);
}

describe('a stale label GitHub will not take off', () => {
  it.each([
    [403, 'Resource not accessible by integration', /pull-requests: write/],
    [502, 'Bad gateway', /next sweep tries again/],
    // GitHub's 404 for a pull request the token cannot see: the label is still there, so it is no "already off".
    [404, 'Not Found', /pull-requests: write/],
  ])('is reported on a %s, with the fix', async (status, message, fix) => {
    labelByHand();
    w.github.faults.push({
      method: 'DELETE',
      path: /\/labels\/agent-job-pending$/,
      status,
      body: { message },
      times: 100,
    });
    const sweep = await w.sweep();
    expect(w.labelled()).toBe(true);
    expect(sweep.summary).not.toContain('label taken off');
    const warned = sweep.annotations
      .filter((a) => a.command === 'warning')
      .map((a) => a.message)
      .join('\n');
    expect(warned).toMatch(new RegExp(`could not be taken off.*${status}`));
    expect(warned).toMatch(fix);
    expect(JSON.parse(sweep.outputs.results ?? '[]')).toEqual([expect.objectContaining({ swept: 'unread' })]);
  });

  it('says the next sweep tries again when the 404 cannot be checked (the labels read fails)', async () => {
    labelByHand();
    w.github.faults.push(
      {
        method: 'DELETE',
        path: /\/labels\/agent-job-pending$/,
        status: 404,
        body: { message: 'Not Found' },
        times: 100,
      },
      { method: 'GET', path: /\/issues\/5\/labels$/, status: 502, body: { message: 'Bad gateway' }, times: 100 },
    );
    const sweep = await w.sweep();
    expect(w.labelled()).toBe(true);
    const warned = sweep.annotations
      .filter((a) => a.command === 'warning')
      .map((a) => a.message)
      .join('\n');
    expect(warned).toMatch(/could not be taken off.*404.*could not be read again.*502.*next sweep tries again/);
    expect(warned).not.toMatch(/pull-requests: write/);
  });

  it('is taken as off when GitHub answers 404 because it is gone already', async () => {
    labelByHand();
    // Gone by the time GitHub answered (another run took it off a moment before).
    w.github.faults.push({
      method: 'DELETE',
      path: /\/labels\/agent-job-pending$/,
      status: 404,
      body: { message: 'Label does not exist' },
      times: 100,
      afterActing: true,
    });
    const sweep = await w.sweep();
    expect(w.labelled()).toBe(false);
    expect(sweep.summary).toContain('label taken off');
    expect(sweep.annotations.filter((a) => a.command === 'warning')).toEqual([]);
  });
});
