/**
 * Hardening: the key on no surface, no injected workflow command, no crash on odd data, never a
 * false red. Each case drives run() with a recording runner and a scripted or real service.
 */
import { describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { createService } from '../src/service/client.ts';
import type { HttpSend } from '../src/service/transport.ts';
import { createHttpSend } from '../src/service/transport.ts';
import { readProxySettings } from '../src/inputs/proxy.ts';
import { createLog } from '../src/output/log.ts';
import { cap, escapeMarkup, renderMessage } from '../src/output/text.ts';
import { FakeIO, runOnFake } from './helpers/fake-io.ts';

// A key made of every character an escaper touches.
const KEY = 'mint_a_b*c<d&e|f`g>h[i]j#k~l:m!n$o@p\\q';
const inputs = { 'project-id': 'proj', 'job-id': 'job-1', 'api-key': KEY, 'poll-interval': '1s', timeout: '10s' };

function answering(...bodies: Array<Record<string, unknown> | { status: number; body: string }>): HttpSend {
  let call = 0;
  return async () => {
    const next = bodies[Math.min(call++, bodies.length - 1)] ?? {};
    if ('body' in next && typeof next.status === 'number')
      return { status: next.status, headers: {}, body: String(next.body) };
    return { status: 200, headers: {}, body: JSON.stringify({ id: 'job-1', ...sourceOf(next), ...next }) };
  };
}

/** A job's source, as the service reports it: the repository its pull request link is in. */
function sourceOf(job: Record<string, unknown>): Record<string, unknown> {
  const repository =
    typeof job.prLink === 'string' ? /^(.*?)\/(?:-\/merge_requests|pull)\/\d+/.exec(job.prLink)?.[1] : undefined;
  return repository ? { source: { repository, ref: 'agent/x' } } : {};
}

const runWith = (io: FakeIO, httpSend: HttpSend, env: NodeJS.ProcessEnv = {}) => runOnFake(io, httpSend, { env });

/** Every run of six or more characters of the secret, raw and as each escaper writes it. */
function expectNoPartOf(secret: string, text: string): void {
  for (let i = 0; i + 6 <= secret.length; i++) {
    const part = secret.slice(i, i + 6);
    expect(text).not.toContain(part);
    expect(text).not.toContain(escapeMarkup(part));
  }
}

describe('the key never leaves', () => {
  it('is redacted after the summary escapes it, and from every other surface', async () => {
    const io = new FakeIO(inputs);
    const echo = `key ${KEY} again`;
    await runWith(
      io,
      answering({
        status: 'completed',
        model: echo,
        prLink: `https://github.com/acme/docs/pull/1`,
        source: { repository: 'https://github.com/acme/docs', ref: echo },
        createdAt: echo,
      }),
    );
    const [html] = io.named('writeSummary').map(([text]) => text ?? '');
    expect(html).toContain(`key ${escapeMarkup('***')} again`);
    expectNoPartOf(KEY, io.written());
  });

  it('is redacted before a cut, so a cut never shows part of it', async () => {
    for (const at of [280, 295, 299, 3_990]) {
      const io = new FakeIO(inputs);
      const model = `${'x'.repeat(at)}${KEY}`;
      await runWith(io, answering({ status: 'failed', model }, { status: 'failed', model }));
      expectNoPartOf(KEY, io.written());
    }
  });

  it('is redacted from the service error a failure quotes, and from the last-resort catch', async () => {
    const io = new FakeIO(inputs);
    await runWith(io, answering({ status: 400, body: JSON.stringify({ error: `bad key ${KEY}` }) }));
    expect(io.named('setFailed')[0]?.[0]).toContain('bad key ***');
    expectNoPartOf(KEY, io.written());

    const crash = new FakeIO(inputs);
    await runWith(crash, () => {
      throw new Error(`crashed holding ${KEY}`);
    });
    expect(crash.named('setFailed')[0]?.[0]).toContain('crashed holding ***');
    expectNoPartOf(KEY, crash.written());
  });

  it('never cuts inside an escape sequence', () => {
    expect(cap('ab\\u2028cd', 5)).toMatch(/^ab… \[cut/);
    expect(cap('ab&#95;cd', 5)).toMatch(/^ab… \[cut/);
    expect(cap('ab\\ncd', 3)).toMatch(/^ab… \[cut/);
    expect(cap('a😀b', 2)).toMatch(/^a… \[cut/);
  });
});

describe('values from the service never start a workflow command', () => {
  const hostile = [
    '%0A::error::pwned',
    '%0D::error::pwned',
    '%25%30A::error::pwned',
    '\n::error::pwned',
    '\u2028::error::pwned',
    '\u0085::error::pwned',
    '::error::pwned',
  ];

  it.each(hostile)('in every field: %j', async (bad) => {
    const io = new FakeIO(inputs);
    const outcome = await runWith(
      io,
      answering({
        status: 'completed',
        model: bad,
        prLink: `https://github.com/acme/docs/pull/1${bad}`,
        source: { repository: `https://github.com/acme/docs${bad}`, ref: bad },
        createdAt: bad,
        archivedAt: bad,
      }),
    );
    expect(outcome).toBe('completed');
    for (const [kind, ...args] of io.calls) {
      if (kind === 'setSecret') continue;
      for (const text of args) {
        // Nothing printed holds a real line break (annotations may, but only our own).
        if (kind === 'info' || kind === 'debug' || kind === 'setOutput')
          expect(text).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
        // Outputs go to the GITHUB_OUTPUT file, never read as commands; everything printed is checked.
        if (kind !== 'setOutput') expect(text).not.toMatch(/^::error::pwned/m);
        // %0A is kept as text, never decoded into a line break.
        if (bad.startsWith('%0A')) expect(text).not.toMatch(/\n::error/);
      }
    }
  });

  it('shows a leading "::" in a log line as text', () => {
    const io = new FakeIO({});
    createLog(io).info('::error::x');
    expect(io.named('info')).toEqual([['\\u003a:error::x']]);
  });
});

describe('every parse of a service value is total', () => {
  it('finishes a completed job whose repository URL has a malformed % escape, with one warning', async () => {
    const io = new FakeIO(inputs);
    const outcome = await runWith(
      io,
      answering({ status: 'completed', source: { repository: 'https://github.com/acme/%E0%A4%A', ref: 'main' } }),
    );
    expect(outcome).toBe('completed');
    expect(io.named('setFailed')).toEqual([]);
    expect(io.outputs()).toMatchObject({
      outcome: 'completed',
      repository: '',
      'repository-url': 'https://github.com/acme/%E0%A4%A',
    });
    expect(io.named('warning')).toEqual([[expect.stringContaining('is not a URL of the form'), expect.any(String)]]);
  });

  it('gives pr-number only as a digit string of a sane length', async () => {
    const io = new FakeIO(inputs);
    await runWith(
      io,
      answering({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/1000000000000000000000000' }),
    );
    expect(io.outputs()['pr-number']).toBe('');
    expect(io.outputs()['pr-link']).toBe('https://github.com/acme/docs/pull/1000000000000000000000000');
  });
});

describe('caps', () => {
  it('caps a 300 KB prLink in log lines and annotations; the output keeps it whole', async () => {
    const link = `https://docs.example.com/review/${'a'.repeat(300_000)}`;
    const io = new FakeIO(inputs);
    await runWith(io, answering({ status: 'completed', prLink: link }));
    expect(io.outputs()['pr-link']).toBe(link);
    for (const [kind, ...args] of io.calls) {
      if (kind === 'setOutput' || kind === 'setSecret') continue;
      for (const text of args) expect(text.length).toBeLessThan(12_000);
    }
    // Each service value is cut at a few hundred characters, not only the whole message.
    const [notice] = io.named('notice')[0] ?? [];
    expect(notice).toContain('[cut: 300,032 characters in all]');
    expect(notice?.length).toBeLessThan(500);
    const shown = io.named('info').find(([line]) => line?.startsWith('pr-link: '))?.[0] ?? '';
    expect(shown.length).toBeLessThan(400);
  });
});

describe('pull request links', () => {
  it('describes a pull request only for a finished job', async () => {
    const io = new FakeIO({ ...inputs, timeout: '2s' });
    const outcome = await runWith(io, answering({ status: 'active', prLink: 'https://github.com/acme/docs/pull/5' }));
    expect(outcome).toBe('timed-out');
    expect(io.outputs()).toMatchObject({
      'pr-link': 'https://github.com/acme/docs/pull/5',
      'pr-number': '',
      'pr-repository': '',
    });
    expect(io.named('notice')).toEqual([]);
  });

  it.each([
    ['https://Docs.Example.com/Review/7', 'https://Docs.Example.com/Review/7', '', ''],
    [
      'https://gitlab.com/acme/docs/-/merge_requests/3',
      'https://gitlab.com/acme/docs/-/merge_requests/3',
      '3',
      'acme/docs',
    ],
    [
      'https://gitlab.example.com/a/b/c/-/merge_requests/9',
      'https://gitlab.example.com/a/b/c/-/merge_requests/9',
      '9',
      'a/b/c',
    ],
    ['https://ghe.example.com/acme/docs/pull/7', 'https://ghe.example.com/acme/docs/pull/7', '7', 'acme/docs'],
    ["https://x.test/r/7?by='x';rm", 'https://x.test/r/7?by=%27x%27%3Brm', '', ''],
  ])('hands on %s as %s', async (link, shown, number, repository) => {
    const io = new FakeIO(inputs);
    await runWith(io, answering({ status: 'completed', prLink: link }));
    expect(io.outputs()).toMatchObject({ 'pr-link': shown, 'pr-number': number, 'pr-repository': repository });
  });
});

describe('the debug log and the answers', () => {
  it('shows every response body with its size, a job or not', async () => {
    const io = new FakeIO(inputs);
    await runWith(io, answering({ status: 200, body: '{"hello":"world"}' }, { status: 'completed' }));
    const debug = io.named('debug').map(([line]) => line);
    expect(debug).toContainEqual(expect.stringMatching(/^HTTP 200 in \d+ms, 17 bytes: \{"hello":"world"\}$/));
    expect(debug).toContainEqual(
      expect.stringMatching(/^HTTP 200 in \d+ms, \d+ bytes: \{"id":"job-1","status":"completed"\}$/),
    );
  });

  it('reads an answer about another job as a failed read, naming both ids, and never takes its status', async () => {
    const io = new FakeIO(inputs);
    await runWith(
      io,
      answering(
        { id: 'job-2', status: 'active' },
        { id: 'job-2', status: 'completed' },
        { id: 'job-1', status: 'active' },
        { id: 'job-1', status: 'completed' },
      ),
    );
    expect(io.named('warning')).toEqual([]);
    expect(io.named('info').flat().join('\n')).toContain(
      'Request 1 failed: the answer is about job job-2, not job job-1',
    );
    expect(io.outputs()).toMatchObject({ outcome: 'completed', polls: '4' });
  });
});

/** A local server whose every answer is given by `answer`. */
async function serve(answer: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const server = http.createServer(answer);
  server.on('connect', (_request, socket: import('node:net').Socket) =>
    socket.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n'),
  );
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

describe('bodies as a service or a proxy may send them', () => {
  const job = JSON.stringify({ id: 'job-1', status: 'completed' });
  it.each([
    ['a UTF-8 byte order mark', {}, Buffer.from(`\uFEFF${job}`)],
    ['gzip', { 'content-encoding': 'gzip' }, zlib.gzipSync(job)],
    ['deflate', { 'content-encoding': 'deflate' }, zlib.deflateSync(job)],
    ['raw deflate', { 'content-encoding': 'deflate' }, zlib.deflateRawSync(job)],
    ['br', { 'content-encoding': 'br' }, zlib.brotliCompressSync(job)],
  ])('reads %s as the JSON it carries', async (_name, headers, body) => {
    let accept: string | undefined;
    const server = await serve((request, response) => {
      accept = request.headers['accept-encoding'];
      response.writeHead(200, { 'content-type': 'application/json', ...headers });
      response.end(body);
    });
    const service = createService({ baseUrl: server.url, projectId: 'p', apiKey: KEY }, createHttpSend({}));
    const result = await service.getJob('job-1', { timeoutMs: 5_000, signal: new AbortController().signal });
    await server.close();
    expect(accept).toBe('gzip, deflate, br');
    expect(result).toMatchObject({ kind: 'job', job: { status: 'completed' } });
  });

  it('shows a problem+json title and detail, not raw JSON', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(400, { 'content-type': 'application/problem+json' });
      response.end(JSON.stringify({ type: 'about:blank', title: 'Bad Request', detail: 'projectId is malformed' }));
    });
    const service = createService({ baseUrl: server.url, projectId: 'p', apiKey: KEY }, createHttpSend({}));
    const result = await service.getJob('job-1', { timeoutMs: 5_000, signal: new AbortController().signal });
    await server.close();
    expect({ ...result, cause: 'cause' in result ? renderMessage(result.cause) : '' }).toEqual({
      kind: 'rejected',
      cause: 'the service answered HTTP 400 (Bad Request: projectId is malformed)',
    });
  });
});

describe('proxies', () => {
  it.each([
    ['HTTPS_PROXY', 'http://user:pa#ss@proxy:3128', 'pa#ss'],
    ['https_proxy', 'http://user:s3cret@proxy:99999', 's3cret'],
    ['HTTP_PROXY', 'socks5://user:s3cret@proxy:1080', 's3cret'],
  ])('reports a malformed %s as an input error with the credentials hidden', async (name, value, password) => {
    const io = new FakeIO(inputs);
    let requests = 0;
    const outcome = await runWith(
      io,
      async () => {
        requests++;
        return { status: 200, headers: {}, body: '{"status":"completed"}' };
      },
      { [name]: value },
    );
    expect(outcome).toBe('error');
    expect(requests).toBe(0);
    const [failure] = io.named('setFailed')[0] ?? [];
    expect(failure).toContain(`The environment variable ${name} is "`);
    expect(failure).toContain('***@proxy');
    expect(io.written()).not.toContain(password);
    expect(io.outputs().outcome).toBe('error');
    expect(io.named('writeSummary')).toHaveLength(1);
  });

  it('names a proxy that refuses the connection', async () => {
    const proxies = readProxySettings({ HTTPS_PROXY: 'http://127.0.0.1:1' });
    const service = createService(
      { baseUrl: 'https://api.example.test', projectId: 'p', apiKey: KEY },
      createHttpSend({ HTTPS_PROXY: 'http://127.0.0.1:1' }, proxies),
    );
    const result = await service.getJob('job-1', { timeoutMs: 5_000, signal: new AbortController().signal });
    expect({ ...result, cause: 'cause' in result ? renderMessage(result.cause) : '' }).toMatchObject({
      kind: 'transient',
      cause: 'the proxy at http://127.0.0.1:1 refused the connection (ECONNREFUSED)',
    });
  });

  it.each(['https', 'http'])(
    'fails at once, naming the proxy, when it answers 407 to an %s request',
    async (scheme) => {
      // One proxy that refuses both forms: a plain request and a CONNECT tunnel.
      const proxy = await serve((_request, response) => {
        response.writeHead(407, { 'proxy-authenticate': 'Basic' });
        response.end();
      });
      const env = { HTTPS_PROXY: proxy.url, HTTP_PROXY: proxy.url };
      const io = new FakeIO({ ...inputs, 'base-url': `${scheme}://api.example.test`, 'allow-insecure-http': 'true' });
      const outcome = await runWith(io, createHttpSend(env), env);
      await proxy.close();
      expect(outcome).toBe('error');
      expect(io.outputs().polls).toBe('1');
      expect(io.named('setFailed')[0]?.[0]).toContain(`the proxy at ${proxy.url} asks for credentials (HTTP 407)`);
    },
  );
});

describe('a commit id is abbreviated only after redaction', () => {
  it('never shows the first characters of a 40-hex github-token that GitHub answers as the head SHA', async () => {
    const token = '0123456789abcdef0123456789abcdef01234567';
    const io = new FakeIO({ ...inputs, 'github-token': token });
    await runOnFake(io, answering({ status: 'completed', prLink: 'https://github.com/acme/docs/pull/1' }), {
      lookUpPullRequest: async () => ({
        kind: 'found',
        details: { headSha: token, headRef: 'agent/x', state: 'open', draft: false },
      }),
    });
    expectNoPartOf(token, io.written());
    expect(io.written()).toContain('head *** on agent/x');
  });
});
