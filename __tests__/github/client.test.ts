/**
 * The step's GitHub client on Octokit: the plugins' retries and GitHub's rate-limit rules, with
 * our rules on top (no creation sent twice blindly, one gate for the step, budgets, lists proven
 * lists, the token only to GITHUB_API_URL's host). GitHub is a scripted fetch; the step's waits
 * pass at once on a virtual clock.
 */
import { describe, expect, it } from '@jest/globals';
import {
  createGitHubClient,
  listAll,
  MAX_PAGES,
  type GitHubCall,
  type GitHubRequest,
} from '../../src/github/client.ts';
import { pacingOf } from '../../src/deps.ts';
import type { GitHubPacing } from '../../src/github/octokit.ts';
import { fullText } from '../../src/output/text.ts';
import { VirtualClock } from '../helpers/virtual.ts';

const API = 'https://api.github.test';

interface Answer {
  status: number;
  headers?: Record<string, string>;
  data?: unknown;
  /** The body as sent, instead of `data` as JSON. */
  raw?: string;
}

/** A GitHub that answers from a script, one entry per request (an Error: no answer at all). */
function scripted(answers: Array<Answer | Error>) {
  const sent: Array<{ method: string; url: string; at: number; body?: unknown }> = [];
  const clock = new VirtualClock();
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    sent.push({
      method: init?.method ?? 'GET',
      url,
      at: clock.now(),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('no answer scripted');
    if (next instanceof Error) throw new TypeError('fetch failed', { cause: next });
    const body = next.raw ?? (next.data === undefined ? '' : JSON.stringify(next.data));
    const response = new Response(next.status === 204 ? null : body, {
      status: next.status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...next.headers },
    });
    return Object.defineProperty(response, 'url', { value: url });
  };
  const client = createGitHubClient({
    clock,
    env: { GITHUB_API_URL: API },
    fetch,
    retryBaseMs: 0,
    writeSpacing: false,
    secrets: [],
  });
  const call = client.caller('ghs_token', { name: 'report-token', needs: 'pull-requests: write' });
  return { sent, clock, call, client };
}

const budget = (clock: VirtualClock, deadline = 30_000, signal = new AbortController().signal) => ({
  signal,
  deadline: clock.now() + deadline,
});

const update: GitHubRequest = {
  route: 'PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}',
  params: { owner: 'o', repo: 'r', comment_id: 1, body: 'x' },
};
const creation: GitHubRequest = {
  route: 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments',
  params: { owner: 'o', repo: 'r', issue_number: 1, body: 'x' },
};
const comments = {
  route: 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments',
  params: { owner: 'o', repo: 'r', issue_number: 1 },
} as const;
const secondary = {
  message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
};

const run = (clock: VirtualClock, call: GitHubCall, request: GitHubRequest, deadline?: number) =>
  call(request, budget(clock, deadline));

