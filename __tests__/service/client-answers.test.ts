/**
 * The client's reading of each answer, on a scripted HTTP client: what a start or follow-up
 * answer means, the service's own words, each network failure named, and redirects.
 */
import { describe, expect, it } from '@jest/globals';
import { createService, type FetchResult, type PostResult } from '../../src/service/client.ts';
import { HttpFailure, type HttpSend, type HttpResponse } from '../../src/service/transport.ts';
import { renderMessage } from '../../src/output/text.ts';

const KEY = 'mint_0123456789abcdef';
const call = { timeoutMs: 5_000, signal: new AbortController().signal };

function serviceAnswering(...answers: Array<Partial<HttpResponse> | HttpFailure>) {
  const urls: string[] = [];
  const httpSend: HttpSend = async (url) => {
    urls.push(url.href);
    const next = answers[Math.min(urls.length - 1, answers.length - 1)];
    if (next instanceof HttpFailure) throw next;
    return { status: 200, headers: {}, body: '', ...next };
  };
  const service = createService(
    { baseUrl: 'https://api.test', projectId: 'proj', apiKey: KEY, secrets: ['ghs_token_0123456'] },
    httpSend,
  );
  return { service, urls };
}

const plain = (result: FetchResult | PostResult): Record<string, unknown> => {
  if (!('cause' in result)) return { ...result };
  const next = 'next' in result && result.next !== undefined ? { next: renderMessage(result.next) } : {};
  return { ...result, cause: renderMessage(result.cause), ...next };
};

describe('an answer to a start', () => {
  it.each([
    [202, '', { kind: 'unknown', cause: 'the service answered HTTP 202, but with no body' }],
    [204, '', { kind: 'unknown', cause: 'the service answered HTTP 204, but with no body' }],
    [
      200,
      '{"ok":true}',
      { kind: 'unknown', cause: 'the service answered HTTP 200, but the response has no job status' },
    ],
    [201, 'not json', { kind: 'unknown', cause: 'the service answered HTTP 201, but the response was not JSON' }],
    [
      201,
      '{"status":"active"}',
      { kind: 'unknown', cause: 'the service answered HTTP 201, but its answer has no usable job id (it has none)' },
    ],
    [
      201,
      '{"id":"null","status":"active"}',
      {
        kind: 'unknown',
        cause: 'the service answered HTTP 201, but its answer has no usable job id (it reads as null)',
      },
    ],
    [
      201,
      '{"id":"..","status":"active"}',
      {
        kind: 'unknown',
        cause: "the service answered HTTP 201, but its answer has no usable job id ('..' is a path step, not an id)",
      },
    ],
    [
      201,
      '{"id":42}',
      { kind: 'unknown', jobId: '42', cause: 'the service answered HTTP 201, but the response has no job status' },
    ],
    [
      201,
      '{"id":{"x":1},"status":"active"}',
      { kind: 'unknown', cause: 'the service answered HTTP 201, but its answer has no usable job id (it has none)' },
    ],
  ])('HTTP %d %s: the job may have been started', async (status, body, expected) => {
    const { service } = serviceAnswering({ status, body });
    expect(plain(await service.createJob('p', call))).toEqual(expected);
  });

  it('hands on a started job with a usable id, every secret removed from its body', async () => {
    const body = JSON.stringify({ id: 'job-9', status: 'active', model: `${KEY} and ghs_token_0123456` });
    const { service } = serviceAnswering({ status: 201, body });
    const result = await service.createJob('p', call);
    expect(result).toMatchObject({ kind: 'job', job: { id: 'job-9', status: 'active', model: '*** and ***' } });
  });

  it('takes a follow-up answer without an id, as the job is known', async () => {
    const { service, urls } = serviceAnswering({ status: 200, body: '{"status":"completed"}' });
    expect(await service.sendMessage('job-1', 'p', call)).toMatchObject({ kind: 'job', job: { status: 'completed' } });
    expect(urls).toEqual(['https://api.test/v2/agent/proj/job/job-1/message']);
  });

  it('never sends a follow-up to an unusable id', async () => {
    const { service, urls } = serviceAnswering({ status: 200, body: '{}' });
    expect(plain(await service.sendMessage('..', 'p', call))).toEqual({
      kind: 'rejected',
      cause: `the job id ".." cannot be used in a request path ('..' is a path step, not an id)`,
    });
    expect(urls).toEqual([]);
  });

  it.each([
    [
      new HttpFailure('refused', 'x', 'ECONNREFUSED'),
      { kind: 'retry', rateLimited: false, cause: 'connection refused (ECONNREFUSED)' },
    ],
    [
      new HttpFailure('dns', 'x', 'ENOTFOUND'),
      { kind: 'retry', rateLimited: false, cause: 'DNS lookup failed (ENOTFOUND)' },
    ],
    [new HttpFailure('network', 'x', 'ECONNRESET'), { kind: 'unknown', cause: 'connection reset (ECONNRESET)' }],
    [new HttpFailure('timeout', 'x'), { kind: 'unknown', cause: 'the request timed out' }],
    [new HttpFailure('aborted', 'x'), { kind: 'cancelled' }],
    [
      new HttpFailure('proxy', 'the proxy answered HTTP 407', '407', 'http://proxy:3128'),
      {
        kind: 'rejected',
        cause: expect.stringContaining('the proxy at http://proxy:3128 asks for credentials (HTTP 407)'),
      },
    ],
  ])('a start that failed with %s', async (failure, expected) => {
    const { service } = serviceAnswering(failure);
    expect(plain(await service.createJob('p', call))).toEqual(expected);
  });

  it.each([
    [
      302,
      {
        kind: 'rejected',
        cause: expect.stringContaining('a start is never sent twice, so it is not followed'),
        next: "Set 'base-url' to the address that answers directly, and run the workflow again.",
      },
    ],
    [408, { kind: 'unknown', cause: 'the service answered HTTP 408' }],
    [503, { kind: 'unknown', cause: 'the service answered HTTP 503' }],
    [409, { kind: 'rejected', cause: 'the service answered HTTP 409' }],
  ])('HTTP %d to a start', async (status, expected) => {
    const { service } = serviceAnswering({ status, body: '' });
    expect(plain(await service.createJob('p', call))).toEqual(expected);
  });
});

