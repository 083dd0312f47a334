/**
 * No secret in anything the action sends, to anyone: the one redaction (the log's) runs at each
 * wire, the service client's POST and the GitHub client's every write, whoever built the text.
 * Random secrets in each format (`mint_`, `ghs_`, `github_pat_`, none) and random texts that embed
 * them or a piece of them (a start that runs six characters past the public prefix, as a wrapped
 * or cut line keeps it) in commit subjects, file names, a person's comment, a review, a check run's
 * title, summary and text, and a dispatch's inputs: no body that leaves holds one, and a signed
 * record (the comment's marker, the check run's external_id) leaves exactly as it was made.
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createGitHubClient, type GitHubClient } from '../src/github/client.ts';
import { gitHubCodeHost } from '../src/github/code-host.ts';
import type { Log } from '../src/output/log.ts';
import type { Trigger } from '../src/pull-request/host.ts';
import { dispatchWorkflow } from '../src/github/pending-index.ts';
import { createLog, type ActionIO } from '../src/output/log.ts';
import { escapeControls, escapeMarkup } from '../src/output/text.ts';
import { pushMessage } from '../src/pull-request/push.ts';
import { commentMarker, encodeRecord, readCommentRecords, readRecord } from '../src/pull-request/record.ts';
import { createRedact, onlySecrets } from '../src/output/redaction.ts';
import { createService } from '../src/service/client.ts';
import type { HttpSend } from '../src/service/transport.ts';
import { pullRequestTrigger, STEP } from './helpers/pull-request-run.ts';
import { SCRIPTED_API, scriptedFetch, type WireRequest } from './helpers/scripted-fetch.ts';
import { VirtualClock } from './helpers/virtual.ts';

const PUBLIC_PREFIX = /^(?:mint_(?:dsc_|us_)?|gh[pousr]_|github_pat_)/;
// Letters, digits and what an escaper touches (no `*`: `***` is what redaction writes).
const CHARS = [...'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789', ...'_<>&|`[]#~:!$@\\"\'% \t\n'];
const secretArb = fc
  .tuple(
    fc.constantFrom('mint_', 'ghs_', 'github_pat_', ''),
    fc.array(fc.constantFrom(...CHARS), { minLength: 10, maxLength: 30 }),
  )
  .map(([prefix, body]) => `${prefix}${body.join('')}`)
  // A secret the inputs would trim, or that starts with white space, is not one the runner passes.
  .filter((secret) => secret.trim() === secret);

/** The shortest piece of a secret: its start, six characters past its public prefix. */
const shortestPiece = (secret: string): string => secret.slice(0, (PUBLIC_PREFIX.exec(secret)?.[0].length ?? 0) + 6);

/** The secret, whole or a start of it at least as long as the shortest piece. */
const pieceArb = (secret: string): fc.Arbitrary<string> =>
  fc.integer({ min: shortestPiece(secret).length, max: secret.length }).map((end) => secret.slice(0, end));

/** A text that embeds a piece of one of the secrets, between arbitrary words. */
const textArb = (secrets: string[]): fc.Arbitrary<string> =>
  fc
    .tuple(fc.string({ maxLength: 30 }), fc.constantFrom(...secrets).chain(pieceArb), fc.string({ maxLength: 30 }))
    .map(([before, piece, after]) => `${before}${piece}${after}`);

interface Case {
  secrets: string[];
  subjects: string[];
  files: string[];
  comment: string;
  review: string;
  title: string;
}

const caseArb: fc.Arbitrary<Case> = fc
  .uniqueArray(secretArb, { minLength: 1, maxLength: 4, selector: (secret) => shortestPiece(secret) })
  .chain((secrets) =>
    fc.record({
      secrets: fc.constant(secrets),
      subjects: fc.array(textArb(secrets), { minLength: 1, maxLength: 3 }),
      files: fc.array(textArb(secrets), { minLength: 1, maxLength: 3 }),
      comment: textArb(secrets),
      review: textArb(secrets),
      title: textArb(secrets),
    }),
  );

