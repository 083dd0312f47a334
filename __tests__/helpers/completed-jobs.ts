/** A local service that answers every job as completed, and a scratch folder, for command line tests. */
import { afterAll, beforeAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Each job is `completed` with no pull request; its branch is `refOf(id)`, none when undefined. */
export function useCompletedJobs(folderPrefix: string, refOf: (id: string) => string | undefined = () => undefined) {
  const world = { baseUrl: '', dir: '' };
  let server: http.Server;
  beforeAll(async () => {
    world.dir = mkdtempSync(path.join(tmpdir(), folderPrefix));
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const id = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
        const ref = refOf(id);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id,
            status: 'completed',
            prLink: null,
            source: { repository: 'https://github.com/acme/docs', ...(ref === undefined ? {} : { ref }) },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    world.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    rmSync(world.dir, { recursive: true, force: true });
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return world;
}
