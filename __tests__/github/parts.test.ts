/**
 * The parts the comment and the check run are made of, each alone: what the runner's trigger
 * gives, which surfaces a step keeps and what it says when it cannot, and how this step's comment
 * and check run are found among others.
 */
import { describe, expect, it } from '@jest/globals';
import { findCheckRun } from '../../src/pull-request/check-run.ts';
import { eventFile, eventFileOf } from '../../sim/pull-request.ts';
import { findComment, findStartedJob, isAccount, writtenByAction } from '../../src/pull-request/comment.ts';
import { UNREADABLE_ITEM, type Budget, type Trigger } from '../../src/pull-request/host.ts';
import { readIdentity } from '../../src/github/identity.ts';
import { authorOf, createGitHubHost, identityOnce } from '../../src/github/host.ts';
import { accountOf } from '../../src/github/values.ts';
import { wireOf } from '../helpers/scripted-fetch.ts';
import { MAX_PAGES, type GitHubRequest, type GitHubResult } from '../../src/github/client.ts';
import type { Visibility } from '../../src/inputs/inputs.ts';
import { commentMarker, encodeRecord, stepKey, type StepRecord } from '../../src/pull-request/record.ts';
import { planSurfaces } from '../../src/pull-request/plan.ts';
import { createLog, type ActionIO } from '../../src/output/log.ts';
import { readTrigger } from '../../src/github/trigger.ts';
import { pullRequestTrigger, STEP } from '../helpers/pull-request-run.ts';

const KEY = 'mint_parts0123456789';
const TRIGGER = pullRequestTrigger({ attempt: 2 });
const RECORD: StepRecord = { run: '77', attempt: 1, kind: 'prompt', sent: 'd', jobs: ['job-1'] };
/** A record as read back: it names the step that wrote it. */
const OWN: StepRecord = { ...RECORD, step: stepKey(STEP) };
const BUDGET: Budget = { signal: new AbortController().signal, deadline: Infinity };

function logged(): { log: ReturnType<typeof createLog>; lines: string[] } {
  const lines: string[] = [];
  const io = {
    setSecret: () => undefined,
    isDebug: () => true,
    info: (m: string) => lines.push(`info: ${m}`),
    debug: (m: string) => lines.push(`debug: ${m}`),
    warning: (m: string) => lines.push(`warning: ${m}`),
  } as unknown as ActionIO;
  return { log: createLog(io), lines };
}

/** A GitHub that answers each request with the next of `answers`, recording the paths. */
function github(answers: GitHubResult[]): {
  call: (request: GitHubRequest, budget: Budget) => Promise<GitHubResult>;
  paths: string[];
} {
  const paths: string[] = [];
  const next = (path: string): GitHubResult => {
    paths.push(path);
    return answers.shift() ?? { ok: false, cause: 'nothing scripted' };
  };
  return {
    paths,
    // A list is answered page by page, as the client reads one (github/client.test.ts proves that part).
    call: async (request) => {
      const { path } = wireOf(request);
      const list = 'route' in request ? request.list : undefined;
      if (list === undefined) return next(path);
      const items: unknown[] = [];
      for (let page = 1; page <= MAX_PAGES; page++) {
        const answer = next(`${path}&page=${page}`);
        if (!answer.ok) return answer;
        const data = list === '' ? answer.data : (answer.data as Record<string, unknown> | null)?.[list];
        if (!Array.isArray(data))
          return { ok: false, status: 200, cause: 'GitHub answered with something that is not a list' };
        items.push(...(data as unknown[]));
        if (data.length < 100) return { ok: true, status: 200, data: items };
      }
      return { ok: false, cause: 'the list is longer than 10000 items, so not all of it was read' };
    },
  };
}
const ok = (data: unknown): GitHubResult => ({ ok: true, status: 200, data });
/** GitHub as the pull request's host, over a scripted GitHub. */
const hostOf = (
  call: (request: GitHubRequest, budget: Budget) => Promise<GitHubResult>,
  trigger = TRIGGER,
  log = logged().log,
) => createGitHubHost({ caller: () => call, trigger, log });
/** Links as GitHub gives them, on the run's GitHub (github.com). */
const link = (id: number): string => `https://github.com/acme/product/pull/5#issuecomment-${id}`;
const runLink = (id: number): string => `https://github.com/acme/product/runs/${id}`;