/** Every string in a body as sent (parsed back from its JSON). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

/** Fails with the body and the piece it shows, if any string sent holds a piece of a secret in any form. */
function expectNoPiece(sent: string[], secrets: string[]): void {
  for (const secret of secrets) {
    const piece = shortestPiece(secret);
    const forms = [piece, escapeControls(piece), escapeMarkup(piece), escapeMarkup(escapeControls(piece))];
    for (const text of sent)
      for (const form of forms)
        if (text.includes(form))
          throw new Error(`${JSON.stringify(form)} of a secret was sent in ${JSON.stringify(text)}`);
  }
}

const quietIO = (): ActionIO => ({
  getInput: () => '',
  setSecret: () => undefined,
  setOutput: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  isDebug: () => false,
  notice: () => undefined,
  warning: () => undefined,
  error: () => undefined,
  setFailed: () => undefined,
  startGroup: () => undefined,
  endGroup: () => undefined,
  writeSummary: async () => undefined,
});

const SHA = 'a'.repeat(40);

/** The step's GitHub client on a scripted GitHub that takes every write and keeps what it was sent. */
function gitHub(secrets: string[]): { client: GitHubClient; sent: WireRequest[] } {
  const sent: WireRequest[] = [];
  const fetch = scriptedFetch((request) => {
    sent.push(request);
    return {
      status: request.method === 'POST' ? 201 : 200,
      data: { id: 9, html_url: 'https://github.com/x' },
      headers: {},
    };
  });
  const env = { GITHUB_API_URL: SCRIPTED_API };
  const client = createGitHubClient({
    clock: new VirtualClock(),
    env,
    fetch,
    retryBaseMs: 0,
    writeSpacing: false,
    secrets,
  });
  return { client, sent };
}

/** The pull request's host as the step builds it, through the step's code host, with the report-token. */
const reportHost = (client: GitHubClient, token: string, trigger: Trigger, log: Log) =>
  gitHubCodeHost({
    github: client,
    log,
    env: {},
    clock: new VirtualClock(),
    signal: new AbortController().signal,
  }).pullRequest(trigger, { value: token, name: 'report-token' });

// The scripted GitHub answers at once; the virtual clock stands at 0.
const budget = () => ({ signal: new AbortController().signal, deadline: 30_000 });