describe("the step's GitHub client", () => {
  it('sends the route Octokit builds: the method, the encoded path and the body', async () => {
    const { sent, clock, call } = scripted([{ status: 200, data: { id: 1 } }]);
    const odd = { ...update, params: { owner: 'a b', repo: 'r/../x', comment_id: 1, body: 'x' } } as GitHubRequest;
    expect(await run(clock, call, odd)).toEqual({ ok: true, status: 200, data: { id: 1 } });
    expect(sent).toEqual([
      { method: 'PATCH', url: `${API}/repos/a%20b/r%2F..%2Fx/issues/comments/1`, at: 0, body: { body: 'x' } },
    ]);
  });

  it('tries a 5xx and a broken connection again (plugin-retry)', async () => {
    const { sent, clock, call } = scripted([
      { status: 502 },
      new Error('socket hang up'),
      { status: 200, data: { id: 1 } },
    ]);
    expect(await run(clock, call, update)).toEqual({ ok: true, status: 200, data: { id: 1 } });
    expect(sent).toHaveLength(3);
  });

  it('stops after a bounded number of attempts', async () => {
    const { sent, clock, call } = scripted(Array.from({ length: 10 }, () => ({ status: 500 })));
    const result = await run(clock, call, update);
    expect(result).toMatchObject({ ok: false, status: 500 });
    expect(sent).toHaveLength(4);
  });

  it('sends a creation once after a 5xx or no answer: it may exist', async () => {
    for (const failure of [{ status: 502 }, new Error('socket hang up')]) {
      const { sent, clock, call } = scripted([failure, { status: 201 }]);
      expect((await run(clock, call, creation)).ok).toBe(false);
      expect(sent).toHaveLength(1);
    }
  });

  it('waits what a secondary rate limit asks, on the step clock, then sends again, a creation too', async () => {
    const { sent, clock, call } = scripted([
      { status: 403, headers: { 'retry-after': '5' }, data: secondary },
      { status: 201, data: { id: 7 } },
    ]);
    expect(await run(clock, call, creation)).toEqual({ ok: true, status: 201, data: { id: 7 } });
    expect(sent.map((request) => request.at)).toEqual([0, 5_000]);
  });

  it.each([
    [429, 'API rate limit exceeded'],
    [429, 'Too many requests'],
    [403, 'You have triggered an abuse detection mechanism'],
  ])(
    'waits what a %i (%s) asks and sends again, a creation too, though plugin-throttling takes it for no limit',
    async (status, message) => {
      const { sent, clock, call } = scripted([
        { status, headers: { 'retry-after': '1' }, data: { message } },
        { status: 201, data: { id: 7 } },
      ]);
      expect(await run(clock, call, creation)).toEqual({ ok: true, status: 201, data: { id: 7 } });
      expect(sent.map((request) => request.at)).toEqual([0, 1_000]);
    },
  );

  it('waits at least a minute on a secondary rate limit that names no time, as GitHub asks', async () => {
    const { sent, clock, call } = scripted([
      { status: 429, data: secondary },
      { status: 200, data: {} },
    ]);
    expect((await run(clock, call, update, 120_000)).ok).toBe(true);
    expect(sent.map((request) => request.at)).toEqual([0, 60_000]);
  });

  it('does not say GitHub asked for the minute it waits on a secondary limit that names no time', async () => {
    const { sent, clock, call } = scripted([{ status: 403, data: secondary }]);
    const result = await run(clock, call, update, 10_000);
    expect(sent).toHaveLength(1);
    expect(result.ok ? '' : fullText(result.cause)).toMatch(
      /GitHub named no wait, so the step waits a minute \(60s left\), longer than it has for it$/,
    );
  });

  it("reads a secondary limit's Retry-After as the step reads one, not as the plugin's Number(value) || 60", async () => {
    // 0: asked again after a second, not a minute.
    const zero = scripted([
      { status: 403, headers: { 'retry-after': '0' }, data: secondary },
      { status: 200, data: {} },
    ]);
    expect((await run(zero.clock, zero.call, update, 10_000)).ok).toBe(true);
    expect(zero.sent.map((request) => request.at)).toEqual([0, 1_000]);

    // An HTTP date 300 s after the answer's: 300 s, said so by the call and by the one it holds.
    const dated = scripted([
      {
        status: 403,
        headers: { date: 'Sun, 06 Dec 2026 00:00:00 GMT', 'retry-after': 'Sun, 06 Dec 2026 00:05:00 GMT' },
        data: secondary,
      },
    ]);
    const said = [
      await run(dated.clock, dated.call, update, 10_000),
      await run(dated.clock, dated.call, update, 10_000),
    ];
    expect(said.map((result) => (result.ok ? '' : fullText(result.cause)))).toEqual([
      expect.stringMatching(/GitHub asked to wait 300s, longer than the step has for it$/),
      'GitHub limited the rate and asked to wait 300s, longer than the step has for it',
    ]);

    // Unreadable (1e308): the step's minute, said as its own, and the step asks GitHub again after it.
    const junk = scripted([
      { status: 403, headers: { 'retry-after': '1e308' }, data: secondary },
      { status: 200, data: {} },
    ]);
    const first = await run(junk.clock, junk.call, update, 10_000);
    expect(first.ok ? '' : fullText(first.cause)).toMatch(
      /GitHub named no wait, so the step waits a minute \(60s left\)/,
    );
    await junk.clock.sleep(60_000);
    expect((await run(junk.clock, junk.call, update, 10_000)).ok).toBe(true);
  });

  it('does not wait past its deadline: the call ends at once, saying how long GitHub asked', async () => {
    const { sent, clock, call } = scripted([{ status: 403, headers: { 'retry-after': '60' }, data: secondary }]);
    const result = await run(clock, call, update, 10_000);
    expect(sent).toHaveLength(1);
    expect(clock.time).toBe(0);
    expect(result.ok ? '' : fullText(result.cause)).toMatch(
      /GitHub asked to wait 60s, longer than the step has for it$/,
    );
  });

  it("holds every later request of the step, whichever token sends it, until the limit's time", async () => {
    const { sent, clock, call, client } = scripted([
      { status: 403, headers: { 'retry-after': '60' }, data: secondary },
      { status: 200, data: {} },
    ]);
    await run(clock, call, update, 10_000);
    const other = client.caller('ghs_other', { name: 'github-token', needs: 'pull-requests: read' });
    const held = await run(clock, other, update, 10_000);
    expect(held.ok ? '' : fullText(held.cause)).toBe(
      'GitHub limited the rate and asked to wait 60s, longer than the step has for it',
    );
    expect(sent).toHaveLength(1);
    expect((await run(clock, other, update, 120_000)).ok).toBe(true);
    expect(sent.map((request) => request.at)).toEqual([0, 60_000]);
  });

  it('gives up at once on a refusal that will not change, naming the permission', async () => {
    const { sent, clock, call } = scripted([
      { status: 403, data: { message: 'Resource not accessible by integration' } },
    ]);
    const result = await run(clock, call, update);
    expect(sent).toHaveLength(1);
    expect(result.ok ? '' : fullText(result.cause)).toBe(
      'the report-token may not do this (HTTP 403: Resource not accessible by integration); it needs pull-requests: write',
    );
  });

  // Was broken (a helper): a 422's words came with GitHub's own line breaks and closing stop,
  // shown as "Validation Failed.\n\nbody is too long." in a sentence that then ended "..".
  it.each([
    ['Validation Failed.\n\nbody is too long.', 'Validation Failed. body is too long'],
    ['  Unprocessable \r\n Entity ...  ', 'Unprocessable Entity'],
    ['Not Found', 'Not Found'],
  ])("quotes GitHub's words %j on one line, without their closing stop", async (message, words) => {
    const { clock, call } = scripted([{ status: 422, data: { message } }]);
    const result = await run(clock, call, update);
    expect(result.ok ? '' : fullText(result.cause)).toBe(`GitHub answered HTTP 422: ${words}`);
  });

  it('quotes nothing of words that are only spaces and stops', async () => {
    const { clock, call } = scripted([{ status: 422, data: { message: ' .\n. ' } }]);
    const result = await run(clock, call, update);
    expect(result.ok ? '' : fullText(result.cause)).toBe('GitHub answered HTTP 422');
  });

  it("names a fork's read-only token as the likely cause only on a fork's own pull request run", async () => {
    const { clock, client } = scripted([{ status: 403, data: { message: 'Resource not accessible by integration' } }]);
    const forkRun = client.caller('ghs_token', { name: 'report-token', needs: 'pull-requests: write', forkRun: true });
    const result = await run(clock, forkRun, update);
    expect(result.ok ? '' : fullText(result.cause)).toBe(
      'the report-token may not do this (HTTP 403: Resource not accessible by integration); it needs pull-requests: write (this pull request comes from a fork, whose workflow GitHub gives a read-only token)',
    );
  });

  it.each([
    [
      401,
      { message: 'Bad credentials' },
      'GitHub did not accept the report-token (HTTP 401: Bad credentials): it is expired, revoked or not a token; no permission changes that, give the step a valid report-token',
    ],
    [404, { message: 'Not Found' }, 'GitHub answered 404 (not found, or the report-token cannot see it: Not Found)'],
    [422, { message: 'Validation Failed' }, 'GitHub answered HTTP 422: "Validation Failed"'],
    [302, {}, 'GitHub answered HTTP 302, which is not followed'],
  ] as const)('names HTTP %s in its own words, and sends it once', async (status, data, words) => {
    const { sent, clock, call } = scripted([{ status, data, headers: { location: 'https://elsewhere.test/' } }]);
    const result = await run(clock, call, update);
    expect(sent).toHaveLength(1);
    expect(result.ok ? '' : fullText(result.cause).replace(/"/g, '')).toBe(words.replace(/"/g, ''));
  });

  it('says the time ran out when the budget ends a request, and tries no more', async () => {
    const stop = new AbortController();
    const clock = new VirtualClock();
    let calls = 0;
    const fetch = async (): Promise<Response> => {
      calls++;
      stop.abort();
      throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    };
    const call = createGitHubClient({ clock, env: { GITHUB_API_URL: API }, fetch, retryBaseMs: 0, secrets: [] }).caller(
      't',
      {
        name: 'report-token',
        needs: '',
      },
    );
    const result = await call(update, budget(clock, 30_000, stop.signal));
    expect(calls).toBe(1);
    expect(result).toEqual({ ok: false, cause: 'the time for GitHub ran out' });
  });

  it('never sends the token to another host, even when a list says its next page is there', async () => {
    const { sent, clock, call } = scripted([
      { status: 200, data: [{ id: 1 }], headers: { link: '<https://evil.test/next?page=2>; rel="next"' } },
    ]);
    const listed = await listAll(call, comments, budget(clock));
    expect(sent.map((request) => new URL(request.url).host)).toEqual(['api.github.test']);
    expect(listed.ok ? '' : fullText(listed.cause)).toMatch(/refused to send the token to evil\.test/);
  });

  it('takes no redirect for an answer, not even for a list that looks empty', async () => {
    const { sent, clock, call } = scripted([{ status: 302, data: [], headers: { location: `${API}/elsewhere` } }]);
    const listed = await listAll(call, comments, budget(clock));
    expect(sent).toHaveLength(1);
    expect(listed).toMatchObject({ ok: false, status: 302 });
  });

  it('reads any 429 as a limit: later requests of the step wait what it asked, a minute when it names no time', async () => {
    const longer = (asked: string): string => `and asked to wait ${asked}, longer than the step has for it`;
    // A wait GitHub did not name is never said to be one it asked for.
    const minute = 'without naming a wait, so the step waits a minute (60s left), longer than it has for it';
    for (const [headers, asked] of [
      [{ 'retry-after': '30' }, longer('30s')],
      [{}, minute],
      // Retry-After is read as the service's is (src/common/retry-after.ts): digits, or an HTTP date.
      [{ 'retry-after': '1e308' }, minute],
      [{ 'retry-after': '99999999999' }, 'and asked to wait longer than any time-out'],
    ] as const) {
      const { sent, clock, call } = scripted([{ status: 429, headers, data: { message: 'Too many requests' } }]);
      const first = await run(clock, call, update, 10_000);
      if (asked === minute)
        expect(first.ok ? '' : fullText(first.cause)).toMatch(
          /GitHub named no wait, so the step waits a minute \(60s left\)/,
        );
      expect(first.ok).toBe(false);
      const held = await run(clock, call, update, 10_000);
      expect(held.ok ? '' : fullText(held.cause)).toBe(`GitHub limited the rate ${asked}`);
      expect(sent).toHaveLength(1);
    }
  });
});