describe('the trigger, read from the environment', () => {
  const event = (value: unknown): string => (typeof value === 'string' ? eventFileOf(value) : eventFile(value));
  const base = {
    GITHUB_REPOSITORY: 'acme/product',
    GITHUB_RUN_ID: '77',
    GITHUB_SHA: 'b'.repeat(40),
    GITHUB_WORKFLOW: 'Docs',
    GITHUB_JOB: 'docs',
    GITHUB_ACTION: 'agent',
  };

  it('reads everything a pull request run gives', () => {
    expect(
      readTrigger({
        ...base,
        GITHUB_SERVER_URL: 'https://ghe.example.test',
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event({ pull_request: { number: 5, head: { sha: 'a'.repeat(40) } } }),
        GITHUB_RUN_ATTEMPT: '2',
      }),
    ).toEqual({
      ...TRIGGER,
      byDependabot: false,
      pullRequest: { state: 'open', draft: false, labels: [] },
      aboutHead: 'head',
      runUrl: 'https://ghe.example.test/acme/product/actions/runs/77',
      serverUrl: 'https://ghe.example.test',
    });
  });

  it('reads what a pull request event says of the pull request, and only what GitHub sends', () => {
    const pullRequest = (payload: Record<string, unknown>) =>
      readTrigger({ ...base, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: event(payload) })?.pullRequest;
    expect(
      pullRequest({
        action: 'labeled',
        label: { name: 'no-docs' },
        pull_request: { number: 5, draft: true, labels: [{ name: 'a' }, 'b', { name: 7 }], changed_files: 12 },
      }),
    ).toEqual({ state: 'open', draft: true, labels: ['a'], changedFiles: 12, notPushed: true });
    expect(pullRequest({ pull_request: { number: 5, draft: 'true', changed_files: 1.5, labels: 'x' } })).toEqual({
      state: 'open',
      draft: false,
      labels: [],
    });
  });

  it.each([
    ['opened', { state: 'open' }, { state: 'open', opened: true, pushed: true }],
    ['closed', { merged: true, state: 'closed' }, { state: 'merged', notPushed: true }],
    ['closed', {}, { state: 'closed', notPushed: true }],
    ['labeled', { merged: true, state: 'closed' }, { state: 'merged', notPushed: true }],
    ['edited', { state: 'closed' }, { state: 'closed', notPushed: true }],
    ['reopened', { state: 'open' }, { state: 'open', notPushed: true }],
    ['synchronize', {}, { state: 'open', pushed: true }],
    [
      'synchronize',
      { updated_at: '2026-11-20T10:00:00Z' },
      { state: 'open', pushed: true, updatedAt: Date.parse('2026-11-20T10:00:00Z') },
    ],
  ])('reads %s on a pull request %j as %j, whatever the action', (action, pull, read) => {
    const trigger = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event({ action, pull_request: { number: 5, ...pull } }),
    });
    expect(trigger?.pullRequest).toEqual({ draft: false, labels: [], ...read });
  });

  it('reads the label an unlabeled event took off, and no other event', () => {
    const read = (action: string) =>
      readTrigger({
        ...base,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: event({ action, label: { name: 'agent-job-pending' }, pull_request: { number: 5 } }),
      })?.pullRequest?.labelTakenOff;
    expect(read('unlabeled')).toBe('agent-job-pending');
    expect(read('labeled')).toBeUndefined();
  });

  it('defaults what the runner leaves out: github.com, attempt 1, empty step names', () => {
    const trigger = readTrigger({ GITHUB_REPOSITORY: 'acme/product', GITHUB_RUN_ID: '9' });
    expect(trigger).toEqual({
      owner: 'acme',
      repo: 'product',
      eventName: '',
      headNeedsLookUp: false,
      fromFork: false,
      byDependabot: false,
      runId: '9',
      attempt: 1,
      runUrl: 'https://github.com/acme/product/actions/runs/9',
      serverUrl: 'https://github.com',
      step: { workflow: '', job: '', step: '', repository: 'acme/product' },
      notes: [],
    });
  });

  it.each([
    ['no repository', { GITHUB_REPOSITORY: '' }],
    ['no owner', { GITHUB_REPOSITORY: '/product' }],
    ['no name', { GITHUB_REPOSITORY: 'acme/' }],
    ['a repository with three parts', { GITHUB_REPOSITORY: 'acme/product/x' }],
    ['a run id that is not digits', { GITHUB_RUN_ID: '77x' }],
    ['a run id with a prefix', { GITHUB_RUN_ID: 'x77' }],
    ['no run id', { GITHUB_RUN_ID: '' }],
  ])('is no workflow run with %s', (_, change) => {
    expect(readTrigger({ ...base, ...change })).toBeUndefined();
  });

  it.each([0, -3, 2.5, '5', null])('takes no pull request number from %j', (number) => {
    const trigger = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event({ pull_request: { number, head: { sha: 'a'.repeat(40) } } }),
    });
    expect(trigger?.pullNumber).toBeUndefined();
    expect(trigger?.headSha).toBe('a'.repeat(40));
  });

  it.each([
    ['a head in another repository', 'pull_request', { full_name: 'outsider/product' }, true],
    ['a deleted fork (no head repository)', 'pull_request', null, true],
    ['a head in the repository itself', 'pull_request', { full_name: 'acme/product' }, false],
    ["pull_request_target of a fork's pull request: still a fork's", 'pull_request_target', { full_name: 'o/p' }, true],
    ['pull_request_target of the repository itself', 'pull_request_target', { full_name: 'acme/product' }, false],
    ['pull_request_target, the name in other case', 'pull_request_target', { full_name: 'Acme/Product' }, false],
    ['pull_request_target, a deleted fork', 'pull_request_target', null, true],
    ['pull_request_target, no head repository named', 'pull_request_target', {}, true],
  ])('knows a pull request from a fork: %s', (_, eventName, repo, fork) => {
    const pull_request = {
      number: 5,
      head: { sha: 'a'.repeat(40), repo },
      base: { repo: { full_name: 'acme/product' } },
    };
    const trigger = readTrigger({ ...base, GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: event({ pull_request }) });
    expect(trigger?.fromFork).toBe(fork);
  });

  it.each([
    ['pull_request', 'head', undefined],
    ['pull_request_review', 'head', 'review'],
    ['pull_request_target', 'base', undefined],
    ['issue_comment', undefined, 'comment'],
    ['push', undefined, undefined],
    ['constructor', undefined, undefined],
    ['__proto__', undefined, undefined],
  ])('names what a %s run is about: its head (whose workflow) and what it adds', (eventName, aboutHead, adds) => {
    const pull_request = { number: 5, head: { sha: 'a'.repeat(40) } };
    const trigger = readTrigger({ ...base, GITHUB_EVENT_NAME: eventName, GITHUB_EVENT_PATH: event({ pull_request }) });
    expect(trigger?.aboutHead).toBe(aboutHead);
    expect(trigger?.adds).toBe(adds);
  });

  it.each(['0', '-1', '1.5', 'x'])('reads attempt %j as 1', (attempt) => {
    expect(readTrigger({ ...base, GITHUB_RUN_ATTEMPT: attempt })?.attempt).toBe(1);
  });

  it('reads nothing from an event file that is not an object, or an event it does not know', () => {
    for (const file of [event('"text"'), event('null'), event('{not json')]) {
      const trigger = readTrigger({ ...base, GITHUB_EVENT_NAME: 'pull_request', GITHUB_EVENT_PATH: file });
      expect(trigger?.pullNumber).toBeUndefined();
      expect(trigger?.headSha).toBe('b'.repeat(40));
    }
    const push = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'push',
      GITHUB_EVENT_PATH: event({ pull_request: { number: 5 } }),
    });
    expect(push?.pullNumber).toBeUndefined();
    expect(readTrigger({ ...base, GITHUB_SHA: 'main' })?.headSha).toBeUndefined();
  });

  it('keeps the run commit when a pull request event has no head', () => {
    const trigger = readTrigger({
      ...base,
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: event({ pull_request: { number: 5 } }),
    });
    expect(trigger).toMatchObject({ pullNumber: 5, headSha: 'b'.repeat(40) });
  });
});

