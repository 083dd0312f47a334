/**
 * Reviews on the docs pull request reach the agent, one follow-up per review, proven on the
 * bundled action: the product pull request's run starts the job and keeps the comment on the
 * docs pull request (`docs-pr-comment`); a review submitted there starts the docs repository's
 * workflow (`follow-up-command`, `on-review: send` by default), whose step reads the review and
 * its line comments, finds the job in that comment and sends the review as one message. The
 * product pull request's next run mirrors it: who reviewed, and which reviews went to the agent.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { startSimulatedGitHub, type SimGitHub, type SimReviewComment, type SimReviewInput } from '../sim/github-api.ts';
import { commentEventEnv, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN, reviewEventEnv } from '../sim/pull-request.ts';
import { runAction, type ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

// Each run spaces its GitHub writes as GitHub asks (creations 3 s apart): a test of several runs takes a while.
jest.setTimeout(90_000);

const DOCS = 'acme/docs#101';
const sim = useSimulatedService({ activeReads: 1, startedPrLink: 'https://github.com/acme/docs/pull/101' });
const DOCS_APP_TOKEN = 'ghs_docsAppInstallationToken000001';
const DOCS_REPO_TOKEN = 'ghs_docsRepositoryWorkflowToken001';

/** The id the service gives the next job it starts: the docs pull request is on that job's branch. */
const nextJob = (): string =>
  `job-started-${sim.service().requests.filter((r) => r.method === 'POST' && r.url.endsWith('/job')).length + 1}`;

let github: SimGitHub;
let runId = 52_000;
/** The product pull request's run of the test; the docs repository's runs come after it. */
let productRunId = runId;
beforeEach(async () => {
  runId += 20;
  productRunId = runId;
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_APP_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', login: 'docs-app[bot]' },
      // actions: read, as the docs ask: a lock whose run ended is free at once.
      [DOCS_REPO_TOKEN]: { repository: 'acme/docs', pullRequests: 'write', actions: 'read' },
    },
    collaborators: {
      lead: { permission: 'write', role_name: 'write' },
      reader: { permission: 'read', role_name: 'read' },
    },
    pulls: {
      [DOCS]: {
        ...{ number: 101, state: 'open', draft: false, head: { sha: 'd'.repeat(40), ref: `agent/${nextJob()}` } },
        user: { login: 'mintlify[bot]', type: 'Bot' },
      },
    },
  });
});
afterEach(() => github.close());

/** The product pull request's run (an attempt of it): its check run is `Docs`. */
const productRun = (attempt = 1): Promise<ActionRun> =>
  runAction(
    sim.inputs({
      prompt: 'Document the new flag.',
      'report-token': REPORT_TOKEN,
      'docs-pr-comment': 'true',
      'github-token': DOCS_APP_TOKEN,
      'check-name': 'Docs',
    }),
    { killAfterMs: 25_000, env: pullRequestEnv(github.url, productRunId, { GITHUB_RUN_ATTEMPT: String(attempt) }) },
  );

/** The product pull request's run: starts the job, and keeps its comment on the docs pull request. */
async function started(): Promise<string> {
  const run = await productRun();
  expect(run.outputs.outcome).toBe('completed');
  expect(github.comments.filter((c) => c.issue === DOCS)).toHaveLength(1);
  return run.outputs['job-id'] ?? '';
}

/** A review submitted on the docs pull request, without its run. */
const submitted = (review: SimReviewInput, lines: Array<Partial<SimReviewComment>> = []) =>
  github.addReview(DOCS, review, lines);

/** The docs repository's run for a review. */
function reviewRun(review: ReturnType<typeof submitted>, inputs: Record<string, string> = {}): Promise<ActionRun> {
  runId++;
  const env = reviewEventEnv(github.url, runId, review, { repository: 'acme/docs', number: 101 });
  // In progress while it runs, as the Actions API lists it: a run meeting it sees its lock is live.
  return github.running(env, () =>
    runAction(
      sim.inputs({ 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '', ...inputs }),
      { killAfterMs: 60_000, env },
    ),
  );
}