describe('no secret, and no piece of one, in what the action sends', () => {
  it("to the service: a push (commit subjects, file names) and a person's comment, as a start and as a follow-up", async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const [apiKey = '', ...others] = c.secrets;
        const bodies: string[] = [];
        const send: HttpSend = async (_url, options) => {
          bodies.push(options.body ?? '');
          return { status: 200, headers: {}, body: '{"id":"job-1","status":"active"}' };
        };
        const service = createService({ baseUrl: 'https://svc.test', projectId: 'p', apiKey, secrets: others }, send);
        const news = pushMessage('acme/product#5', SHA, {
          kind: 'compared',
          from: 'b'.repeat(40),
          comparison: {
            commits: c.subjects.map((title) => ({ sha: SHA, title, merge: false })),
            moreCommits: false,
            files: c.files,
            filesCapped: false,
          },
        });
        const options = { timeoutMs: 1_000, signal: new AbortController().signal };
        const texts = [`${news ?? ''}\n\n${c.comment}`, `${c.title}\n\n${c.review}`];
        const sent = [
          await service.sendMessage('job-1', texts[0] ?? '', options),
          await service.createJob(texts[1] ?? '', options),
        ];
        // A text of secrets alone is never sent (it would reach the job as `***`): refused, no request.
        const alone = texts.map((text) => onlySecrets(text, createRedact(c.secrets)));
        expect(sent.map((result) => result.kind === 'rejected')).toEqual(alone);
        expect(bodies).toHaveLength(alone.filter((refused) => !refused).length);
        expectNoPiece(
          bodies.map((body) => String((JSON.parse(body) as { prompt: unknown }).prompt)),
          c.secrets,
        );
      }),
      { numRuns: 200 },
    );
  });

  it('to GitHub: comments, a reply, a check run, a dispatch, and the records exactly as signed', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const [apiKey = ''] = c.secrets;
        const { client, sent } = gitHub(c.secrets);
        const trigger = pullRequestTrigger();
        const log = createLog(quietIO(), c.secrets);
        const host = reportHost(client, 'ghs_reportToken', trigger, log);
        const record = { run: '77', attempt: 1, kind: 'prompt' as const, jobs: ['job-1'], head: SHA };
        const marker = commentMarker(STEP, record, apiKey);
        const externalId = encodeRecord(STEP, record, apiKey);
        const text = [c.title, ...c.subjects, ...c.files, c.comment, c.review].join('\n');
        await host.createComment({ text, record: marker }, budget());
        await host.updateComment(9, { text: c.comment }, budget());
        await host.createCheckRun(
          'Docs',
          SHA,
          { status: 'in_progress', title: c.title, summary: text, externalId },
          budget(),
        );
        await host.updateCheckRun(
          9,
          { status: 'completed', conclusion: 'success', title: c.review, summary: c.comment, text, externalId },
          budget(),
        );
        const call = client.caller('ghs_reportToken', { name: 'report-token', needs: 'actions: write' });
        const inputs = {
          'job-id': 'job-1',
          outcome: 'completed',
          'pr-link': c.title,
          'pull-request': '5',
          'head-sha': c.review,
        };
        await dispatchWorkflow(
          call,
          { owner: 'acme', repo: 'product', file: 'review.yml', ref: 'main' },
          inputs,
          budget(),
        );
        expect(sent.map((request) => request.method)).toEqual(['POST', 'PATCH', 'POST', 'PATCH', 'POST']);
        // The records are sent as made: the marker on the comment's last line, the check run's external_id.
        const [created, , check, finished] = sent.map((request) => request.body ?? {});
        const body = String(created?.body);
        expect(body.endsWith(`\n${marker}\n`)).toBe(true);
        expect(readCommentRecords(body, STEP, apiKey)?.records[0]).toMatchObject(record);
        expect([check?.external_id, finished?.external_id]).toEqual([externalId, externalId]);
        expect(readRecord(externalId, STEP, apiKey)).toMatchObject(record);
        // Everything else holds no piece of a secret.
        const free = sent.map(({ body: { external_id: _id, ...rest } = {} }) => rest);
        expectNoPiece([body.slice(0, -marker.length - 2), ...stringsOf(free.slice(1))], c.secrets);
      }),
      { numRuns: 100 },
    );
  });

  it('a record is never redacted, even one that would read as a piece of a secret', async () => {
    const secret = 'ghs_R4nd0mT0k3nPart';
    const piece = shortestPiece(secret);
    const { client, sent } = gitHub([secret]);
    const host = reportHost(client, 't', pullRequestTrigger(), createLog(quietIO()));
    const record = `<!-- wait-for-agent-job.x.${piece}.y -->`;
    await host.createComment({ text: `quoted: ${piece}`, record }, budget());
    await host.createCheckRun(
      'Docs',
      SHA,
      { status: 'in_progress', title: piece, summary: '', externalId: piece },
      budget(),
    );
    expect(sent[0]?.body?.body).toBe(`quoted: ***\n${record}\n`);
    expect(sent[1]?.body).toMatchObject({ external_id: piece, output: { title: '***' } });
  });

  it('a text that ends in a piece of a secret holding a line break keeps the record on its own line', async () => {
    // The shrunk case a CI run found: the piece ran on into the break before the record and took it.
    const secret = "K'7'! [PC6&5eJ\nZM4r\n`9wUB";
    const { client, sent } = gitHub([secret]);
    const host = reportHost(client, 't', pullRequestTrigger(), createLog(quietIO()));
    const record = commentMarker(STEP, { run: '77', attempt: 1, kind: 'prompt', jobs: ['job-1'], head: SHA }, secret);
    await host.createComment({ text: "review: K'7'! [PC6&5eJ", record }, budget());
    expect(sent[0]?.body?.body).toBe(`review: ***\n${record}\n`);
  });
});
