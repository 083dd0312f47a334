/**
 * GitLab's wire keeps the rules GitHub's does: the token only to CI_API_V4_URL's API, every
 * address built from checked values, a 429 waited out as GitLab asks (a minute when it does not
 * say), a creation never sent twice blindly, a redirect never followed, a list proven page by page.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { Clock, WallTime } from '../src/common/clock.ts';
import { budgetFor } from '../src/common/budget.ts';
import {
  createGitLabWire,
  MAX_PAGES,
  RATE_LIMIT_WAIT_MS,
  readApiUrl,
  route,
  type GitLabWire,
} from '../src/gitlab/wire.ts';
import { fullText } from '../src/output/text.ts';
import { unanswered } from '../src/pull-request/host.ts';
import type { HttpResponse, HttpSend, RequestOptions } from '../src/service/transport.ts';

/** A clock whose sleeps pass at once and move it on by what they asked: the waits are read, not waited. */
function jumpingClock(): Clock & { slept: number[] } {
  let now = 0;
  const slept: number[] = [];
  return {
    slept,
    now: () => now,
    date: () => (Date.parse('2026-12-01T09:00:00Z') + now) as WallTime,
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
    timeout: () => new AbortController().signal,
  };
}

type Answer = Partial<HttpResponse> & { status: number };

function scripted(answers: Answer[]): { send: HttpSend; sent: Array<{ url: URL; options: RequestOptions }> } {
  const sent: Array<{ url: URL; options: RequestOptions }> = [];
  return {
    sent,
    send: async (url, options) => {
      sent.push({ url, options });
      const answer = answers.shift() ?? { status: 200, body: '{}' };
      return { headers: {}, body: '{}', ...answer };
    },
  };
}

const API = 'https://gitlab.example.com/api/v4';

function wireOn(answers: Answer[]): {
  wire: GitLabWire;
  clock: ReturnType<typeof jumpingClock>;
  sent: ReturnType<typeof scripted>['sent'];
} {
  const api = readApiUrl(API);
  if (!(api instanceof URL)) throw new Error('refused');
  const clock = jumpingClock();
  const { send, sent } = scripted(answers);
  return { wire: createGitLabWire({ api, token: 'glpat-secret-token', send, clock, secrets: [] }), clock, sent };
}

const budget = (clock: Clock, ms = 120_000) => budgetFor(clock, ms);
const note = { path: route`/projects/${1}/merge_requests/${2}/notes`, needs: 'the Developer role' };