describe("the service's own words", () => {
  it.each([
    ['{"error":"bad"}', 'HTTP 400 (bad)'],
    ['{"title":"Bad Request"}', 'HTTP 400 (Bad Request)'],
    ['{"detail":"projectId is malformed"}', 'HTTP 400 (projectId is malformed)'],
    ['{"error":"e","title":"t","detail":"d"}', 'HTTP 400 (e: t: d)'],
    ['{"message":"only a message"}', 'HTTP 400 (only a message)'],
    ['{"error":"e","message":"ignored"}', 'HTTP 400 (e)'],
    ['{"error":""}', 'HTTP 400 ({"error":""})'],
    ['["a list"]', 'HTTP 400 (["a list"])'],
    ['\uFEFF  plain words  ', 'HTTP 400 (plain words)'],
    ['', 'HTTP 400'],
  ])('reads %j as %j', async (body, words) => {
    const { service } = serviceAnswering({ status: 400, body });
    expect(plain(await service.getJob('job-1', call))).toEqual({
      kind: 'rejected',
      cause: `the service answered ${words}`,
    });
  });
});

describe('each failure without an answer, named', () => {
  it.each([
    [
      new HttpFailure('timeout', 'x', undefined, 'http://p:1'),
      'the request through the proxy at http://p:1 timed out',
      true,
    ],
    [
      new HttpFailure('too-large', 'the body exceeds the limit'),
      "the response was too large: the body exceeds the limit; a job's answer is a few short fields, so something other than the service may have answered",
      false,
    ],
    [
      new HttpFailure('refused', 'x', 'ECONNREFUSED', 'http://p:1'),
      'the proxy at http://p:1 refused the connection (ECONNREFUSED)',
      false,
    ],
    [new HttpFailure('dns', 'x', 'EAI_AGAIN'), 'DNS lookup failed (EAI_AGAIN, temporary)', false],
    [
      new HttpFailure('dns', 'x', 'ENOTFOUND', 'http://p:1'),
      'DNS lookup of the proxy at http://p:1 failed (ENOTFOUND)',
      false,
    ],
    [new HttpFailure('proxy', 'bad settings'), 'the proxy: bad settings', false],
    [new HttpFailure('network', 'x', 'ETIMEDOUT'), 'connection timed out (ETIMEDOUT)', false],
    [
      new HttpFailure('network', 'x', 'EPIPE', 'http://p:1'),
      'connection broken (EPIPE), through the proxy at http://p:1',
      false,
    ],
    [new HttpFailure('network', 'socket hang up', 'EWHATEVER'), 'network error: socket hang up', false],
  ])('%s', async (failure, cause, timedOut) => {
    const { service } = serviceAnswering(failure);
    expect(plain(await service.getJob('job-1', call))).toEqual({
      kind: 'transient',
      cause,
      rateLimited: false,
      ...(timedOut ? { timedOut: true } : {}),
    });
  });
});

