/**
 * One property over the whole action, run as the runner runs it (dist/index.js, environment,
 * files, a local service): random secrets (the api-key, the github-token, a proxy password) made
 * of the characters every escaper touches, with spaces, tabs and line breaks inside as a pasted
 * value or a PEM key has them, are echoed by the service, at random positions, in
 * every field it can fill, and placed by the user in the prompt or message, on every path (each
 * ending, debug on and off). No piece of six or more characters of any secret appears on any
 * surface: stdout, stderr, outputs, annotations, the summary, and on a pull request run the
 * comment and the check run (every request body sent to the simulated GitHub API); the
 * ::add-mask:: lines aside.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSimulatedGitHub, type SimGitHub, type TokenGrant } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { escapeControls, escapeMarkup } from '../src/output/text.ts';

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

let answers: Answer[] = [];
let served = 0;
let server: http.Server;
let baseUrl = '';
let github: SimGitHub;
/** The simulated GitHub reads its tokens on each request: each case grants its own report-token. */
const grants: Record<string, TokenGrant> = {};
let runId = 100;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const answer = answers[Math.min(served++, answers.length - 1)] ?? { status: 500, body: '' };
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  github = await startSimulatedGitHub({ tokens: grants });
});
afterAll(async () => {
  await github.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

// Every character some escaper touches, and letters so each secret is its own.
const SECRET_CHARS = [...'_*<>&|`[]#~:!$@\\"\'%', ...'ABCDEFGHJKMNPQRSTUVWXYZ23456789'];
// A GitHub secret may hold white space and line breaks (a PEM key, a pasted value), though not at
// either end: the runner trims inputs. The runner masks each line of a multi-line secret apart.
const SECRET_SPACES = [' ', '\n', '\t'];
const secretChar = fc.constantFrom(...SECRET_CHARS);
const plainBody = fc.array(secretChar, { minLength: 14, maxLength: 24 }).map((chars) => chars.join(''));
const spacedBody = fc
  .tuple(
    secretChar,
    fc.array(
      fc.oneof({ arbitrary: secretChar, weight: 5 }, { arbitrary: fc.constantFrom(...SECRET_SPACES), weight: 1 }),
      { minLength: 12, maxLength: 22 },
    ),
    secretChar,
  )
  .map(([first, middle, last]) => [first, ...middle, last].join(''));
// A key or token with white space is an input error (the step says so and stops): most are plain,
// so most runs get past the inputs. A proxy password may hold anything percent-encoded.
const secretBody = fc.oneof({ arbitrary: plainBody, weight: 9 }, { arbitrary: spacedBody, weight: 1 });
const passwordBody = fc.oneof({ arbitrary: plainBody, weight: 1 }, { arbitrary: spacedBody, weight: 3 });
// Where a cut falls: around the service words cap (200), the value cap (300), the prompt line
// (120), the debug body cap (2,000), or anywhere.
const padding = fc.oneof(
  fc.constantFrom(0, 110, 115, 190, 195, 290, 295, 1_985, 1_995),
  fc.integer({ min: 0, max: 400 }),
);

type Path =
  | 'wait-completed'
  | 'wait-404'
  | 'wait-400'
  | 'wait-500-timeout'
  | 'start-201'
  | 'start-400'
  | 'start-202'
  | 'message-200';
const PATHS: Path[] = [
  'wait-completed',
  'wait-404',
  'wait-400',
  'wait-500-timeout',
  'start-201',
  'start-400',
  'start-202',
  'message-200',
];

interface Case {
  key: string;
  token: string;
  proxyPassword: string;
  reportToken: string;
  /** `previous-api-key`, as during a key rotation. */
  previousKey: string;
  /** A pull_request run that keeps a comment and a check run. */
  pullRequest: boolean;
  path: Path;
  debug: boolean;
  /** For each field the service fills: which secret, and how much text before it. */
  placements: Array<{ secret: 0 | 1 | 2 | 3 | 4; before: number }>;
}

const caseArbitrary: fc.Arbitrary<Case> = fc.record({
  key: secretBody.map((body) => `mint_${body}`),
  token: secretBody.map((body) => `ghs_${body}`),
  proxyPassword: passwordBody,
  reportToken: secretBody.map((body) => `ghs_${body}`),
  previousKey: secretBody.map((body) => `mint_${body}`),
  pullRequest: fc.boolean(),
  path: fc.constantFrom(...PATHS),
  debug: fc.boolean(),
  placements: fc.array(fc.record({ secret: fc.constantFrom(0, 1, 2, 3, 4), before: padding }), {
    minLength: 9,
    maxLength: 9,
  }),
});

function scenario(c: Case): { inputs: Record<string, string>; answers: Answer[] } {
  const secrets = [c.key, c.token, c.proxyPassword, c.reportToken, c.previousKey];
  const field = (index: number): string => {
    const placement = c.placements[index] ?? { secret: 0, before: 0 };
    return `${'x'.repeat(placement.before)}${secrets[placement.secret]} tail`;
  };
  const job = (status: string, id = field(0)): string =>
    JSON.stringify({
      id,
      status,
      model: field(1),
      source: { repository: `https://github.com/acme/${field(2)}`, ref: field(3) },
      prLink: `https://review.example.test/${field(4)}`,
      createdAt: field(5),
      archivedAt: field(6),
    });
  const words = JSON.stringify({ error: field(7) });
  // Only the paths that end by running out of time get 1 s: the others end on the service's answer,
  // so a loaded machine never turns them into a time-out.
  const timeout = c.path === 'wait-500-timeout' || c.path === 'start-202' ? '1s' : '60s';
  const base = { 'project-id': 'proj', 'poll-interval': '100ms', timeout };
  const waiting = { ...base, 'job-id': 'job-1' };
  const starting = { ...base, prompt: field(8) };
  switch (c.path) {
    case 'wait-completed':
      return { inputs: waiting, answers: [{ status: 200, body: job('completed') }] };
    case 'wait-404':
      return { inputs: waiting, answers: [{ status: 404, body: words }] };
    case 'wait-400':
      return { inputs: waiting, answers: [{ status: 400, body: words }] };
    case 'wait-500-timeout':
      return {
        inputs: waiting,
        answers: [
          { status: 200, body: job(field(1)) },
          { status: 500, body: words },
        ],
      };
    case 'start-201':
      return {
        inputs: { ...starting, wait: 'false' },
        answers: [{ status: 201, body: job('active', 'job-9') }],
      };
    case 'start-400':
      return { inputs: starting, answers: [{ status: 400, body: words }] };
    case 'start-202':
      return { inputs: starting, answers: [{ status: 202, body: job('active') }] };
    case 'message-200':
      return {
        inputs: { ...waiting, message: field(8) },
        answers: [
          { status: 200, body: job('active', 'job-1') },
          { status: 200, body: job('archived') },
        ],
      };
  }
}

/** Each run of six characters of the secret, raw and as each escaper writes it. */
function pieces(secret: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 6 <= secret.length; i++) {
    const piece = secret.slice(i, i + 6);
    for (const form of [
      piece,
      escapeMarkup(piece),
      escapeControls(piece),
      encodeURIComponent(piece),
      JSON.stringify(piece).slice(1, -1),
    ])
      out.add(form);
  }
  return [...out];
}

describe('no piece of a secret on any surface', () => {
  it('holds for random secrets placed anywhere, on every path, debug on and off', async () => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary, async (c) => {
        const { inputs, answers: script } = scenario(c);
        answers = script;
        served = 0;
        github.requests.length = 0;
        github.comments.length = 0;
        github.checkRuns.length = 0;
        for (const token of Object.keys(grants)) delete grants[token];
        grants[c.reportToken] = { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' };
        // The runner always passes a report-token (github.token by default); a check run only on a pull request run.
        const reviewers: Record<string, string> = {
          'report-token': c.reportToken,
          ...(c.pullRequest ? { 'check-name': 'Docs agent' } : {}),
        };
        const run = await runAction(
          {
            ...inputs,
            ...reviewers,
            'api-key': c.key,
            'previous-api-key': c.previousKey,
            'github-token': c.token,
            'base-url': baseUrl,
          },
          {
            // A safety net only: a loaded machine ran a case past 15 s (killed, no comment).
            killAfterMs: 60_000,
            env: {
              HTTPS_PROXY: `http://user:${encodeURIComponent(c.proxyPassword)}@127.0.0.1:9`,
              ...(c.pullRequest ? pullRequestEnv(github.url, runId++) : {}),
              ...(c.debug ? { RUNNER_DEBUG: '1' } : {}),
            },
          },
        );
        // A key or token that holds white space is an input error: the step reports it and stops.
        const validInputs = [c.key, c.previousKey, c.token, c.reportToken].every((value) => !/\s/.test(value));
        // Every ending writes the comment, a time-out too, but one: on a loaded machine 1 s may run
        // out while the pull request's records are read, before the run decided anything; that run
        // asked the service nothing and leaves only the head's check run (docs/endings.md).
        const decidedNothing =
          run.outputs.outcome === 'timed-out' &&
          served === 0 &&
          run.stdout.includes('Timed out while reading what the pull request owes');
        if (c.pullRequest && validInputs) expect(github.comments).toHaveLength(decidedNothing ? 0 : 1);
        const stdout = run.stdout
          .split('\n')
          .filter((line) => !line.startsWith('::add-mask::'))
          .join('\n');
        const surfaces = {
          stdout,
          stderr: run.stderr,
          outputs: JSON.stringify(run.outputs),
          summary: run.summary,
          'comment and check run': JSON.stringify(github.requests.map((request) => request.body ?? null)),
        };
        expect(run.exitCode === 0 || run.exitCode === 1).toBe(true);
        // The runner reads the log line by line and takes an ::add-mask:: value whole, so a value of
        // several lines masks nothing: each line of a secret must be a mask of its own (as the
        // runner makes each line of a workflow's secret one).
        const masks = new Set(run.commands.filter((command) => command.command === 'add-mask').map((m) => m.message));
        for (const secret of [c.key, c.token, c.proxyPassword, c.reportToken, c.previousKey])
          for (const line of secret.split('\n').map((text) => text.trim()))
            if (line !== '' && !masks.has(line))
              throw new Error(`no ::add-mask:: for the line ${JSON.stringify(line)} of a secret (path ${c.path})`);
        for (const secret of [c.key, c.token, c.proxyPassword, c.reportToken, c.previousKey]) {
          for (const piece of pieces(secret)) {
            for (const [surface, text] of Object.entries(surfaces)) {
              if (text.includes(piece)) {
                const line = text.split('\n').find((l) => l.includes(piece)) ?? '';
                throw new Error(
                  `${surface} shows ${JSON.stringify(piece)} of a secret (path ${c.path}) in: ${line.slice(0, 300)}`,
                );
              }
            }
          }
        }
      }),
      // A failing case is reported as found: shrinking runs the bundle hundreds of times, past the
      // test's time on a loaded machine, and would hide the counterexample behind a time-out.
      { numRuns: Number(process.env.SECRET_RUNS ?? 40), endOnFailure: true },
    );
  }, 900_000);
});
