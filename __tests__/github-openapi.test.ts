/**
 * Every GitHub request the bundled action sends matches GitHub's published OpenAPI description
 * (@octokit/openapi, api.github.com): the method on a documented path, only documented query
 * parameters with `per_page` at most 100, only documented body fields with the required ones
 * present, and the headers GitHub asks for. The requests are those dist/index.js sent to the
 * simulated GitHub on the paths that write: a start with the comment, the check run, the changed
 * files and the pull request look-up; a run with nothing to do; a follow-up command; a command
 * refused (GraphQL, when sent, is a query).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSimulatedGitHub, type SimGitHub } from '../sim/github-api.ts';
import { commentEventEnv, PR_HEAD, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { useSimulatedService } from './helpers/simulated.ts';

interface Parameter {
  name: string;
  in: string;
}
interface Schema {
  properties?: Record<string, unknown>;
  required?: string[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const spec = JSON.parse(
  readFileSync(
    path.join(
      import.meta.dirname,
      '..',
      'node_modules',
      '@octokit',
      'openapi',
      'generated',
      'api.github.com.deref.json',
    ),
    'utf8',
  ),
) as { paths: Record<string, Record<string, Operation>> };
/** Templates with fewer parameters first, so `/issues/comments/{id}` wins over `/issues/{number}/...`. */
const templates = Object.entries(spec.paths)
  .map(([template, operations]) => ({
    template,
    match: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    operations,
  }))
  .sort((a, b) => (a.template.match(/\{/g) ?? []).length - (b.template.match(/\{/g) ?? []).length);

/** Every field a body may hold, and those it must, across the schema's alternatives. */
function fields(schema: Schema): { allowed: Set<string>; required: string[] } {
  const parts = [schema, ...(schema.allOf ?? [])];
  const alternatives = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  const allowed = new Set([...parts, ...alternatives].flatMap((part) => Object.keys(part.properties ?? {})));
  return { allowed, required: parts.flatMap((part) => part.required ?? []) };
}

type Sent = Omit<SimGitHub['requests'][number], 'at'>;

/** What is wrong with one request against the description; nothing when it matches. */
function problems(request: Sent): string[] {
  const url = new URL(request.url, 'http://github.test');
  const where = `${request.method} ${url.pathname}`;
  const headers = request.headers;
  const said: string[] = [];
  if (headers['x-github-api-version'] !== '2022-11-28') said.push(`${where}: no X-GitHub-Api-Version: 2022-11-28`);
  if (!String(headers.accept).includes('application/vnd.github')) said.push(`${where}: Accept is ${headers.accept}`);
  if (!/^token \S+$/.test(String(headers.authorization))) said.push(`${where}: no token authorization`);
  if (!String(headers['user-agent']).includes('wait-for-agent-job')) said.push(`${where}: no user agent of ours`);
  if (url.pathname === '/graphql') {
    const body = request.body as { query?: unknown } | undefined;
    if (request.method !== 'POST' || typeof body?.query !== 'string') said.push(`${where}: not a GraphQL query`);
    return said;
  }
  const found = templates.find((entry) => entry.match.test(url.pathname));
  const operation = found?.operations[request.method.toLowerCase()];
  if (!found || !operation) return [...said, `${where}: not in GitHub's description`];
  const query = new Set((operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
  for (const [name, value] of url.searchParams) {
    if (!query.has(name)) said.push(`${where}: query parameter ${name} is not documented`);
    if (name === 'per_page' && Number(value) > 100) said.push(`${where}: per_page ${value} is over 100`);
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) {
    if (Object.keys(body).length > 0) said.push(`${where}: sends a body GitHub does not take`);
    return said;
  }
  const { allowed, required } = fields(schema);
  for (const name of Object.keys(body))
    if (!allowed.has(name)) said.push(`${where}: body field ${name} is not documented`);
  for (const name of required) if (!(name in body)) said.push(`${where}: required body field ${name} is missing`);
  return said;
}

const sim = useSimulatedService({ activeReads: 1 });
let github: SimGitHub;
beforeAll(async () => {
  github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: {
        repository: PR_REPOSITORY,
        pullRequests: 'write',
        checks: 'write',
        readable: ['acme/docs'],
      },
    },
    collaborators: { lead: { permission: 'write', role_name: 'maintain' } },
    pulls: {
      [`${PR_REPOSITORY}#5`]: { number: 5, head: { sha: PR_HEAD }, files: ['src/flag.ts'] },
      'acme/docs#101': { number: 101, state: 'open', draft: false, head: { sha: 'f'.repeat(40), ref: 'agent/x' } },
    },
  });
});
afterAll(() => github.close());

describe("GitHub's published description", () => {
  it('reads the description it checks against, and finds what does not match it', () => {
    expect(templates.length).toBeGreaterThan(500);
    const headers = {
      'x-github-api-version': '2022-11-28',
      accept: 'application/vnd.github.v3+json',
      authorization: 'token t',
      'user-agent': 'wait-for-agent-job',
    };
    const sent = (method: string, url: string, body?: unknown): Sent => ({
      method,
      url,
      authorization: '',
      body,
      headers,
    });
    expect(problems(sent('POST', '/repos/o/r/check-runs', { name: 'n', head_sha: 'a', bogus: 1 }))).toEqual([
      'POST /repos/o/r/check-runs: body field bogus is not documented',
    ]);
    expect(problems(sent('POST', '/repos/o/r/issues/1/comments', {}))).toEqual([
      'POST /repos/o/r/issues/1/comments: required body field body is missing',
    ]);
    expect(problems(sent('GET', '/repos/o/r/issues/1/comments?per_page=101&sort=x'))).toEqual([
      'GET /repos/o/r/issues/1/comments: per_page 101 is over 100',
      'GET /repos/o/r/issues/1/comments: query parameter sort is not documented',
    ]);
    expect(problems({ method: 'GET', url: '/nowhere', authorization: undefined, headers: {} })).toContain(
      "GET /nowhere: not in GitHub's description",
    );
  });

  it('matches every request the action sends on the paths that write to GitHub', async () => {
    const inputs = { 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN, 'check-name': 'Docs agent' };
    const started = await runAction(sim.inputs({ prompt: 'Document the new flag.', paths: 'src/**', ...inputs }), {
      killAfterMs: 25_000,
      env: pullRequestEnv(github.url, 501),
    });
    expect(started.outputs.outcome).toBe('completed');
    // A run with nothing to do: the check run concludes `skipped`.
    const skipped = await runAction(sim.inputs({ prompt: 'Document the new flag.', paths: 'api/**', ...inputs }), {
      killAfterMs: 25_000,
      env: pullRequestEnv(github.url, 502),
    });
    expect(skipped.outputs.outcome).toBe('no-docs-needed');
    for (const [id, body, login] of [
      [1, '/docs make the intro shorter', 'lead'],
      [2, '/docs please', 'outsider'],
    ] as const) {
      const written = github.addComment(`${PR_REPOSITORY}#5`, body, login);
      const run = await runAction(sim.inputs({ 'follow-up-command': '/docs', ...inputs }), {
        killAfterMs: 25_000,
        env: commentEventEnv(github.url, 510 + id, { id: written.id, body, login }),
      });
      expect(run.exitCode).toBe(0);
    }
    const kinds = new Set(
      github.requests.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname.replace(/\d+/g, 'N')}`),
    );
    // The paths this proves: comments, check runs, pull requests, reactions, a commenter's permission.
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'GET /repos/acme/product/issues/N/comments',
        'POST /repos/acme/product/issues/N/comments',
        'PATCH /repos/acme/product/issues/comments/N',
        'GET /repos/acme/product/commits/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/check-runs',
        'POST /repos/acme/product/check-runs',
        'PATCH /repos/acme/product/check-runs/N',
        'GET /repos/acme/docs/pulls/N',
        'GET /repos/acme/product/collaborators/lead/permission',
        'POST /repos/acme/product/issues/comments/N/reactions',
        'GET /repos/acme/product/issues/comments/N',
        'GET /repos/acme/product/pulls/N/files',
      ]),
    );
    expect(github.requests.flatMap(problems)).toEqual([]);
  }, 120_000);
});
