import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';
import { isLoopbackHost, readProxySettings, type ProxySettings } from '../inputs/proxy.ts';
import { errorMessage } from '../output/text.ts';
import { networkError } from '../common/network-errors.ts';

export { isLoopbackHost };

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, decoded from any Content-Encoding, as UTF-8 text. */
  body: string;
  /** The proxy that carried the exchange, without credentials. */
  via?: string;
}

/**
 * Why a request produced no complete response. `refused` and `dns` mean the request never
 * reached the service (so a POST certainly did nothing); the others leave that unknown.
 */
/** `connect-timeout`: the time ran out before the connection was made (a firewall that drops, not refuses). */
export type HttpFailureKind =
  | 'timeout'
  | 'connect-timeout'
  | 'aborted'
  | 'too-large'
  | 'refused'
  | 'dns'
  | 'tls'
  /** The TLS handshake failed but not on the certificate: most often the address does not speak https. */
  | 'handshake'
  | 'proxy'
  | 'network';

/**
 * A failure before the request left for the service: a refused connection, one never made in
 * time, a failed DNS look-up or TLS handshake, or a proxy that refused the tunnel (a CONNECT is answered before anything goes
 * through it). A POST that failed so certainly did nothing.
 */
export const neverSent = (failure: HttpFailure): boolean =>
  ['refused', 'dns', 'tls', 'handshake', 'proxy', 'connect-timeout'].includes(failure.kind);

/** A request that produced no complete response; `kind` says why. */
export class HttpFailure extends Error {
  readonly kind: HttpFailureKind;
  readonly code: string | undefined;
  /** The proxy the request went through, without credentials. */
  readonly proxy: string | undefined;
  constructor(kind: HttpFailureKind, message: string, code?: string, proxy?: string) {
    super(message);
    this.name = 'HttpFailure';
    this.kind = kind;
    this.code = code;
    this.proxy = proxy;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  headers: Record<string, string>;
  /** A JSON body, for POST. */
  body?: string;
  /** Limit for the whole exchange: connect, headers and body. */
  timeoutMs: number;
  maxBodyBytes: number;
  signal?: AbortSignal;
}

export type HttpSend = (url: URL, options: RequestOptions) => Promise<HttpResponse>;

/** Encodings the client decodes, for its Accept-Encoding header. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/**
 * A client on Node's own http and https modules. Keep-alive reuses one connection across
 * polls. Proxies come from the checked settings: `proxyEnv` makes Node honour HTTPS_PROXY,
 * HTTP_PROXY and NO_PROXY (Node >= 24.5); loopback addresses always go direct, like the runner's
 * own tools. Agents are made on the first request, so a bad variable never stops the start.
 * Redirects are not followed here.
 */
export function createHttpSend(
  env: NodeJS.ProcessEnv = process.env,
  proxies: ProxySettings = readProxySettings(env),
): HttpSend {
  let agents: Record<'direct' | 'proxied', { http: http.Agent; https: https.Agent }> | undefined;
  const agentsFor = (): NonNullable<typeof agents> => {
    if (agents) return agents;
    const proxyEnv = proxies.proxyEnv();
    agents = {
      direct: { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) },
      proxied: {
        http: new http.Agent({ keepAlive: true, proxyEnv }),
        https: new https.Agent({ keepAlive: true, proxyEnv }),
      },
    };
    return agents;
  };
  return async (url, options) => {
    const proxy = proxies.proxyFor(url);
    let pool;
    try {
      pool = agentsFor()[proxy ? 'proxied' : 'direct'];
    } catch (error) {
      throw new HttpFailure('proxy', `the proxy settings are not usable: ${errorMessage(error)}`, undefined, proxy);
    }
    return send(url, options, url.protocol === 'http:' ? pool.http : pool.https, proxy);
  };
}

/**
 * Every request of `send` ends when the step ends (common/step-end.ts): it is sent with that
 * signal joined to its own, and is given up at that moment even by a client that ignores signals.
 */
export function endingWith(end: AbortSignal, send: HttpSend): HttpSend {
  return (url, options) => {
    if (end.aborted) return Promise.reject(new HttpFailure('aborted', 'the request was cancelled'));
    const signal = options.signal ? AbortSignal.any([options.signal, end]) : end;
    let onEnd: () => void = () => undefined;
    const ended = new Promise<never>((_, reject) => {
      onEnd = () => reject(new HttpFailure('aborted', 'the request was cancelled'));
      end.addEventListener('abort', onEnd, { once: true });
    });
    ended.catch(() => undefined);
    return Promise.race([send(url, { ...options, signal }), ended]).finally(() =>
      end.removeEventListener('abort', onEnd),
    );
  };
}

function decode(raw: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const options = { maxOutputLength: maxBytes };
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return raw;
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(raw, options);
    case 'deflate':
      // Servers send deflate both with and without the zlib wrapper.
      try {
        return zlib.inflateSync(raw, options);
      } catch {
        return zlib.inflateRawSync(raw, options);
      }
    case 'br':
      return zlib.brotliDecompressSync(raw, options);
    default:
      throw new HttpFailure('network', `the response has an unknown Content-Encoding "${encoding}"`);
  }
}

