/**
 * Was broken: when GitHub's comment list ignores `since=` (answers from the pull request's first
 * comment), a sweep owing a `/docs` command that no run answered takes the pull request's 120
 * comments from long ago for "100 or more comments of the last hours", leaves the command unsent
 * and takes the label off, so no sweep ever sends it.
 *
 * Now, as promised: docs/sweep.md "a head the job was told owes the newest `/docs` command no run
 * answered ... once each" (only "100 or more comments in the commands' look-back are left to the
 * pull request's next run"), and docs/pull-request.md "commands older than 6 hours ... are left
 * alone" (the look-back is 6 hours, counted by the comments' own dates).
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PR_REPOSITORY } from '../sim/pull-request.ts';
import { HEADS, useSweepWorld } from './helpers/sweep-world.ts';

const w = useSweepWorld(1_240_000);

/** A gateway in front of the simulated GitHub that drops the `since` filter of every request, as a GitHub ignoring it would (its Host kept, so next-page links name the gateway). */
async function sinceIgnored(target: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', target);
    url.searchParams.delete('since');
    const forward = http.request(url, { method: request.method, headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let gateway: { close(): Promise<void> } | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('a sweep owing a /docs command while GitHub ignores since=', () => {
  it('still sends the command, once, judging the comments by their own dates', async () => {
    // A long-lived pull request: 120 comments from yesterday (bots, review chatter).
    const yesterday = new Date(w.github.now() - 26 * 3_600_000).toISOString();
    for (let i = 0; i < 120; i++) {
      const old = w.github.addComment(`${PR_REPOSITORY}#5`, `CI report ${i}`, 'ci-bot[bot]');
      old.created_at = old.updated_at = yesterday;
    }
    expect((await w.prRun('opened', HEADS[0])).outputs.outcome).toBe('started');
    // A /docs command whose own run never came (cancelled while pending).
    w.github.addComment(`${PR_REPOSITORY}#5`, '/docs shorter intro', 'lead');

    // The sweeps reach GitHub through a gateway that drops `since`.
    const proxy = await sinceIgnored(w.github.url);
    gateway = proxy;
    w.env = { GITHUB_API_URL: proxy.url };
    for (const at of [61_000, 300_000, 600_000, 900_000]) {
      w.clock.service = at;
      expect((await w.sweep()).exitCode).toBe(0);
    }
    expect(w.messages().filter((m) => m.includes('shorter intro'))).toHaveLength(1);
    expect(w.labelled()).toBe(false);
  });
});