describe('lists', () => {
  it('reads every page, 100 at a time, and asks for each with the same rules', async () => {
    const page = (from: number, next?: number): Answer => ({
      status: 200,
      data: Array.from({ length: next ? 100 : 3 }, (_, i) => ({ id: from + i })),
      headers: next ? { link: `<${API}/repositories/1/issues/1/comments?per_page=100&page=${next}>; rel="next"` } : {},
    });
    const { sent, clock, call } = scripted([page(0, 2), page(100)]);
    const listed = await listAll(call, comments, budget(clock));
    expect(listed.ok && listed.items.length).toBe(103);
    expect(sent.map((request) => request.url)).toEqual([
      `${API}/repos/o/r/issues/1/comments?per_page=100`,
      `${API}/repositories/1/issues/1/comments?per_page=100&page=2`,
    ]);
  });

  it.each([
    [
      'an HTML page from a proxy',
      { status: 200, raw: '<html>Proxy error</html>', headers: { 'content-type': 'text/html' } },
    ],
    ['an object', { status: 200, data: { message: 'not a list' } }],
    ['an empty body', { status: 200, raw: '' }],
    ['null', { status: 200, data: null }],
  ] as const)('reads %s as a page it could not read, never as nothing there', async (_, answer) => {
    const { clock, call } = scripted([answer as Answer]);
    const listed = await listAll(call, comments, budget(clock));
    expect(listed.ok ? '' : fullText(listed.cause)).toBe('GitHub answered with something that is not a list');
  });

  it('reads a list wrapped in an object under its key, and refuses one without it', async () => {
    const checks = {
      route: 'GET /repos/{owner}/{repo}/commits/{ref}/check-runs',
      params: { owner: 'o', repo: 'r', ref: 'a'.repeat(40) },
    } as const;
    const { clock, call } = scripted([
      { status: 200, data: { total_count: 1, check_runs: [{ id: 4 }] } },
      { status: 200, data: { total_count: 1 } },
    ]);
    expect(await listAll(call, checks, budget(clock), 'check_runs')).toEqual({ ok: true, items: [{ id: 4 }] });
    expect((await listAll(call, checks, budget(clock), 'check_runs')).ok).toBe(false);
  });

  it(`stops at ${MAX_PAGES} pages and says the list was not read to its end`, async () => {
    const full = (n: number): Answer => ({
      status: 200,
      data: Array.from({ length: 100 }, (_, i) => ({ id: n * 100 + i })),
      headers: { link: `<${API}/repositories/1/issues/1/comments?per_page=100&page=${n + 2}>; rel="next"` },
    });
    const { sent, clock, call } = scripted(Array.from({ length: MAX_PAGES + 5 }, (_, n) => full(n)));
    const listed = await listAll(call, comments, budget(clock));
    expect(sent).toHaveLength(MAX_PAGES);
    expect(listed.ok ? '' : fullText(listed.cause)).toBe(
      `the list is longer than ${MAX_PAGES * 100} items, so not all of it was read`,
    );
  });
});

