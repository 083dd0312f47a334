/**
 * One surface on its host (the comment or the check run) against a scripted find and writes: when
 * it creates, updates, looks again, stops, and what it says.
 */
import { describe, expect, it } from '@jest/globals';
import type { Answer, Budget, Written } from '../../src/pull-request/host.ts';
import {
  createSurface,
  CREATION_ROUNDS,
  FIRST_SURFACE_STATE,
  nextSurfaceState,
  type Found,
  type SurfaceEvent,
  type SurfaceState,
} from '../../src/pull-request/surface.ts';
import { createLog, type ActionIO } from '../../src/output/log.ts';
import { stillClock } from '../helpers/still-clock.ts';
import { FakeIO } from '../helpers/fake-io.ts';

const RECORD = { run: '1', attempt: 1, kind: 'wait' as const, jobs: [] };
/** The writes of the surface under test: each is named by its label, such as `POST /create`, and answered in turn. */
let script: { sent: string[]; answers: Array<Answer<Written>> } = { sent: [], answers: [] };
const labelled = async (label: string): Promise<Answer<Written>> => {
  script.sent.push(label);
  return script.answers.shift() ?? done();
};
const REQUESTS = { create: () => labelled('POST /create'), update: (id: number) => labelled(`PATCH /update/${id}`) };
const SHORTER = {
  create: () => labelled('POST /create-short'),
  update: (id: number) => labelled(`PATCH /update-short/${id}`),
};
const budget = (): Budget => ({ signal: new AbortController().signal, deadline: Infinity });

const link = (id: number): string => `https://github.com/acme/product/pull/5#issuecomment-${id}`;
const done = (id = 7): Answer<Written> => ({ ok: true, value: { id, url: link(id) } });
const refused = (status?: number, cause = 'refused'): Answer<Written> => ({
  ok: false,
  ...(status === undefined ? {} : { status }),
  cause,
});

const rateLimited = (status: number): Answer<Written> => ({
  ok: false,
  status,
  cause: 'GitHub kept limiting the rate',
  rateLimited: true,
});

function surface(finds: Found[], answers: Array<Answer<Written>>, warnOnFailure = false) {
  const said: string[] = [];
  const sent: string[] = [];
  script = { sent, answers };
  let looks = 0;
  const io = {
    info: (m: string) => said.push(`info: ${m}`),
    warning: (m: string) => said.push(`warning: ${m}`),
    setSecret: () => undefined,
    isDebug: () => false,
  } as unknown as ActionIO;
  const thing = createSurface({
    name: 'the thing',
    warnOnFailure,
    clock: stillClock(),
    log: createLog(io),
    find: async () => {
      looks++;
      return finds.shift() ?? { ok: true };
    },
  });
  return { thing, said, sent, looks: () => looks };
}