describe('a start that failed before it left', () => {
  it.each([
    [new HttpFailure('refused', 'x', 'ECONNREFUSED'), 'connection refused (ECONNREFUSED)'],
    [new HttpFailure('dns', 'x', 'ENOTFOUND'), 'DNS lookup failed (ENOTFOUND)'],
    [
      new HttpFailure('proxy', 'the proxy answered HTTP 403', '403', 'http://p:1'),
      'the proxy at http://p:1: the proxy answered HTTP 403',
    ],
    [
      new HttpFailure('tls', 'self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT'),
      'the TLS handshake failed on a self-signed certificate (DEPTH_ZERO_SELF_SIGNED_CERT): if the service (or a proxy that inspects TLS) uses a private CA, set NODE_EXTRA_CA_CERTS to its certificate file',
    ],
  ])('%s is a start certainly not acted on, safe to send again', async (failure, cause) => {
    const { service } = serviceAnswering(failure);
    expect(plain(await service.createJob('p', call))).toEqual({ kind: 'retry', cause, rateLimited: false });
  });

  it('a connection reset after it left is not', async () => {
    const { service } = serviceAnswering(new HttpFailure('network', 'x', 'ECONNRESET'));
    expect(await service.createJob('p', call)).toMatchObject({ kind: 'unknown' });
  });
});

describe('a 2xx to a read', () => {
  it('takes the job from any 2xx, as from 200 (a proxy that rewrites answers says 203)', async () => {
    const { service } = serviceAnswering({ status: 203, body: '{"id":"job-1","status":"completed"}' });
    expect(await service.getJob('job-1', call)).toMatchObject({ kind: 'job', job: { status: 'completed' } });
  });

  it('reads a 2xx with no job in it as a read that failed, tried again, never as the end', async () => {
    const { service } = serviceAnswering({ status: 204, body: '' });
    expect(await service.getJob('job-1', call)).toMatchObject({ kind: 'transient', rateLimited: false });
  });
});

describe('redirects of a GET', () => {
  it('follows at most three within the origin', async () => {
    const moved = { status: 307, headers: { location: '/v2/agent/proj/job/job-1' } };
    const { service, urls } = serviceAnswering(moved, moved, moved, moved);
    expect(plain(await service.getJob('job-1', call))).toEqual({
      kind: 'rejected',
      cause: 'the service redirected more than 3 times',
      next: "Check 'base-url'.",
    });
    expect(urls).toHaveLength(4);
  });

  it('refuses an unreadable location', async () => {
    const { service } = serviceAnswering({ status: 302, headers: { location: 'http://[bad' } });
    expect(plain(await service.getJob('job-1', call))).toEqual({
      kind: 'rejected',
      cause: 'the service answered HTTP 302 with an unreadable redirect',
      next: "Check 'base-url'.",
    });
  });

  it('reads a 3xx without a location as the answer it is', async () => {
    const { service } = serviceAnswering({ status: 304, body: '' });
    expect(plain(await service.getJob('job-1', call))).toEqual({
      kind: 'rejected',
      cause: 'the service answered HTTP 304',
    });
  });
});