describe('which surfaces a step keeps', () => {
  const visibility = (change: Partial<Visibility> = {}): Visibility => ({
    comment: 'auto',
    checkName: '',
    reportToken: 'ghs_x',
    onRerun: 'resume',
    docsPrComment: false,
    ...change,
  });
  const push: Trigger = { ...TRIGGER, eventName: 'push', pullNumber: undefined } as Trigger;
  delete (push as { pullNumber?: number }).pullNumber;

  it('keeps the comment on a pull request, and the check run when named', () => {
    const { log, lines } = logged();
    expect(planSurfaces(visibility({ checkName: 'Docs' }), TRIGGER, log)).toEqual({ comment: true, check: true });
    expect(lines).toEqual([]);
  });

  it.each([
    [
      'auto on a push',
      visibility(),
      push,
      { comment: false, check: false },
      ["debug: No pull request comment: this run's event (push) is not about a pull request."],
    ],
    [
      'true on a push',
      visibility({ comment: 'true' }),
      push,
      { comment: false, check: false },
      [
        "warning: No pull request comment: this run's event (push) is not about a pull request. Set 'comment: auto' to comment only when there is one.",
      ],
    ],
    ['false', visibility({ comment: 'false' }), TRIGGER, { comment: false, check: false }, []],
    [
      'no report-token',
      visibility({ reportToken: '', checkName: 'Docs' }),
      TRIGGER,
      { comment: false, check: false },
      [
        "debug: No pull request comment: 'report-token' is empty.",
        "warning: No check run: 'report-token' is empty; pass a token with checks: write, such as ${{ github.token }}.",
      ],
    ],
    [
      'true on a push with no report-token: the event, which no token mends, is the reason',
      visibility({ comment: 'true', reportToken: '' }),
      push,
      { comment: false, check: false },
      [
        "warning: No pull request comment: this run's event (push) is not about a pull request. Set 'comment: auto' to comment only when there is one.",
      ],
    ],
    [
      'outside a workflow run',
      visibility({ checkName: 'Docs' }),
      undefined,
      { comment: false, check: false },
      [
        'debug: No pull request comment: this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID).',
        'warning: No check run: this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID).',
      ],
    ],
    [
      'a check run without a commit',
      visibility({ checkName: 'Docs', comment: 'false' }),
      { ...TRIGGER, headSha: undefined } as unknown as Trigger,
      { comment: false, check: false },
      ['warning: No check run: the runner gave no commit (GITHUB_SHA) to put it on.'],
    ],
    [
      'an event with no name',
      visibility(),
      { ...push, eventName: '' },
      { comment: false, check: false },
      ["debug: No pull request comment: this run's event (unknown) is not about a pull request."],
    ],
  ] as const)('%s', (_, given, trigger, plan, said) => {
    const { log, lines } = logged();
    expect(planSurfaces(given, trigger, log)).toEqual(plan);
    expect(lines).toEqual(said);
  });
});