/** A `/docs` comment on the docs pull request, written `at` (ms since the epoch); its run is the returned function. */
function command(body: string, at: number): () => Promise<ActionRun> {
  const written = github.addComment(DOCS, body, 'lead');
  written.created_at = written.updated_at = new Date(at).toISOString();
  return () => {
    runId++;
    const env = commentEventEnv(
      github.url,
      runId,
      { id: written.id, body, login: 'lead' },
      {},
      {
        repository: 'acme/docs',
        number: 101,
      },
    );
    const inputs = { 'follow-up-command': '/docs', 'report-token': DOCS_REPO_TOKEN, 'github-token': '' };
    return github.running(env, () => runAction(sim.inputs(inputs), { killAfterMs: 25_000, env }));
  };
}

const messages = (): string[] =>
  sim
    .requests()
    .filter((request) => request.method === 'POST' && request.url.endsWith('/message'))
    .map((request) => String((JSON.parse(request.body ?? '{}') as { prompt?: unknown }).prompt));
/** The action's lines on the docs pull request about reviews. */
const answers = (): string[] =>
  github.comments.filter((c) => c.issue === DOCS && c.body.includes('review-answered')).map((c) => c.body);
const reactionsOn = (id: number): string[] => github.reactions.filter((r) => r.commentId === id).map((r) => r.content);
const HUNK = '@@ -1,3 +1,4 @@\n # Flags\n-Old text\n+The --flag option turns it on.\n+It is off by default.';