describe('an answer nested deeper than any job', () => {
  const deep = (depth: number): string =>
    `{"id":"job-1","status":"active","extra":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('is one read that failed, never a crash, whatever its depth past the bound', async () => {
    for (const depth of [65, 20_000, 400_000]) {
      const { service } = serviceAnswering({ status: 200, body: deep(depth) });
      expect(plain(await service.getJob('job-deep', call))).toEqual({
        kind: 'transient',
        cause: 'the response nests deeper than 64 levels, which no job does',
        rateLimited: false,
      });
    }
  });

  it('to a start: may have been started, with no id taken from it', async () => {
    const { service } = serviceAnswering({ status: 201, body: deep(100_000) });
    expect(plain(await service.createJob('Document it.', call))).toMatchObject({ kind: 'unknown' });
  });

  it('within the bound, or with brackets inside its strings: read as usual', async () => {
    const brackets = `{"id":"job-1","status":"completed","model":"${'[{'.repeat(200)}"}`;
    for (const body of [deep(60), brackets]) {
      const { service } = serviceAnswering({ status: 200, body });
      expect((await service.getJob('job-1', call)).kind).toBe('job');
    }
  });
});

describe('a job that shows the key only as JSON (numbers, across values): the smallest part hidden, the rest kept', () => {
  const bytes = [...Buffer.from(KEY)];
  const bodyOf = async (job: Record<string, unknown>) => {
    const { service } = serviceAnswering({ body: JSON.stringify({ status: 'completed', ...job }) });
    const read = await service.getJob('job-1', call);
    if (read.kind !== 'job') throw new Error(`not a job: ${JSON.stringify(plain(read))}`);
    return JSON.parse(read.body) as Record<string, unknown>;
  };

  it.each([
    [
      'a Buffer as JSON',
      { trace: { type: 'Buffer', data: bytes }, model: 'm' },
      { trace: { type: 'Buffer', data: '***' }, model: 'm' },
    ],
    ['a list of its groups', { parts: { of: KEY.match(/.{1,6}/g), n: 1 } }, { parts: { of: '***', n: 1 } }],
    [
      'deep in a large body, beside text that is kept',
      { a: { b: { c: { d: { bytes, note: 'x'.repeat(100_000) } } } } },
      { a: { b: { c: { d: { bytes: '***', note: 'x'.repeat(100_000) } } } } },
    ],
    ['nothing of it', { model: 'claude', list: [1, 2, 3] }, { model: 'claude', list: [1, 2, 3] }],
  ])('%s', async (_, job, kept) => {
    expect(await bodyOf(job)).toEqual({ status: 'completed', ...kept });
  });
});

describe('an answer about another job than the one asked for', () => {
  it('is a failed read naming both ids, whatever the other id; the job asked for, or none named, is read', async () => {
    const { default: fc } = await import('fast-check');
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 40 }), async (id) => {
        const { service } = serviceAnswering({ body: JSON.stringify({ id, status: 'completed' }) });
        const read = plain(await service.getJob('job-asked', call));
        if (id === 'job-asked') expect(read.kind).toBe('job');
        else {
          expect(read.kind).toBe('transient');
          expect(read.cause).toContain('not job job-asked');
        }
      }),
    );
    const unnamed = serviceAnswering({ body: '{"status":"completed"}' });
    expect((await unnamed.service.getJob('job-asked', call)).kind).toBe('job');
  });

  it('a redirect to an address that does not name the job in its project is a failed read; one that does, read', async () => {
    for (const location of [
      '/v2/agent/proj/job/job-here',
      '/v2/agent/other/job/job-moved',
      '/v2/agent/other/jobs/job-moved',
      '/status',
    ]) {
      const { service } = serviceAnswering(
        { status: 307, headers: { location } },
        { body: '{"id":"job-moved","status":"completed"}' },
      );
      const read = plain(await service.getJob('job-moved', call));
      expect(read.kind).toBe('transient');
      expect(read.cause).toContain(
        'redirected the read of job job-moved to an address that does not name it in project proj',
      );
    }
    // The same job: a query added, another version, a base path a proxy strips, a view of it.
    for (const location of [
      '/v2/agent/proj/job/job-moved?fresh=1',
      '/v3/agent/proj/job/job-moved',
      'https://api.test/agent/proj/job/job-moved',
      '/v2/agent/proj/job/job-moved/view',
    ]) {
      const { service } = serviceAnswering(
        { status: 307, headers: { location } },
        { body: '{"id":"job-moved","status":"completed"}' },
      );
      expect((await service.getJob('job-moved', call)).kind).toBe('job');
    }
  });
});