describe('a surface on its host', () => {
  it('pauses as its host paces it after an answered 5xx, and the full pause after no answer (the host may still act)', async () => {
    const slept: number[] = [];
    const clock = { ...stillClock(), sleep: async (ms: number) => void slept.push(ms) };
    const paced = (answers: Array<Answer<Written>>) => {
      script = { sent: [], answers };
      const thing = createSurface({
        ...{ name: 'the thing', warnOnFailure: false, clock, log: createLog(new FakeIO({})) },
        pause: (ms) => ms / 1_000,
        find: async () => ({ ok: true }),
      });
      return thing.write(budget(), REQUESTS);
    };
    // Each creation again follows two looks that found none, the second a paced second after the first.
    await paced([refused(502), refused(502), done()]);
    expect(slept.splice(0)).toEqual([1, 1, 2, 1]);
    await paced([refused(), refused(), done()]);
    expect(slept.splice(0)).toEqual([1_000, 1, 2_000, 1]);
  });

  it('creates once, then updates what it created, looking only once', async () => {
    const s = surface([{ ok: true }], [done(7), done(7)]);
    await s.thing.write(budget(), REQUESTS);
    await s.thing.write(budget(), REQUESTS);
    expect(s.sent).toEqual(['POST /create', 'PATCH /update/7']);
    expect(s.looks()).toBe(1);
    expect(s.thing.url).toBe(link(7));
  });

  it('updates the one an earlier run left', async () => {
    const s = surface([{ ok: true, match: { id: 3, url: 'u3', records: [RECORD] } }], [done(3)]);
    await s.thing.write(budget(), REQUESTS);
    expect(s.sent).toEqual(['PATCH /update/3']);
    expect(s.thing.url).toBe(link(3));
  });

  it('creates nothing while it cannot look, says so once, and looks again next time', async () => {
    const s = surface([refused(500, 'GitHub answered HTTP 500'), refused(502), { ok: true }], []);
    await s.thing.write(budget(), REQUESTS);
    await s.thing.write(budget(), REQUESTS);
    expect(s.sent).toEqual([]);
    await s.thing.write(budget(), REQUESTS);
    expect(s.sent).toEqual(['POST /create']);
    expect(s.said).toEqual([
      'info: Could not read the thing: GitHub answered HTTP 500. The step goes on; its outputs and job summary say how it ends.',
    ]);
  });

  it.each([401, 403, 404, 422])(
    'stops for good after a %s, with one warning when asked for by name',
    async (status) => {
      const s = surface([{ ok: true }], [refused(status)], true);
      await s.thing.write(budget(), REQUESTS);
      await s.thing.write(budget(), REQUESTS);
      expect(s.sent).toEqual(['POST /create']);
      expect(s.said).toEqual([expect.stringMatching(/^warning: Could not create the thing: refused\./)]);
    },
  );

  it('asks an update answered 404 again, and says it gone only when GitHub still answers 404', async () => {
    const lagging = surface([{ ok: true, match: { id: 3, url: 'u3', records: [RECORD] } }], [refused(404), done(3)]);
    expect(await lagging.thing.write(budget(), REQUESTS)).toBe(true);
    expect(lagging.sent).toEqual(['PATCH /update/3', 'PATCH /update/3']);
    expect(lagging.said).toEqual([]);
    const gone = surface(
      [{ ok: true, match: { id: 3, url: 'u3', records: [RECORD] } }],
      [refused(404), refused(404), refused(404), refused(404)],
      true,
    );
    expect(await gone.thing.write(budget(), REQUESTS)).toBe(false);
    expect(gone.sent).toHaveLength(CREATION_ROUNDS);
    expect(gone.said).toEqual([expect.stringMatching(/^warning: Could not update the thing: .*it was deleted/)]);
    // Gone: nothing more is written to it.
    await gone.thing.write(budget(), REQUESTS);
    expect(gone.sent).toHaveLength(CREATION_ROUNDS);
  });

  it('keeps trying after a rate limit or a 5xx on an update', async () => {
    const s = surface(
      [{ ok: true, match: { id: 3, url: 'u3', records: [RECORD] } }],
      [rateLimited(403), refused(500), done(3)],
    );
    await s.thing.write(budget(), REQUESTS);
    await s.thing.write(budget(), REQUESTS);
    await s.thing.write(budget(), REQUESTS);
    expect(s.sent).toEqual(['PATCH /update/3', 'PATCH /update/3', 'PATCH /update/3']);
    expect(s.said).toHaveLength(1);
  });

  it('after a creation with no answer or a 5xx, looks again, and creates once more only if it finds none', async () => {
    const found = surface(
      [{ ok: true }, { ok: true, match: { id: 9, url: 'u9', records: [RECORD] } }],
      [refused(), done(9)],
    );
    await found.thing.write(budget(), REQUESTS);
    expect(found.sent).toEqual(['POST /create', 'PATCH /update/9']);
    const none = surface([{ ok: true }, { ok: true }], [refused(502), done(4)]);
    await none.thing.write(budget(), REQUESTS);
    expect(none.sent).toEqual(['POST /create', 'POST /create']);
    expect(none.said).toEqual([]);
  });

  it('tries a creation with unknown outcomes four times within the budget, looking before each, saying so once', async () => {
    const s = surface(
      [],
      Array.from({ length: 5 }, () => refused(500, 'GitHub answered HTTP 500')),
    );
    await s.thing.write(budget(), REQUESTS);
    expect(s.sent).toEqual(['POST /create', 'POST /create', 'POST /create', 'POST /create']);
    // One look before the first, two (the second anew) before each of the three after a creation with no answer.
    expect(s.looks()).toBe(7);
    expect(s.said).toEqual([expect.stringMatching(/^info: Could not create the thing: GitHub answered HTTP 500\./)]);
  });

  it('makes no second creation when the wait before it would pass the budget', async () => {
    const s = surface([], [refused(502, 'GitHub answered HTTP 502'), done()]);
    await s.thing.write({ signal: new AbortController().signal, deadline: 500 }, REQUESTS);
    expect(s.sent).toEqual(['POST /create']);
    expect(s.said).toEqual([expect.stringMatching(/^info: Could not create the thing: GitHub answered HTTP 502\./)]);
  });

  it('says nothing of a write the ending superseded, and looks again before the next creation', async () => {
    const superseded = new AbortController();
    superseded.abort();
    const cut = { ...budget(), superseded: superseded.signal };
    const s = surface(
      [refused(undefined, 'the time for GitHub ran out'), { ok: true }, { ok: true }],
      [refused(), done()],
    );
    await s.thing.write(cut, REQUESTS);
    expect(s.sent).toEqual([]);
    await s.thing.write(cut, REQUESTS);
    expect(s.sent).toEqual(['POST /create']);
    await s.thing.write(budget(), REQUESTS);
    // The last creation had no answer: two looks find none before the next.
    expect(s.looks()).toBe(4);
    expect(s.sent).toEqual(['POST /create', 'POST /create']);
    expect(s.said).toEqual([]);
  });

  it('does not try a creation again once its budget is spent', async () => {
    const spent = new AbortController();
    spent.abort();
    const s = surface([], [refused()]);
    await s.thing.write({ signal: spent.signal, deadline: 0 }, REQUESTS);
    expect(s.sent).toEqual(['POST /create']);
    expect(s.said).toHaveLength(1);
  });
});