describe("the step's end", () => {
  it('ends a GitHub call in flight whose budget was fixed before the cancel, and refuses the next at once', async () => {
    const end = new AbortController();
    const clock = new VirtualClock();
    let started = 0;
    // GitHub hanging: an answer that never comes, whatever the signal says.
    const fetch = (): Promise<Response> => {
      started++;
      return new Promise(() => undefined);
    };
    const call = createGitHubClient({
      clock,
      env: { GITHUB_API_URL: API },
      fetch,
      end: end.signal,
      secrets: [],
    }).caller('t', {
      name: 'report-token',
      needs: '',
    });
    // A 30 s budget taken before the cancel, as the last writes' was.
    const inFlight = call(update, budget(clock, 30_000));
    while (started === 0) await new Promise((resolve) => setImmediate(resolve));
    end.abort();
    expect(await inFlight).toMatchObject({ ok: false, cause: 'the time for GitHub ran out' });
    expect(await call(update, budget(clock, 30_000))).toMatchObject({ ok: false });
    expect(started).toBe(1);
  });

  it("says a call the run's cancel cut short was cancelled, not that the time for GitHub ran out", async () => {
    const cancelled = new AbortController();
    const clock = new VirtualClock();
    let started = 0;
    const fetch = (): Promise<Response> => {
      started++;
      return new Promise(() => undefined);
    };
    const client = createGitHubClient({
      clock,
      env: { GITHUB_API_URL: API },
      fetch,
      cancelled: cancelled.signal,
      secrets: [],
    });
    const call = client.caller('t', { name: 'report-token', needs: '' });
    const timedOut = call(update, budget(clock, 1_000));
    while (started === 0) await new Promise((resolve) => setImmediate(resolve));
    await clock.sleep(3_000);
    // Before any cancel, a budget spent is the time running out.
    expect(await timedOut).toMatchObject({ ok: false, cause: 'the time for GitHub ran out' });

    const inFlight = call(update, budget(clock, 30_000, cancelled.signal));
    while (started === 1) await new Promise((resolve) => setImmediate(resolve));
    cancelled.abort();
    expect(await inFlight).toMatchObject({ ok: false, cause: 'the run was cancelled before GitHub answered' });
  });
});

