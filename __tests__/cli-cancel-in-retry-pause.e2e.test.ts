/**
 * Was broken: a `start` stopped (SIGTERM, as GitLab and Jenkins cancel) while it waits out a 429's
 * Retry-After before sending again says "Cancelled before the request to start the job was
 * answered; it may or may not have gone through. Look at the project's agent jobs on the
 * dashboard", though the only request was answered 429 and the log had just said "it was certainly
 * not acted on".
 *
 * Now, as promised: README "The start is sent again only when the service certainly did not act on
 * it: ... a 429" (so a cancel in the pause between tries cut no request and nothing can have
 * started); docs/endings.md "every job gets one annotation ... whose text says what happened and
 * what to do next".
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService();
});
afterAll(async () => service.close());

/** The command, stopped by `signal` as soon as its standard error shows `when` (no clock involved). */
function runStoppedWhen(
  args: string[],
  when: string,
  signal: NodeJS.Signals,
): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err, sent] = ['', '', false];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (!sent && err.includes(when)) {
        sent = true;
        child.kill(signal);
      }
    });
    child.stdin.end('');
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('a start stopped in the pause after a 429, before it sends again', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s: says nothing was started, not "may or may not have gone through"',
    async (signal) => {
      service.reset();
      const before = service.requests.length;
      // The project's hourly limit: the service answers 429 and asks for a minute's pause.
      service.failNextPost({
        http: 429,
        body: '{"error":"Rate limit exceeded: 100 per project per hour"}',
        headers: { 'retry-after': '60' },
      });
      const ran = await runStoppedWhen(
        [
          'start',
          '--prompt',
          'Document the --dry-run flag',
          '--base-url',
          service.url,
          '--allow-insecure-http',
          'true',
          '--poll-interval',
          '100ms',
          '--json',
        ],
        'Sending it again in',
        signal,
      );
      const posts = service.requests.slice(before).filter((request) => request.method === 'POST');
      // One POST, answered 429: the service did not act on it, and none was in flight at the signal.
      expect(posts).toHaveLength(1);
      expect(ran.err).toContain('it was certainly not acted on');
      expect(ran.code).toBe(signal === 'SIGTERM' ? 143 : 130);
      const json = JSON.parse(ran.out) as Record<string, unknown>;
      expect(json.outcome).toBe('cancelled');
      expect(json['job-id']).toEqual([]);
      // The ending must not contradict that: no "may have gone through", no trip to the dashboard for a job that cannot exist.
      expect(ran.err).not.toMatch(/may or may not have gone through/);
      expect(ran.err).not.toMatch(/agent jobs on the dashboard before running this again/);
      expect(ran.err).toMatch(/did not act on|nothing was (started|sent)|no job was started/i);
    },
  );
});
