import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGitHub {
  url: string;
  requests: Array<{ url: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

/**
 * Plays GET /repos/{owner}/{repo}/pulls/{number} of the GitHub API: the token sees only the
 * repositories it is given, as an installation token does; others answer 404 like GitHub.
 */
export async function startFakeGitHub(
  token: string,
  readable: Record<string, Record<string, unknown>>,
  /** Answer each request only after this long, as a real API tens of milliseconds away would. */
  delayMs = 0,
): Promise<FakeGitHub> {
  const requests: FakeGitHub['requests'] = [];
  const server = http.createServer((request, response) => {
    requests.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const match = /^\/repos\/([^/]+)\/([^/]+)\/pulls\/(\d+)$/.exec(request.url ?? '');
    const pull = match ? readable[`${match[1]}/${match[2]}#${match[3]}`] : undefined;
    const authorized = request.headers.authorization === `token ${token}`;
    response.setHeader('content-type', 'application/json');
    const answer = (): void => {
      if (!authorized || !pull) {
        response
          .writeHead(404)
          .end(JSON.stringify({ message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }));
        return;
      }
      response.writeHead(200).end(JSON.stringify(pull));
    };
    if (delayMs > 0) setTimeout(answer, delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
