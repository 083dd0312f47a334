/**
 * Was broken: a `wait: sweep` step that could not write its record (so it waits and owes `on-
 * finish-dispatch` itself) and whose job read is then refused (`unauthorized`: an api-key expired
 * or rotated mid-wait; an `error` ending does the same) sends no dispatch, says nothing of it, and
 * no later run ever sends it once the job finishes: the chained workflow is silently lost.
 *
 * Now, as promised: README inputs, `on-finish-dispatch`: "a workflow file sent `workflow_dispatch`
 * (`job-id`, `outcome`, `pr-link`, ...) once the job is finished"; docs/sweep.md step 5: "A step
 * that could not write its record (so no sweep finishes its turn) waits for the job itself and
 * sends the dispatch when it ends" (and a dispatch that cannot be sent "is a warning with the `gh
 * workflow run` command that sends it by hand").
 */
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

// Every job stays active until the test ends it: what the run sees is set by the test, not by time.
const w = useSweepWorld(7_560_000, {}, { holdJobs: true });

/**
 * The service as the step reaches it: everything passes through, except that once the started
 * job has been read active twice, its reads are answered `status` (an api-key that expired or was
 * rotated mid-wait: 401; a gateway turning the read away: 400). The job itself goes on.
 */
async function gateway(status: number): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(w.sim.service().url);
  let reads = 0;
  const server = http.createServer((request, response) => {
    const path = request.url ?? '';
    if (request.method === 'GET' && /\/job\/job-started-1$/.test(path.split('?')[0] ?? '') && ++reads > 2) {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: status === 401 ? 'Invalid API key' : 'Bad request' }));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const forward = http.request(
        { host: target.hostname, port: target.port, path, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forward.on('error', () => response.destroy());
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('a let-go step whose record could not be written, its api-key refused while it waits', () => {
  it('has on-finish-dispatch sent once the job finishes, or says it is not (its api-key refused mid-wait)', async () => {
    // (A read answered HTTP 400, ending `error`, does the same when run alone.)
    const [status, outcome] = [401, 'unauthorized'];
    const proxy = await gateway(status);
    try {
      const step = {
        'on-finish-dispatch': 'review-after-sweep.yml',
        'poll-interval': '100ms',
        'base-url': proxy.url,
      };
      // GitHub fails every try to create the pull request's comment (the record's home).
      w.github.faults.push({ method: 'POST', path: /\/issues\/5\/comments$/, status: 500, times: 10 });
      const run = await w.prRun('opened', HEADS[0], step);
      // The step owes the dispatch itself: no record, so no sweep will ever finish this turn.
      expect(run.stdout).toContain('so this run does not let the runner go');
      expect(run.outputs.outcome).toBe(outcome);
      expect(run.outputs['job-id']).toBe('job-started-1');

      // The job goes on and finishes on the service; a sweep runs (with the key it has).
      w.sim.service().completeJob('job-started-1');
      const sweep = await w.sweep();
      expect(sweep.exitCode).toBe(0);

      const dispatched = w.github.dispatches.map((d) => [d.workflow, d.inputs['job-id']]);
      if (dispatched.length > 0) {
        expect(dispatched).toEqual([['review-after-sweep.yml', 'job-started-1']]);
        return;
      }
      // Nothing sent it: the step, the only run that owed it, must at least say so (and how to send it).
      const said = [run.stdout, run.summary].join('\n');
      expect(said).toContain('review-after-sweep.yml');
    } finally {
      await proxy.close();
    }
  });
});
