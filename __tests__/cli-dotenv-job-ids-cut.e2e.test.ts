/**
 * Was broken: --output-file cuts JOB_ID in the middle of a job id, silently, so the next CI job reads
 * an id that was never given (and loses the rest).
 *
 * docs/cli.md: --output-file's JOB_ID holds "several job ids joined by commas", each value "at most
 * 380 bytes so all fit GitLab's 5 KB"; `wait` takes up to 50 jobs. src/cli/results.ts dotenvOf
 * cuts the joined value at 380 bytes wherever that falls. `wait` of 20 jobs whose ids are 22
 * characters long writes `JOB_ID=job-01-...,...,job-16-xyzxyzxyzxyzxyz,job-17-xyzxy`: the last item is a piece of
 * an id, and nothing (no marker, no line on standard error) says the list was cut. A next GitLab
 * job that runs `wait-for-agent-job status ${JOB_ID//,/ }` waits for 17 jobs, one of which does
 * not exist (exit 4, "the service has no job"), and never for the other three. The rules: every
 * message says what happened; data handed on is true.
 *
 * What should happen: JOB_ID holds only whole ids (cut between ids, if it must be cut), and the cut
 * is said on standard error.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type SimulatedService, type Step } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'found-dotenv-cut-'));
// 20 ids of 22 characters (no run of the demo key in them, which the redaction would hide).
const ids = Array.from({ length: 20 }, (_, i) => `job-${String(i + 1).padStart(2, '0')}-xyzxyzxyzxyzxyz`);
let service: SimulatedService;

beforeAll(async () => {
  const done: Step[] = [{ job: { status: 'completed', prLink: null } }];
  service = await startService({ jobs: Object.fromEntries(ids.map((id) => [id, done])) });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('JOB_ID in the dotenv file of a wait for many jobs', () => {
  it('holds whole ids only, and a cut list is said', async () => {
    const file = path.join(folder, 'agent.env');
    const ran = await runCli([
      'wait',
      ...ids,
      '--base-url',
      service.url,
      '--poll-interval',
      '100ms',
      '--output-file',
      file,
    ]);
    expect(ran.code).toBe(0);
    const line = readFileSync(file, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('JOB_ID='));
    const listed = (line ?? '').slice('JOB_ID='.length).split(',').map(decodeURIComponent);
    // Today: the last item is "job-17-xyzxy", a piece of job-17's id.
    expect(listed.filter((id) => !ids.includes(id))).toEqual([]);
    if (listed.length < ids.length) expect(ran.err).toMatch(/JOB_ID/);
  });
});
