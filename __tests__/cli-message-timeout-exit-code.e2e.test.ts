/**
 * Was broken: `message` that times out while the service answers every read (the job still reads its
 * final status from before the message, so no status after the message counts yet) exits 5, "the
 * service could not be reached, or kept failing after retries", instead of 2, "it timed out".
 * src/cli/results.ts exitCodeOf/exitCodeOfRun take a time-out with an empty `status` output as "no
 * status was ever read" and so as the service's fault (5); but after a follow-up `status` stays empty
 * while the reads show the old status (docs/endings.md: "`status` is empty after a follow-up until a
 * read made since the follow-up counts"), though each read was answered 200.
 *
 * How a user meets it: a GitLab job or a terminal sends a follow-up with a --timeout shorter than three
 * poll intervals (README: "Right after a message the job may still read `completed` from before"):
 *   wait-for-agent-job message job_123 --message "..." --poll-interval 1s --timeout 2500ms --output-file agent.env
 * and its next job branches on EXIT_CODE (docs/cli.md: "Branch on `EXIT_CODE`"), retrying later on 5
 * (an outage) but raising --timeout on 2.
 *
 * Was: exit code 5 and EXIT_CODE=5, while standard error says "Timed out after 3s: it still read
 * completed from before the message, so it had not taken the message up yet (3 requests). The job
 * itself goes on running; raise --timeout if jobs need longer." (OUTCOME=timed-out).
 *
 * What should happen instead: docs/cli.md, exit codes: "2 | it timed out (`--timeout`); the job goes on
 * running on the service"; "5 | the service could not be reached, or kept failing after retries". The
 * service took the message and answered every read: exit 2, EXIT_CODE=2.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';

let service: SimulatedService;
const folder = mkdtempSync(path.join(tmpdir(), 'found-cli-message-timeout-'));
beforeAll(async () => {
  // Every read after the message still shows the job's final status from before it; the job works on.
  service = await startService({ staleReadsAfterMessage: 1_000, holdJobs: true });
});
afterAll(async () => {
  await service.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a follow-up that times out while the service answers every read', () => {
  it('exits 2 (timed out), not 5 (unreachable), and the dotenv file says EXIT_CODE=2', async () => {
    const file = path.join(folder, 'agent.env');
    const ran = await runCli([
      'message',
      'job-no-pr',
      '--message',
      'Also add a troubleshooting section.',
      '--base-url',
      service.url,
      '--poll-interval',
      '2s',
      '--timeout',
      '5s',
      '--output-file',
      file,
    ]);
    // Every request was answered: the POST (200) and each read (200).
    expect(service.requests.every((request) => request.url.includes('/v2/agent/'))).toBe(true);
    expect(ran.err).toContain('The service took the message');
    expect(ran.err).toContain('Timed out');
    const dotenv = readFileSync(file, 'utf8');
    expect(dotenv).toContain('OUTCOME=timed-out');
    expect(ran.code).toBe(2);
    expect(dotenv).toContain('EXIT_CODE=2');
  });
});
