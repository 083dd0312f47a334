/**
 * Was broken: `--output-file` writes `JOB_ID` as the jobs' ids joined by commas and then cut at 380
 * bytes wherever the cut falls (src/cli/results.ts `dotenvOf`/`encodedValue`), so with 11 or more
 * UUID-shaped ids (37 bytes each with the comma) the last item is a piece of an id (`5bdd455c-d`)
 * and the ids after it are gone, with no marker, warning or line on standard error.
 *
 * How a user meets it: GitLab CI waits for a dozen jobs (`wait-for-agent-job wait $IDS
 * --output-file wait.env`, docs/cli.md's recipe) and a later job reads `JOB_ID` from the dotenv
 * report to follow each one up or look them up: it sends a request for a job id that does not
 * exist (404), and never hears of the jobs that were dropped. Nothing says the list was cut.
 *
 * What should happen instead: `JOB_ID` hands on only whole ids (a cut, if one is needed to fit
 * GitLab's 5 KB, falls between ids and is said on standard error), never a piece of one that names
 * another job or none.
 */
import { expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from './helpers/cli.ts';
import { useCompletedJobs } from './helpers/completed-jobs.ts';

/** Twelve fixed UUID-shaped job ids, 36 characters each. */
const IDS = Array.from({ length: 12 }, (_, i) => `5bdd455c-d35d-418c-8f1b-8c74ef2b63${String(i).padStart(2, '0')}`);

const jobs = useCompletedJobs('found-dotenv-');

it('JOB_ID in the dotenv file holds only whole job ids', async () => {
  const file = path.join(jobs.dir, 'wait.env');
  const ran = await runCli([
    'wait',
    ...IDS,
    '--base-url',
    jobs.baseUrl,
    '--poll-interval',
    '100ms',
    '--output-file',
    file,
  ]);
  expect(ran.code).toBe(0);
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('JOB_ID='));
  const items = (line ?? '').slice('JOB_ID='.length).split(',').filter(Boolean);
  expect(items.length).toBeGreaterThan(0);
  // Was: the last item is a piece of the 11th id ('5bdd455c-d'), a job that does not exist.
  for (const item of items) expect(IDS).toContain(item);
}, 60_000);
