/**
 * The transport under the step's GitHub client: the same HTTP client as the service's
 * (service/transport.ts: time-outs, a size bound, decompression, the runner's proxy variables),
 * sent to this workflow's GitHub API (GITHUB_API_URL, so GitHub Enterprise Server too) and to no
 * other host: the token goes only where it was made for, and redirects are not followed. An HTTP
 * error is an answer, not a failure: the caller decides what to try again.
 */
import { networkErrorWords } from '../common/network-errors.ts';
import { HttpFailure, type HttpGet } from '../service/transport.ts';
import type { GitHubAnswer, GitHubSend } from './client.ts';

const USER_AGENT = 'wait-for-agent-job';
/** The path a request names to go to the GraphQL endpoint beside GITHUB_API_URL. */
export const GRAPHQL_PATH = '/graphql';
/** A page of 100 comments of up to 65,536 characters each, with room to spare. */
const MAX_GITHUB_BODY_BYTES = 16 * 1024 * 1024;
const GITHUB_REQUEST_TIMEOUT_MS = 10_000;

/** The API's base URL from the runner, or why it cannot be used. */
export function gitHubApiUrl(env: NodeJS.ProcessEnv): URL | string {
  const text = env.GITHUB_API_URL || 'https://api.github.com';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'GITHUB_API_URL is not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `GITHUB_API_URL is not an http(s) URL`;
  if (url.username || url.password || url.search || url.hash) return 'GITHUB_API_URL holds more than an address';
  return url;
}

function headersOf(raw: Record<string, string | string[] | undefined>): GitHubAnswer['headers'] {
  return Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}

/**
 * Where a request goes: under the REST base, except GraphQL, which GitHub serves beside it
 * (`api.github.com/graphql`; `host/api/graphql` beside GitHub Enterprise Server's `host/api/v3`).
 */
export function requestUrl(base: URL, path: string): URL {
  const root = base.href.replace(/\/$/, '');
  if (path !== GRAPHQL_PATH) return new URL(`${root}${path}`);
  return new URL(/\/api\/v3$/.test(root) ? `${root.slice(0, -'/v3'.length)}/graphql` : `${root}/graphql`);
}

export function createGitHubSend(token: string, env: NodeJS.ProcessEnv, http: HttpGet): GitHubSend {
  const base = gitHubApiUrl(env);
  return async (request, signal) => {
    if (typeof base === 'string')
      throw new Error(`${base}: set it to the GitHub API's address, or leave it to the runner`);
    const url = requestUrl(base, request.path);
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    try {
      const response = await http(url, {
        method: request.method,
        headers: {
          Authorization: `token ${token}`,
          Accept: 'application/vnd.github+json',
          'X-GitHub-Api-Version': '2022-11-28',
          'User-Agent': USER_AGENT,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body }),
        timeoutMs: GITHUB_REQUEST_TIMEOUT_MS,
        maxBodyBytes: MAX_GITHUB_BODY_BYTES,
        signal,
      });
      let data: unknown = response.body;
      try {
        data = response.body.trim() === '' ? null : JSON.parse(response.body);
      } catch {
        // Not JSON (an HTML page from a proxy): handed on as text, which no caller takes for a list.
      }
      return { status: response.status, data, headers: headersOf(response.headers) };
    } catch (error) {
      if (error instanceof HttpFailure && error.code && error.kind !== 'proxy')
        throw new Error(networkErrorWords(error.code), { cause: error });
      throw error;
    }
  };
}