/** The body, decoded; an HttpFailure that says why it could not be. */
function decodeBody(raw: Buffer, encoding: string | undefined, maxBytes: number): Buffer | HttpFailure {
  try {
    return decode(raw, encoding, maxBytes);
  } catch (error) {
    if (error instanceof HttpFailure) return error;
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
      ? new HttpFailure('too-large', `the decompressed body exceeds the ${maxBytes}-byte limit`)
      : new HttpFailure('network', `the compressed body could not be decoded (${errorMessage(error)})`);
  }
}

/** Reads one response within the size bound; `fail` ends the exchange, `done` hands on the body. */
function readResponse(
  response: http.IncomingMessage,
  maxBytes: number,
  fail: (failure: HttpFailure) => void,
  done: (body: Buffer | HttpFailure) => void,
): void {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    fail(new HttpFailure('too-large', `the response declares ${declared} bytes, over the ${maxBytes}-byte limit`));
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  response.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > maxBytes) fail(new HttpFailure('too-large', `the response body exceeds the ${maxBytes}-byte limit`));
    else chunks.push(chunk);
  });
  response.on('error', fail);
  response.on('close', () => {
    if (!response.complete) fail(new HttpFailure('network', 'the connection closed before the response was complete'));
  });
  response.on('end', () => done(decodeBody(Buffer.concat(chunks), response.headers['content-encoding'], maxBytes)));
}

type Stage = 'connect' | 'handshake' | 'answer';

/** The request's time ran out at `stage`: before its connection or its TLS handshake ended, nothing was sent. */
function timeUp(stage: Stage, ms: number, proxy: string | undefined): HttpFailure {
  if (stage === 'connect') return new HttpFailure('connect-timeout', `no connection within ${ms}ms`, undefined, proxy);
  if (stage === 'handshake') return new HttpFailure('handshake', `no TLS handshake within ${ms}ms`, undefined, proxy);
  return new HttpFailure('timeout', `no complete answer within ${ms}ms`, undefined, proxy);
}

function send(url: URL, options: RequestOptions, agent: http.Agent, proxy: string | undefined): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new HttpFailure('aborted', 'the request was cancelled'));
      return;
    }
    const request = (url.protocol === 'http:' ? http : https).request(url, {
      method: options.method ?? 'GET',
      headers: {
        ...options.headers,
        'Accept-Encoding': ACCEPT_ENCODING,
        ...(options.body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(options.body)) }),
      },
      agent,
    });
    // The first cause wins: destroying the request also makes the response report "aborted".
    let cause: HttpFailure | undefined;
    const settle = (): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    };
    const fail = (failure: Error & { code?: string }): void => {
      cause ??= failure instanceof HttpFailure ? failure : classifyError(failure, proxy, handshakeFailed());
      settle();
      reject(cause);
      request.destroy(cause);
    };
    // Until the socket connects, no byte of the request has left: a time-out then sent nothing.
    let connected = false;
    // Nor, on https, until its TLS handshake ends: the request is written only over the secured connection.
    let secured = url.protocol === 'http:';
    request.on('socket', (socket) => {
      if (!socket.connecting) connected = secured = true;
      else {
        socket.once('connect', () => void (connected = true));
        socket.once('secureConnect', () => void (secured = true));
      }
    });
    // Direct only: through a proxy, its own agent makes the connection the handshake runs on.
    const handshakeFailed = (): boolean => connected && !secured && proxy === undefined;
    const stage = (): Stage => (!connected ? 'connect' : handshakeFailed() ? 'handshake' : 'answer');
    const timer = setTimeout(() => fail(timeUp(stage(), options.timeoutMs, proxy)), options.timeoutMs);
    const onAbort = (): void => fail(new HttpFailure('aborted', 'the request was cancelled'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    request.on('error', fail);
    request.on('response', (response) =>
      readResponse(response, options.maxBodyBytes, fail, (body) => {
        settle();
        if (body instanceof HttpFailure) return reject(body);
        const via = proxy ? { via: proxy } : {};
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8'), ...via });
      }),
    );
    request.end(options.body);
  });
}

/** `inHandshake`: the connection was made and its TLS handshake had not ended, so nothing was sent. */
function classifyError(error: Error & { code?: string }, proxy: string | undefined, inHandshake: boolean): HttpFailure {
  if (error.code === 'ERR_PROXY_TUNNEL') {
    const status = /HTTP\/1\.[01] (\d{3})/.exec(error.message)?.[1];
    return new HttpFailure('proxy', `the proxy answered ${status ? `HTTP ${status}` : 'with an error'}`, status, proxy);
  }
  const known = networkError(error.code)?.notSent;
  if (!known && inHandshake) return new HttpFailure('handshake', error.message, error.code, proxy);
  return new HttpFailure(known || 'network', error.message, error.code, proxy);
}