describe('a write GitHub refuses for its size', () => {
  const tooLong: Answer<Written> = { ok: false, status: 422, cause: 'GitHub answered HTTP 422: "Validation Failed"' };

  it('is sent once more, shorter, and the shorter one is what stands', async () => {
    const s = surface([{ ok: true }], [tooLong, done(7)]);
    await s.thing.write(budget(), REQUESTS, SHORTER);
    expect(s.sent).toEqual(['POST /create', 'POST /create-short']);
    expect(s.thing.url).toBe(link(7));
    expect(s.said).toEqual([]);
    const update = surface([{ ok: true, match: { id: 3, url: 'u3', records: [RECORD] } }], [tooLong, done(3)]);
    await update.thing.write(budget(), REQUESTS, SHORTER);
    expect(update.sent).toEqual(['PATCH /update/3', 'PATCH /update-short/3']);
  });

  it('is said once when the shorter one is refused too, and nothing more is written', async () => {
    const s = surface([{ ok: true }], [tooLong, tooLong]);
    await s.thing.write(budget(), REQUESTS, SHORTER);
    await s.thing.write(budget(), REQUESTS, SHORTER);
    expect(s.sent).toEqual(['POST /create', 'POST /create-short']);
    expect(s.said).toHaveLength(1);
  });

  it('without a shorter one, a 422 stops the writes as before', async () => {
    const s = surface([{ ok: true }], [tooLong]);
    await s.thing.write(budget(), REQUESTS);
    expect(s.sent).toEqual(['POST /create']);
  });
});

describe('what the step knows of its surface: one value, changed by one function', () => {
  const run = (events: SurfaceEvent[], from: SurfaceState = FIRST_SURFACE_STATE): SurfaceState =>
    events.reduce(nextSurfaceState, from);
  const match = { id: 4, url: 'u4', records: [RECORD] };

  it.each<[string, SurfaceEvent[], SurfaceState['onHost']]>([
    ['nothing is known before a look answers', [], { kind: 'unknown' }],
    ['a failed look proves nothing', [{ kind: 'look-answered', found: refused(500) as Found }], { kind: 'unknown' }],
    ['a look that finds none: absent', [{ kind: 'look-answered', found: { ok: true } }], { kind: 'absent' }],
    [
      'a look that finds one: it exists',
      [{ kind: 'look-answered', found: { ok: true, match } }],
      { kind: 'exists', id: 4, url: 'u4' },
    ],
    [
      'a creation with no answer: maybe created',
      [{ kind: 'look-answered', found: { ok: true } }, { kind: 'creation-unknown' }],
      { kind: 'maybe-created' },
    ],
    [
      'a creation answered with its id: it exists',
      [
        { kind: 'look-answered', found: { ok: true } },
        { kind: 'written', id: 9, url: 'u9' },
      ],
      { kind: 'exists', id: 9, url: 'u9' },
    ],
    [
      'a creation answered without an id it can read may have made one: look before creating again',
      [{ kind: 'look-answered', found: { ok: true } }, { kind: 'written' }],
      { kind: 'maybe-created' },
    ],
    [
      'an update keeps the id and takes a new link',
      [
        { kind: 'look-answered', found: { ok: true, match } },
        { kind: 'written', url: 'v4' },
      ],
      { kind: 'exists', id: 4, url: 'v4' },
    ],
    [
      'refused for good keeps the link and ignores all that comes after',
      [
        { kind: 'look-answered', found: { ok: true, match } },
        { kind: 'refused-for-good' },
        { kind: 'written', id: 5 },
        { kind: 'creation-unknown' },
      ],
      { kind: 'off', url: 'u4' },
    ],
    [
      'a later look that finds none does not forget one that exists',
      [
        { kind: 'look-answered', found: { ok: true, match } },
        { kind: 'look-answered', found: { ok: true } },
      ],
      { kind: 'exists', id: 4, url: 'u4' },
    ],
  ])('%s', (_, events, onHost) => {
    expect(run(events).onHost).toEqual(onHost);
  });

  it('keeps the look made until a write drops a failed one, and says a failure once', () => {
    const look = Promise.resolve<Found>({ ok: true });
    const looked = run([{ kind: 'look-started', look }, { kind: 'told' }]);
    expect(looked.look).toBe(look);
    expect(looked.told).toBe(true);
    expect(run([{ kind: 'look-dropped' }], looked).look).toBeUndefined();
  });
});