const unknownAccount = async (): Promise<undefined> => undefined;

describe("finding this step's comment", () => {
  const BOT = { id: 41_898_282, login: 'github-actions[bot]', type: 'Bot' };
  const ours = (id: number, record = RECORD): unknown => ({
    id,
    body: `x\n${commentMarker(STEP, record, KEY)}`,
    html_url: link(id),
    user: BOT,
  });
  const other = (id: number): unknown => ({ id, body: 'LGTM', html_url: link(id) });

  it('reads every page of 100 until a short one, and takes the oldest signed comment', () => {
    const page1 = [...Array.from({ length: 99 }, (_, i) => other(i + 1)), ours(500)];
    const page2 = [ours(300, { ...RECORD, attempt: 2 }), other(600)];
    const { call, paths } = github([ok(page1), ok(page2)]);
    return findComment(hostOf(call), TRIGGER, KEY, BUDGET, unknownAccount).then((found) => {
      expect(paths).toEqual([
        '/repos/acme/product/issues/5/comments?per_page=100&page=1',
        '/repos/acme/product/issues/5/comments?per_page=100&page=2',
      ]);
      expect(found).toEqual({
        ok: true,
        match: {
          body: expect.stringContaining('<!-- wait-for-agent-job.'),
          id: 300,
          url: link(300),
          records: [{ ...OWN, attempt: 2 }],
          by: BOT.id,
        },
      });
    });
  });

  it('reads past ten pages (a pull request with over 1,000 comments), and finds ours on the last one', async () => {
    const full = Array.from({ length: 100 }, (_, i) => other(i + 1));
    const { call, paths } = github([...Array.from({ length: 12 }, () => ok(full)), ok([ours(1_250)])]);
    expect(await findComment(hostOf(call), TRIGGER, KEY, BUDGET, unknownAccount)).toEqual({
      ok: true,
      match: {
        body: expect.stringContaining('<!-- wait-for-agent-job.'),
        id: 1_250,
        url: link(1250),
        records: [OWN],
        by: BOT.id,
      },
    });
    expect(paths).toHaveLength(13);
  });

  it("reads a full list once more when it holds no comment of the action's: a deletion may have shifted ours onto a page already read", async () => {
    const page1 = Array.from({ length: 100 }, (_, i) => other(i + 1));
    // The first read: ours (101) was 101st when page 1 was read, and first on page 2 after a comment above it went.
    const shifted = [ok(page1), ok([])];
    const again = [ok([...page1.slice(1), ours(101)]), ok([])];
    const { call, paths } = github([...shifted, ...again]);
    expect(await findComment(hostOf(call), TRIGGER, KEY, BUDGET, unknownAccount)).toEqual({
      ok: true,
      match: {
        body: expect.stringContaining('<!-- wait-for-agent-job.'),
        id: 101,
        url: link(101),
        records: [OWN],
        by: BOT.id,
      },
    });
    expect(paths).toHaveLength(4);
    // A list shorter than a page is read once: nothing can have shifted out of it.
    const short = github([ok(page1.slice(0, 40))]);
    expect(await findComment(hostOf(short.call), TRIGGER, KEY, BUDGET, unknownAccount)).toEqual({ ok: true });
    expect(short.paths).toHaveLength(1);
  });

  it('cannot tell what exists when the list never ends: a failure, never "nothing there"', async () => {
    const full = Array.from({ length: 100 }, (_, i) => other(i + 1));
    const { call, paths } = github(Array.from({ length: MAX_PAGES + 1 }, () => ok(full)));
    const found = await findComment(hostOf(call), TRIGGER, KEY, BUDGET, unknownAccount);
    expect(found.ok).toBe(false);
    expect(paths).toHaveLength(MAX_PAGES);
  });

  it('cannot tell what exists when an item is not a comment as GitHub sends it, or the list cannot be read', async () => {
    for (const broken of [
      null,
      { id: 'one', body: 'x', html_url: 'u' },
      { id: -1, body: 'x', html_url: 'u' },
      { id: 2, body: 7, html_url: 'u' },
      { id: 3, body: commentMarker(STEP, RECORD, KEY) },
    ]) {
      expect(
        await findComment(hostOf(github([ok([other(9), broken])]).call), TRIGGER, KEY, BUDGET, unknownAccount),
      ).toEqual(UNREADABLE_ITEM);
    }
    // An object, an HTML page from a proxy: not a list, so nothing is known of what exists.
    for (const answer of [{ message: 'not a list' }, '<html>proxy</html>', null]) {
      expect(await findComment(hostOf(github([ok(answer)]).call), TRIGGER, KEY, BUDGET, unknownAccount)).toEqual({
        ok: false,
        status: 200,
        cause: 'GitHub answered with something that is not a list',
      });
    }
    const refused: GitHubResult = { ok: false, status: 403, cause: 'no' };
    expect(await findComment(hostOf(github([refused]).call), TRIGGER, KEY, BUDGET, unknownAccount)).toBe(refused);
  });
});