describe('a review on the docs pull request is one follow-up', () => {
  it('changes requested with three line comments in two files: one message with each path, lines and text', async () => {
    const job = await started();
    const review = submitted({ state: 'CHANGES_REQUESTED', login: 'lead', body: 'Tighten the flag docs.' }, [
      { path: 'docs/flags.md', line: 4, start_line: 3, diff_hunk: HUNK, body: 'Merge these two sentences.' },
      {
        path: 'docs/api.md',
        line: 12,
        diff_hunk: '@@ -10,2 +10,3 @@\n context\n+`flag: bool`',
        body: 'Say the type in words.',
      },
      {
        path: 'docs/flags.md',
        line: 2,
        diff_hunk: '@@ -1,2 +1,2 @@\n # Flags',
        body: '```suggestion\n# Command-line flags\n```',
      },
    ]);
    const run = await reviewRun(review);
    expect(run.exitCode).toBe(0);
    expect(run.outputs).toMatchObject({ outcome: 'completed', 'job-id': job });
    expect(messages()).toHaveLength(1);
    const [message = ''] = messages();
    expect(message).toContain('A review of the docs pull request by lead requests changes.');
    expect(message).toContain('Tighten the flag docs.');
    const places = ['docs/api.md, line 12', 'docs/flags.md, line 2', 'docs/flags.md, lines 3–4'].map((at) =>
      message.indexOf(at),
    );
    expect(places.every((at) => at > 0)).toBe(true);
    expect([...places].sort((a, b) => a - b)).toEqual(places);
    expect(message).toContain(
      '+The --flag option turns it on.\n+It is off by default.\n```\nMerge these two sentences.',
    );
    expect(message).toContain('The reviewer wants these lines to read exactly:\n```\n# Command-line flags\n```');
    for (const line of github.reviewComments) expect(reactionsOn(line.id)).toEqual(['eyes', 'rocket']);
    expect(answers()).toEqual([expect.stringContaining(`went to the agent (job ${job}) as one follow-up.`)]);
  });

  it('an approval sends nothing and says nothing on the pull request', async () => {
    await started();
    const run = await reviewRun(submitted({ state: 'APPROVED', login: 'lead', body: 'Looks good.' }));
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.log.join('\n')).toContain('No review sent: an approval asks the agent for nothing.');
    expect(messages()).toEqual([]);
    expect(answers()).toEqual([]);
  });

  it("a review below the permission, or an unlisted bot's, is not sent and the line says why", async () => {
    await started();
    const reader = await reviewRun(submitted({ state: 'COMMENTED', login: 'reader', body: 'Shorter.' }));
    const bot = await reviewRun(submitted({ state: 'COMMENTED', login: 'ai-reviewer[bot]', body: 'Rewrite it all.' }));
    expect([reader.outputs.outcome, bot.outputs.outcome]).toEqual(['skipped', 'skipped']);
    expect(messages()).toEqual([]);
    expect(answers()).toEqual([
      expect.stringContaining(
        'reader has read permission on this repository, and &#39;follow-up-permission&#39; asks for write',
      ),
      expect.stringContaining('ai-reviewer&#91;bot&#93; is a bot that &#39;review-bots&#39; does not list'),
    ]);
  });

  it('a listed bot is sent, and stops after review-bot-rounds without a person between', async () => {
    await started();
    const inputs = { 'review-bots': 'prose-lint[bot]', 'review-bot-rounds': '2' };
    const outcomes: string[] = [];
    for (const n of [1, 2, 3]) {
      const run = await reviewRun(
        submitted({ state: 'COMMENTED', login: 'prose-lint[bot]', body: `Round ${n}: passive voice.` }),
        inputs,
      );
      outcomes.push(run.outputs.outcome ?? '');
    }
    expect(outcomes).toEqual(['completed', 'completed', 'skipped']);
    expect(messages()).toHaveLength(2);
    expect(answers()[2]).toContain('2 reviews by listed bots came in a row with no person&#39;s review between');
  });

  it('the api-key in a review: neither the message nor any GitHub write holds it', async () => {
    await started();
    const run = await reviewRun(
      submitted({ state: 'COMMENTED', login: 'lead', body: `Use ${DEMO_API_KEY} <img src=x onerror=alert(1)>` }),
    );
    expect(run.outputs.outcome).toBe('completed');
    expect(messages()[0]).toContain('Use *** <img');
    expect(JSON.stringify(github.requests.map((r) => r.body ?? null))).not.toContain(DEMO_API_KEY);
  });

  it.each([8, 14])(
    'the api-key where a 20,000-character text is cut (%i of its characters before the cut): no piece of it is sent',
    async (before) => {
      await started();
      const long = (fill: string) => `${fill.repeat(20_000 - before)}${DEMO_API_KEY} after the cut`;
      const run = await reviewRun(
        submitted({ state: 'COMMENTED', login: 'lead', body: long('x') }, [
          { path: 'docs/a.md', line: 2, body: long('y') },
        ]),
      );
      expect(run.outputs.outcome).toBe('completed');
      const sent = messages()[0] ?? '';
      expect(sent).toContain('[cut: ');
      // The key's public start is 'mint_'; anything past it would be a piece of this key.
      for (let end = 'mint_'.length + 1; end <= DEMO_API_KEY.length; end++)
        expect(sent).not.toContain(DEMO_API_KEY.slice(0, end));
    },
  );
});

