import http from 'node:http';
import https from 'node:https';

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type HttpFailureKind = 'timeout' | 'aborted' | 'too-large' | 'network';

/** A request that produced no complete response; `kind` says why. */
export class HttpFailure extends Error {
  readonly kind: HttpFailureKind;
  readonly code: string | undefined;
  constructor(kind: HttpFailureKind, message: string, code?: string) {
    super(message);
    this.name = 'HttpFailure';
    this.kind = kind;
    this.code = code;
  }
}

export interface GetOptions {
  headers: Record<string, string>;
  /** Limit for the whole exchange: connect, headers and body. */
  timeoutMs: number;
  maxBodyBytes: number;
  signal?: AbortSignal;
}

export type HttpGet = (url: URL, options: GetOptions) => Promise<HttpResponse>;

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * A GET client on Node's own http and https modules. Keep-alive reuses one connection
 * across polls. `proxyEnv` makes Node honour HTTPS_PROXY, HTTP_PROXY and NO_PROXY
 * (Node >= 24.5); like the runner's own tools, loopback addresses always go direct.
 * Redirects are not followed here.
 */
export function createHttpGet(env: NodeJS.ProcessEnv = process.env): HttpGet {
  const proxyEnv = { ...env };
  const direct = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };
  const proxied = {
    http: new http.Agent({ keepAlive: true, proxyEnv }),
    https: new https.Agent({ keepAlive: true, proxyEnv }),
  };
  return (url, options) => {
    const agents = isLoopbackHost(url.hostname) ? direct : proxied;
    return get(url, options, url.protocol === 'http:' ? agents.http : agents.https);
  };
}

function get(url: URL, options: GetOptions, agent: http.Agent): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new HttpFailure('aborted', 'the request was cancelled'));
      return;
    }
    const request = (url.protocol === 'http:' ? http : https).request(url, {
      method: 'GET',
      headers: options.headers,
      agent,
    });
    // The first cause wins: destroying the request also makes the response report "aborted".
    let cause: HttpFailure | undefined;
    const fail = (failure: HttpFailure): void => {
      cause ??= failure;
      settle();
      reject(cause);
      request.destroy(failure);
    };
    const onError = (error: Error & { code?: string }): void => {
      settle();
      reject(cause ?? (error instanceof HttpFailure ? error : new HttpFailure('network', error.message, error.code)));
    };
    const timer = setTimeout(
      () => fail(new HttpFailure('timeout', `no complete answer within ${options.timeoutMs}ms`)),
      options.timeoutMs,
    );
    const onAbort = (): void => fail(new HttpFailure('aborted', 'the request was cancelled'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    function settle(): void {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    request.on('error', onError);
    request.on('response', (response) => {
      const declared = Number(response.headers['content-length']);
      if (declared > options.maxBodyBytes) {
        fail(
          new HttpFailure(
            'too-large',
            `the response declares ${declared} bytes, over the ${options.maxBodyBytes}-byte limit`,
          ),
        );
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBodyBytes) {
          fail(new HttpFailure('too-large', `the response body exceeds the ${options.maxBodyBytes}-byte limit`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', onError);
      response.on('close', () => {
        if (!response.complete)
          onError(new HttpFailure('network', 'the connection closed before the response was complete'));
      });
      response.on('end', () => {
        settle();
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    request.end();
  });
}