describe('only a comment the action wrote is its own', () => {
  const BOT = { id: 41_898_282, login: 'github-actions[bot]', type: 'Bot' };
  const MAINTAINER = { id: 7, login: 'maintainer', type: 'User' };
  const kept = { records: [RECORD] };
  const bound = { by: BOT.id, records: [RECORD] };

  it.each([
    ["the token's account wrote it (GraphQL names a bot without [bot])", BOT, kept, { login: 'github-actions' }, true],
    ["the token's account, by id", BOT, bound, { id: BOT.id, login: 'x' }, true],
    ['a maintainer posted a copy of the marker', MAINTAINER, kept, { id: BOT.id }, false],
    ['a maintainer posted a copy of a bound marker, the account unknown', MAINTAINER, bound, undefined, false],
    ['another bot posted a copy of a bound marker', { ...BOT, id: 99 }, bound, undefined, false],
    ['the records name the author, the account unknown', BOT, bound, undefined, true],
    ['no author named, the account unknown: a bot', BOT, kept, undefined, true],
    ['no author named, the account unknown: a person', MAINTAINER, kept, undefined, false],
    ['a deleted account (no user)', null, kept, undefined, false],
    ["a personal token's account", MAINTAINER, kept, { id: 7, login: 'maintainer' }, true],
  ] as const)('%s: %s', (_, user, records, identity, ours) => {
    const account = identity && accountOf((identity as { id?: number }).id, (identity as { login?: string }).login);
    expect(writtenByAction(authorOf(user), records, account)).toBe(ours);
  });

  it('skips a copy of the marker in a maintainer comment older than ours, and never takes it', async () => {
    const body = `x\n${commentMarker(STEP, RECORD, KEY)}`;
    const items = [
      { id: 1, body, html_url: link(1), user: MAINTAINER },
      { id: 2, body, html_url: link(2), user: BOT },
    ];
    const found = await findComment(hostOf(github([ok(items)]).call), TRIGGER, KEY, BUDGET, async () => ({
      id: BOT.id,
    }));
    // Taken for the action's, it names its author from now on.
    expect(found).toEqual({
      ok: true,
      match: {
        body: expect.stringContaining('<!-- wait-for-agent-job.'),
        id: 2,
        url: link(2),
        records: [OWN],
        by: BOT.id,
      },
    });
    const alone = await findComment(hostOf(github([ok([items[0]])]).call), TRIGGER, KEY, BUDGET, async () => ({
      id: BOT.id,
    }));
    expect(alone).toEqual({ ok: true });
  });

  it('asks who the token is only when a candidate names no author', async () => {
    let asked = 0;
    const whoAmI = async (): Promise<{ id: number }> => {
      asked++;
      return { id: BOT.id };
    };
    const named = { id: 2, body: `x\n${commentMarker(STEP, bound, KEY)}`, html_url: link(2), user: BOT };
    expect(await findComment(hostOf(github([ok([named])]).call), TRIGGER, KEY, BUDGET, whoAmI)).toEqual({
      ok: true,
      match: {
        body: expect.stringContaining('<!-- wait-for-agent-job.'),
        id: 2,
        url: link(2),
        records: [OWN],
        by: BOT.id,
      },
    });
    expect(asked).toBe(0);
    const unnamed = { ...named, body: `x\n${commentMarker(STEP, kept, KEY)}` };
    await findComment(hostOf(github([ok([unnamed])]).call), TRIGGER, KEY, BUDGET, whoAmI);
    expect(asked).toBe(1);
  });

  it('reads the account from GraphQL, then GET /user, and gives up quietly when neither answers', async () => {
    const viewer = ok({ data: { viewer: { login: 'docs-app[bot]', databaseId: 12 } } });
    const graph = github([viewer]);
    expect(await readIdentity(graph.call, BUDGET)).toEqual({ id: 12, login: 'docs-app[bot]', handle: 'docs-app' });
    expect(graph.paths).toEqual(['/graphql']);
    const rest = github([{ ok: false, status: 404, cause: 'no' }, ok({ login: 'me', id: 5 })]);
    expect(await readIdentity(rest.call, BUDGET)).toEqual({ id: 5, login: 'me', handle: 'me' });
    expect(rest.paths).toEqual(['/graphql', '/user']);
    const errors = github([ok({ errors: [{ message: 'x' }] }), { ok: false, status: 403, cause: 'no' }]);
    expect(await readIdentity(errors.call, BUDGET)).toBeUndefined();
    for (const odd of [{ id: '5x', login: 7 }, { id: -1 }, null, '<html>'])
      expect(await readIdentity(github([ok(null), ok(odd)]).call, BUDGET)).toBeUndefined();
  });

  it('asks who the token is again after a failure for now, never after GitHub refused both ways of asking', async () => {
    const refused = { ok: false as const, status: 403, cause: 'no' };
    const refusing = github([refused, refused, ok({ login: 'me', id: 5 })]);
    const once = identityOnce(refusing.call);
    expect([await once(BUDGET), await once(BUDGET), await once(BUDGET)]).toEqual([undefined, undefined, undefined]);
    expect(refusing.paths).toEqual(['/graphql', '/user']);
    const viewer = ok({ data: { viewer: { login: 'me', databaseId: 5 } } });
    const failing = github([{ ok: false, status: 502, cause: 'bad gateway' }, refused, viewer]);
    const again = identityOnce(failing.call);
    expect(await again(BUDGET)).toBeUndefined();
    expect(await again(BUDGET)).toEqual({ id: 5, login: 'me', handle: 'me' });
    expect(failing.paths).toEqual(['/graphql', '/user', '/graphql']);
    const limited = github([{ ok: false, status: 403, cause: 'limited', rateLimited: true }, refused, ok(null)]);
    const limitedOnce = identityOnce(limited.call);
    await limitedOnce(BUDGET);
    await limitedOnce(BUDGET);
    expect(limited.paths).toEqual(['/graphql', '/user', '/graphql', '/user']);
  });

  it("finds the newest job the action started on the pull request, from any step's comment, and never guesses", async () => {
    const other = { ...STEP, workflow: 'Start docs' };
    const older = { ...RECORD, run: '70', jobs: ['job-old'] };
    const newer = { ...RECORD, run: '90', jobs: ['job-new'] };
    const sent = { ...RECORD, run: '95', kind: 'message' as const, jobs: ['job-old'] };
    const items = [
      {
        id: 1,
        body: `x\n${commentMarker(other, { by: BOT.id, records: [older] }, KEY)}`,
        html_url: link(1),
        user: BOT,
      },
      {
        id: 2,
        body: `x\n${commentMarker(STEP, { by: BOT.id, records: [sent, newer] }, KEY)}`,
        html_url: link(2),
        user: BOT,
      },
      {
        id: 3,
        body: `x\n${commentMarker(STEP, { by: BOT.id, records: [{ ...RECORD, run: '99', jobs: ['job-evil'] }] }, KEY)}`,
        html_url: link(3),
        user: MAINTAINER,
      },
    ];
    // The comment it was found in, and that comment's author: a follow-up by the same account writes its turn there.
    expect(await findStartedJob(hostOf(github([ok(items)]).call), TRIGGER, KEY, BUDGET, unknownAccount)).toEqual({
      ok: true,
      started: { job: 'job-new', comment: { id: 2, author: BOT.id } },
    });
    expect(
      await findStartedJob(
        hostOf(github([ok([...items, { id: '4x', body: 'x' }])]).call),
        TRIGGER,
        KEY,
        BUDGET,
        unknownAccount,
      ),
    ).toEqual(UNREADABLE_ITEM);
    expect(await findStartedJob(hostOf(github([ok([])]).call), TRIGGER, KEY, BUDGET, unknownAccount)).toEqual({
      ok: true,
    });
  });

  it('compares by id when both have one, else by login without [bot], any case', () => {
    expect(isAccount(authorOf({ id: 1, login: 'a' }), accountOf(2, 'a'))).toBe(false);
    expect(isAccount(authorOf({ login: 'Docs-App[bot]' }), accountOf(undefined, 'docs-app'))).toBe(true);
    expect(isAccount(authorOf({ login: 'docs-app-evil[bot]' }), accountOf(undefined, 'docs-app'))).toBe(false);
    expect(isAccount(undefined, accountOf(undefined, 'docs-app'))).toBe(false);
  });
});