describe("the product pull request's comment and check run say it", () => {
  const PRODUCT = `${PR_REPOSITORY}#5`;
  const at = '&#64;&#8203;';

  it('a changes-requested review sent: its state and "sent to the agent" with its link, after the next run there', async () => {
    await started();
    const review = submitted({ state: 'CHANGES_REQUESTED', login: 'lead', body: 'Tighten the flag docs.' });
    expect((await reviewRun(review)).outputs.outcome).toBe('completed');
    // The product repository hears of the docs pull request only through a run there: here a re-run.
    const rerun = await productRun(2);
    expect(rerun.outputs.outcome).toBe('completed');
    const sent = `Sent to the agent&#58; <a href="${review.html_url}">review ${review.id}</a> by ${at}lead (changes requested).`;
    const body = github.comments.find((c) => c.issue === PRODUCT)?.body ?? '';
    expect(/<h3>(.*?)<\/h3>/s.exec(body)?.[1]).toContain(` · changes requested by ${at}lead · `);
    expect(body).toContain(`<p>${sent}</p>`);
    const check = github.checkRuns.find((run) => run.repository === PR_REPOSITORY && run.name === 'Docs');
    expect(check?.output.text).toContain(`<p>Reviews&#58; changes requested by ${at}lead.</p>`);
    expect(check?.output.text).toContain(`<p>${sent}</p>`);
  });

  it('a review not sent is not said to be, even with a copy of a signed line in its own comment', async () => {
    await started();
    const lead = submitted({ state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
    expect((await reviewRun(lead)).outputs.outcome).toBe('completed');
    const reader = submitted({ state: 'CHANGES_REQUESTED', login: 'reader', body: 'Rewrite it.' });
    expect((await reviewRun(reader)).outputs.outcome).toBe('skipped');
    const signed = /<!-- wait-for-agent-job review-sent \d+ (\S+) -->/.exec(answers()[0] ?? '')?.[1] ?? '';
    expect(signed).toMatch(/^[\w-]{32}$/);
    github.addComment(DOCS, `Sent!\n<!-- wait-for-agent-job review-sent ${reader.id} ${signed} -->`, 'reader');
    expect((await productRun(2)).outputs.outcome).toBe('completed');
    const body = github.comments.find((c) => c.issue === PRODUCT)?.body ?? '';
    expect(body).toContain(`changes requested by ${at}reader`);
    expect(body).toContain(`<a href="${lead.html_url}">review ${lead.id}</a> by ${at}lead (commented).`);
    expect(body).not.toContain(`review ${reader.id}<`);
  });
});

describe('only the docs pull request', () => {
  it("a review of the product pull request (its job's own comment, no docs-pr-comment) is not sent", async () => {
    await started();
    runId++;
    const review = github.addReview(`${PR_REPOSITORY}#5`, {
      state: 'CHANGES_REQUESTED',
      login: 'lead',
      body: 'Rename this function.',
    });
    const env = reviewEventEnv(github.url, runId, review, { repository: PR_REPOSITORY, number: 5, author: 'author' });
    const run = await runAction(
      sim.inputs({ 'follow-up-command': '/docs', 'report-token': REPORT_TOKEN, 'github-token': '' }),
      {
        killAfterMs: 25_000,
        env,
      },
    );
    expect(run.outputs.outcome).toBe('skipped');
    expect(run.log.join('\n')).toContain('a review of the product pull request is not sent to the docs agent');
    expect(messages()).toEqual([]);
  });
});

describe('exactly once, in order', () => {
  it('two runs for one review send it once', async () => {
    await started();
    const review = submitted({ state: 'COMMENTED', login: 'lead', body: 'Add an example.' });
    const [first, second] = await Promise.all([reviewRun(review), reviewRun(review)]);
    expect([first.outputs.outcome, second.outputs.outcome].sort()).toEqual(['completed', 'skipped']);
    expect(messages()).toHaveLength(1);
    expect(answers()).toHaveLength(1);
    const again = await reviewRun(review);
    expect(again.outputs.outcome).toBe('skipped');
    expect(again.log.join('\n')).toContain('was answered already');
    expect(messages()).toHaveLength(1);
  });

  it('line comments GitHub cannot list: nothing sent now, the next run sends the review once', async () => {
    await started();
    const review = submitted({ state: 'COMMENTED', login: 'lead', body: '' }, [{ path: 'docs/a.md', body: 'Typo.' }]);
    // Past the client's retries: every read of the line comments fails for this run.
    github.faults.push({ method: 'GET', path: /\/reviews\/\d+\/comments$/, status: 502, times: 4 });
    const failed = await reviewRun(review);
    expect(failed.outputs.outcome).toBe('skipped');
    expect(failed.log.join('\n')).toContain(
      `Review ${review.id} is not sent yet: GitHub did not list its line comments`,
    );
    expect([messages(), answers()]).toEqual([[], []]);
    const later = submitted({ state: 'COMMENTED', login: 'lead', body: 'And shorten the intro.' });
    expect((await reviewRun(later)).outputs.outcome).toBe('completed');
    expect(messages()).toHaveLength(2);
    expect(messages()[0]).toContain('docs/a.md, line 1:');
    expect(answers()).toHaveLength(2);
  });

  it('a review whose run was cancelled while pending is sent by the next run, first', async () => {
    await started();
    submitted({ state: 'CHANGES_REQUESTED', login: 'lead', body: 'First: fix the title.' });
    const second = submitted({ state: 'COMMENTED', login: 'lead', body: 'Second: add an example.' });
    const run = await reviewRun(second);
    expect(run.outputs.outcome).toBe('completed');
    expect(messages()).toHaveLength(2);
    expect(messages()[0]).toContain('First: fix the title.');
    expect(messages()[1]).toContain('Second: add an example.');
    expect(answers()).toHaveLength(2);
  });

  it("a /docs command's run sends the reviews before it whose runs never came, first; the reviews' own runs send nothing", async () => {
    await started();
    const first = submitted({ state: 'CHANGES_REQUESTED', login: 'lead', body: 'First: fix the title.' });
    const docs = command('/docs then add an example', Date.parse(first.submitted_at) + 500);
    const after = submitted({ state: 'COMMENTED', login: 'lead', body: 'After the command: shorter intro.' });
    const run = await docs();
    expect(run.outputs.outcome).toBe('completed');
    expect(messages()).toEqual([expect.stringContaining('First: fix the title.'), 'then add an example']);
    expect(answers()).toEqual([expect.stringContaining(`review ${first.id}`)]);
    // The reviews' own runs come late: the first was answered, the one after the command is sent now, once.
    const [late, own] = await Promise.all([reviewRun(first), reviewRun(after)]);
    expect([late.outputs.outcome, own.outputs.outcome]).toEqual(['skipped', 'completed']);
    expect(late.log.join('\n')).toContain('was answered already');
    expect(messages()).toHaveLength(3);
    expect(messages()[2]).toContain('After the command: shorter intro.');
    expect(answers()).toHaveLength(2);
  });
});

/**
 * Was broken: the line answering a sent review (the only proof it was sent) was written on the
 * short write budget: a secondary rate limit asking 15 s left no line, and the next review's run
 * sent the first review again. It now waits out a rate limit as a command's 🚀 does (90 s). This
 * case waits GitHub's 15 s for real: the budget it proves is the bundle's own clock.
 */
describe('a sent review whose answer line GitHub rate-limits', () => {
  it("is not sent again by the next review's run", async () => {
    await started();
    const first = submitted({ state: 'CHANGES_REQUESTED', login: 'lead', body: 'Tighten the flag docs.' });
    const firstRun = reviewRun(first);
    // Once the review went to the service, GitHub limits the rate of the line answering it.
    while (messages().length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    github.faults.push({
      method: 'POST',
      path: /\/repos\/acme\/docs\/issues\/101\/comments$/,
      status: 403,
      headers: { 'retry-after': '15' },
      body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    });
    expect((await firstRun).outputs.outcome).toBe('completed');

    const second = submitted({ state: 'COMMENTED', login: 'lead', body: 'Also mention the default.' });
    await reviewRun(second);

    // Was: the first review twice, then the second.
    expect(messages().map((m) => m.split('\n')[0])).toEqual([
      'A review of the docs pull request by lead requests changes.',
      'A review of the docs pull request by lead, with comments.',
    ]);
  });
});