describe("GitLab's wire", () => {
  it('waits what Retry-After asks on a 429, then asks again', async () => {
    const { wire, clock, sent } = wireOn([
      { status: 429, headers: { 'retry-after': '5' } },
      { status: 200, body: '[]' },
    ]);
    const read = await wire.request(note, budget(clock));
    expect(read.ok).toBe(true);
    expect(clock.slept).toEqual([5_000]);
    expect(sent).toHaveLength(2);
  });

  it('waits a second at least on a 429 that asks for none (Retry-After: 0), never asking again at once', async () => {
    const { wire, clock } = wireOn([
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 200, body: '[]' },
    ]);
    expect((await wire.request(note, budget(clock))).ok).toBe(true);
    expect(clock.slept).toEqual([1_000]);
  });

  it('waits a minute on a 429 that says nothing, as GitLab.com sometimes sends', async () => {
    const { wire, clock } = wireOn([{ status: 429 }, { status: 200, body: '[]' }]);
    expect((await wire.request(note, budget(clock))).ok).toBe(true);
    expect(clock.slept).toEqual([RATE_LIMIT_WAIT_MS]);
  });

  it('says the rate was limited, and for how long, when the wait is longer than the budget', async () => {
    const { wire, clock, sent } = wireOn([{ status: 429, headers: { 'retry-after': '600' } }]);
    const read = await wire.request(note, budget(clock, 30_000));
    expect(read).toEqual(expect.objectContaining({ ok: false, status: 429, rateLimited: true }));
    expect(!read.ok && fullText(read.cause)).toMatch(/GitLab kept limiting the rate .* asked to wait 600s/);
    expect(sent).toHaveLength(1);
  });

  it('asks a read again after a 5xx, but never sends a creation again blindly', async () => {
    const read = wireOn([{ status: 502 }, { status: 503 }, { status: 200, body: '[]' }]);
    expect((await read.wire.request(note, budget(read.clock))).ok).toBe(true);
    expect(read.sent).toHaveLength(3);
    const create = wireOn([{ status: 502 }, { status: 201, body: '{}' }]);
    const made = await create.wire.request({ ...note, method: 'POST', body: { body: 'hi' } }, budget(create.clock));
    expect(made).toEqual(expect.objectContaining({ ok: false, status: 502 }));
    expect(create.sent).toHaveLength(1);
  });

  // Was broken (the regression hunter, beside b4c7342's GitHub fix): GitLab's words came with their
  // own line breaks (shown as "\n\n") and closing stop, in a sentence that then ended "..".
  it("quotes GitLab's words on one line, without their closing stop", async () => {
    const { wire, clock } = wireOn([
      { status: 422, body: JSON.stringify({ message: 'Note is invalid.\n\nIt is too long.' }) },
    ]);
    const made = await wire.request({ ...note, method: 'POST', body: { body: 'hi' } }, budget(clock));
    expect(!made.ok && fullText(made.cause)).toContain(': Note is invalid. It is too long');
    expect(!made.ok && fullText(made.cause)).not.toMatch(/\n|too long\./);
  });

  it("says a 2xx cut short was cut short, and a page instead of JSON is no API's answer", async () => {
    const cut = wireOn([{ status: 201, body: '{"id":10' }]);
    const made = await cut.wire.request({ ...note, method: 'POST', body: { body: 'hi' } }, budget(cut.clock));
    expect(!made.ok && fullText(made.cause)).toBe(
      "GitLab's answer (HTTP 201) could not be read: it was cut short on the way",
    );
    expect(!made.ok && unanswered(made)).toBe(true);
    const page = wireOn([{ status: 200, body: '<!DOCTYPE html><html>Sign in</html>' }]);
    const read = await page.wire.request(note, budget(page.clock));
    expect(!read.ok && fullText(read.cause)).toMatch(/not JSON .*CI_API_V4_URL should be the API's own address/);
  });

  it('never follows a redirect, and says where the address should point', async () => {
    const { wire, clock, sent } = wireOn([{ status: 302, headers: { location: 'https://elsewhere.example/' } }]);
    const read = await wire.request(note, budget(clock));
    expect(!read.ok && fullText(read.cause)).toMatch(/redirect .* never followed: CI_API_V4_URL/);
    expect(sent).toHaveLength(1);
  });

  it('sends the token only to the API, whatever the numbers in a path and the text in a query', () => {
    const api = new URL(API);
    fc.assert(
      fc.property(fc.double(), fc.integer(), fc.string(), (project, note_, text) => {
        const { wire, sent } = wireOn([{ status: 200, body: '{}' }]);
        const path = route`/projects/${project}/notes/${note_}`;
        void wire.request({ path, query: { username: text }, needs: '' }, budget(jumpingClock()));
        const url = sent[0]?.url;
        return (
          url !== undefined &&
          url.origin === api.origin &&
          url.pathname.startsWith('/api/v4/projects/') &&
          url.pathname.split('/').length === 7 &&
          url.searchParams.get('username') === text
        );
      }),
    );
  });

  it('refuses a list whose page is not a list, and one longer than it reads', async () => {
    const notList = wireOn([{ status: 200, body: '{"message":"hi"}' }]);
    const read = await notList.wire.list(note, budget(notList.clock));
    expect(!read.ok && fullText(read.cause)).toMatch(/not a list/);
    const endless = wireOn(
      Array.from({ length: MAX_PAGES }, (_, page) => ({
        status: 200,
        body: '[1]',
        headers: { 'x-next-page': String(page + 2) },
      })),
    );
    const long = await endless.wire.list(note, budget(endless.clock));
    expect(!long.ok && fullText(long.cause)).toMatch(/longer than 10000 items/);
  });

  // Was broken (a helper): with X-Next-Page dropped (a proxy), a `/docs` note past the first page was never read.
  it('reads on past a full page that names no next one, until a page ends the list', async () => {
    const full = JSON.stringify(Array.from({ length: 100 }, (_, i) => i));
    const pages = wireOn([
      { status: 200, body: full, headers: { 'x-next-page': '' } },
      { status: 200, body: full },
      { status: 200, body: '[100]', headers: { 'x-next-page': '' } },
    ]);
    const read = await pages.wire.list(note, budget(pages.clock));
    expect(read.ok && read.items).toHaveLength(201);
    const exact = wireOn([
      { status: 200, body: full, headers: { 'x-next-page': '' } },
      { status: 200, body: '[]', headers: { 'x-next-page': '' } },
    ]);
    const ended = await exact.wire.list(note, budget(exact.clock));
    expect(ended.ok && ended.items).toHaveLength(100);
    expect(exact.sent.map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('takes only an https API address, with no credentials, and never shows a password', () => {
    expect(readApiUrl('https://gitlab.example.com/api/v4/')).toEqual(new URL(API));
    expect(readApiUrl('http://127.0.0.1:8080/api/v4')).toBeInstanceOf(URL);
    const refused = [
      undefined,
      'http://gitlab.example.com/api/v4',
      'https://user:hunter2secret@gitlab.example.com/api/v4',
      'https://gitlab.example.com/api/v4?x=1',
      'not an address with hunter2secret@',
    ].map(readApiUrl);
    for (const answer of refused) {
      expect(answer).not.toBeInstanceOf(URL);
      const words = fullText((answer as { error: Parameters<typeof fullText>[0] }).error);
      expect(words).toContain('CI_API_V4_URL');
      expect(words).not.toContain('hunter2');
    }
  });
});