describe("finding this run's check run", () => {
  const run = (id: number, record: StepRecord | undefined, step = STEP): unknown => ({
    id,
    external_id: record ? encodeRecord(step, record, KEY) : '',
    html_url: runLink(id),
  });

  it("takes the newest of this run's check runs of this step, by name on the commit", async () => {
    const { call, paths } = github([
      ok({
        check_runs: [
          run(10, RECORD),
          run(12, { ...RECORD, attempt: 2 }),
          run(15, { ...RECORD, run: '76' }),
          run(16, RECORD, { ...STEP, step: 'other' }),
          run(17, undefined),
          { id: 18, external_id: null, html_url: runLink(18) },
        ],
      }),
    ]);
    const found = await findCheckRun(hostOf(call), TRIGGER, 'Docs agent', 'c'.repeat(40), KEY, BUDGET);
    expect(paths).toEqual([
      `/repos/acme/product/commits/${'c'.repeat(40)}/check-runs?check_name=Docs%20agent&filter=all&per_page=100&page=1`,
    ]);
    expect(found).toEqual({ ok: true, match: { id: 12, url: runLink(12), records: [{ ...OWN, attempt: 2 }] } });
  });

  it('finds none in an empty list; an answer without a list of check runs, or a failure, is passed on', async () => {
    const none = ok({ total_count: 0, check_runs: [] });
    expect(await findCheckRun(hostOf(github([none]).call), TRIGGER, 'Docs', 'c', KEY, BUDGET)).toEqual({ ok: true });
    const notAnId = ok({ check_runs: [{ id: '18.5', external_id: 'x', html_url: runLink(18) }] });
    expect(await findCheckRun(hostOf(github([notAnId]).call), TRIGGER, 'Docs', 'c', KEY, BUDGET)).toEqual(
      UNREADABLE_ITEM,
    );
    for (const answer of [{}, null, { check_runs: 'x' }]) {
      const found = await findCheckRun(hostOf(github([ok(answer)]).call), TRIGGER, 'Docs', 'c', KEY, BUDGET);
      expect(found).toEqual({ ok: false, status: 200, cause: 'GitHub answered with something that is not a list' });
    }
    const refused: GitHubResult = { ok: false, status: 404, cause: 'no' };
    expect(await findCheckRun(hostOf(github([refused]).call), TRIGGER, 'Docs', 'c', KEY, BUDGET)).toBe(refused);
  });
});