describe("GitHub's spacing of writes", () => {
  /**
   * Two comment updates in a row, through a client on `env` given `switches` (by default, those the
   * step's deps read from `env`); the real time between their sends, or (`fromCall`) from the first
   * one's call to the second one's send. The spacing counts from when the first write set off, which
   * is no later than its call: measured from its send, a loaded machine's time before the send would
   * count against the spacing.
   */
  async function gapBetweenWrites(
    env: NodeJS.ProcessEnv,
    fromCall = false,
    switches: GitHubPacing = pacingOf(env),
  ): Promise<number> {
    const sentAt: number[] = [];
    const fetch = async (): Promise<Response> => {
      sentAt.push(performance.now());
      return new Response(JSON.stringify({ id: 1 }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const clock = new VirtualClock();
    const call = createGitHubClient({ clock, env, fetch, retryBaseMs: 0, secrets: [], ...switches }).caller(
      'ghs_token',
      { name: 'report-token', needs: 'pull-requests: write' },
    );
    const calledAt = performance.now();
    expect(await run(clock, call, update)).toMatchObject({ ok: true });
    expect(await run(clock, call, update)).toMatchObject({ ok: true });
    expect(sentAt).toHaveLength(2);
    return (sentAt[1] ?? 0) - (fromCall ? calledAt : (sentAt[0] ?? 0));
  }

  it('waits a second between writes when GitHub is not on a loopback address', async () => {
    expect(await gapBetweenWrites({ GITHUB_API_URL: API }, true)).toBeGreaterThanOrEqual(900);
  });

  it('writes at once to a GitHub on a loopback address (the simulated one)', async () => {
    expect(await gapBetweenWrites({ GITHUB_API_URL: 'http://127.0.0.1:9' })).toBeLessThan(500);
  });

  it('spaces the writes of a client given no pacing, on a loopback address too', async () => {
    expect(await gapBetweenWrites({ GITHUB_API_URL: 'http://127.0.0.1:9' }, true, {})).toBeGreaterThanOrEqual(900);
  });

  it.each([
    ['127.0.0.1', 'http://127.0.0.1:9', true],
    ['another address of 127.0.0.0/8', 'http://127.8.9.10', true],
    ['::1', 'http://[::1]:9/api/v3', true],
    ['localhost, a name', 'http://localhost:9', false],
    ['a name that starts like a loopback address', 'https://127.0.0.1.example.com', false],
    ['GitHub', 'https://api.github.com', false],
    ['a GitHub Enterprise Server', 'https://ghe.example.com/api/v3', false],
    ['no GITHUB_API_URL (GitHub.com)', undefined, false],
    ['a GITHUB_API_URL that is no address', 'not a url', false],
  ])('is off only for a GitHub on a loopback address: %s', (_, url, local) => {
    const env = url === undefined ? {} : { GITHUB_API_URL: url };
    expect(pacingOf(env).writeSpacing === false).toBe(local);
    expect(pacingOf(env).quickRetries === true).toBe(local);
  });

  it('is not told by any variable of the environment but the API address', () => {
    const env = { GITHUB_API_URL: API, WAIT_FOR_AGENT_JOB_SIMULATED_GITHUB: '1', INPUT_SIMULATED: '1' };
    expect(pacingOf(env)).toEqual({});
  });
});

describe("plugin-retry's pauses between tries", () => {
  /**
   * An update GitHub answers 502 and then 200, through a client on `env` given `switches` (by
   * default, those the step's deps read from `env`); the real time between the two tries.
   */
  async function pauseBeforeRetry(env: NodeJS.ProcessEnv, switches: GitHubPacing = pacingOf(env)): Promise<number> {
    const sentAt: number[] = [];
    const fetch = async (): Promise<Response> => {
      sentAt.push(performance.now());
      const status = sentAt.length === 1 ? 502 : 200;
      return new Response(JSON.stringify({ id: 1 }), { status, headers: { 'content-type': 'application/json' } });
    };
    const clock = new VirtualClock();
    const call = createGitHubClient({ clock, env, fetch, secrets: [], ...switches, writeSpacing: false }).caller(
      'ghs_token',
      { name: 'report-token', needs: 'pull-requests: write' },
    );
    expect(await run(clock, call, update)).toMatchObject({ ok: true });
    expect(sentAt).toHaveLength(2);
    return (sentAt[1] ?? 0) - (sentAt[0] ?? 0);
  }

  it('pause half a second before the second try when GitHub is not on a loopback address', async () => {
    expect(await pauseBeforeRetry({ GITHUB_API_URL: API })).toBeGreaterThanOrEqual(450);
  });

  it('are a few milliseconds against a GitHub on a loopback address (the simulated one)', async () => {
    expect(await pauseBeforeRetry({ GITHUB_API_URL: 'http://127.0.0.1:9' })).toBeLessThan(400);
  });

  it('are half a second for a client given no pacing, on a loopback address too', async () => {
    expect(await pauseBeforeRetry({ GITHUB_API_URL: 'http://127.0.0.1:9' }, {})).toBeGreaterThanOrEqual(450);
  });
});