describe("the check run's commit", () => {
  const onComment: Trigger = { ...TRIGGER, eventName: 'issue_comment', headNeedsLookUp: true, headSha: 'b'.repeat(40) };

  it("is the pull request's head from the event, with no request", async () => {
    const { call, paths } = github([]);
    expect(await hostOf(call).head(BUDGET)).toBe('a'.repeat(40));
    expect(paths).toEqual([]);
  });

  it('on a comment, is looked up once and kept', async () => {
    const { call, paths } = github([ok({ head: { sha: 'f'.repeat(40) } })]);
    const host = hostOf(call, onComment);
    expect(await host.head(BUDGET)).toBe('f'.repeat(40));
    expect(await host.head(BUDGET)).toBe('f'.repeat(40));
    expect(paths).toEqual(['/repos/acme/product/pulls/5']);
  });

  it.each([
    ['a refusal', { ok: false, status: 403, cause: 'no' } as GitHubResult],
    ['a head that is not a commit', ok({ head: { sha: 'main' } })],
    ['a head with more than a commit', ok({ head: { sha: `${'f'.repeat(40)}x` } })],
    ['no head', ok({})],
  ])(
    "gives no head after %s (never the run's own commit), warns that no check run is written, and asks again next time",
    async (_, answer) => {
      const { log, lines } = logged();
      const { call, paths } = github([answer, answer]);
      const host = hostOf(call, onComment, log);
      expect(await host.head(BUDGET)).toBeUndefined();
      await host.head(BUDGET);
      expect(paths).toHaveLength(2);
      expect(lines[0]).toBe(
        "warning: Could not read the pull request's head commit, so this run writes no check run (never on this run's own commit, the default branch's): the pull request's next run, or a sweep, writes it.",
      );
    },
  );
});
