/**
 * `wait-for-agent-job merge-request` as a GitLab CI job runs it: the bundled command line, the
 * job's predefined variables, the simulated GitLab and service. A merge request's pipeline starts
 * its job and says how it ended in one note and the "Docs agent" status; a merge train's does
 * nothing; a job that is not GitLab's, or has no GITLAB_TOKEN, is bad usage that says the fix.
 */
import { describe, expect, it, jest } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_API_KEY, type SimulatedService } from '../sim/service.ts';
import { runCli } from './helpers/cli.ts';
import { A, bot, DOCS_MR, reporter, jobEnv, mergeRequestFlags, useGitLabCliWorld } from './helpers/gitlab-cli-world.ts';

jest.setTimeout(60_000);

const world = useGitLabCliWorld({ withReporter: true });
const flags = (svc: SimulatedService): string[] => mergeRequestFlags(svc);

describe("'merge-request' in a GitLab CI job", () => {
  it('starts the merge request job and says how it ended in one note and the status', async () => {
    const { sim, svc } = await world();
    const ran = await runCli(flags(svc), jobEnv(sim));
    expect(ran.code).toBe(0);
    const result = JSON.parse(ran.out) as Record<string, unknown>;
    expect(result.outcome).toBe('completed');
    expect(result['pr-link']).toBe(DOCS_MR);
    expect(result['comment-url']).toMatch(/merge_requests\/5#note_\d+$/);
    const notes = sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);
    expect(notes.map((note) => note.body.includes(DOCS_MR))).toEqual([true]);
    expect(sim.statuses.get(A)?.map((status) => [status.name, status.status, status.pipeline_id])).toEqual([
      ['Docs agent', 'success', 900],
    ]);
    // What was written: the output, and every body sent (the token goes only in PRIVATE-TOKEN).
    const bodies = [...sim.requests.map((request) => request.body), ...svc.requests.map((request) => request.body)];
    const everything = JSON.stringify([ran, bodies]);
    for (const secret of [DEMO_API_KEY, bot.token ?? '']) expect(everything.includes(secret)).toBe(false);
    expect(everything.includes(DEMO_API_KEY.slice(0, 12))).toBe(false);
  });

  it('with --let-go, ends in seconds with the job running; the schedule finishes the note and the status', async () => {
    const { sim, svc } = await world();
    const letGo = [...flags(svc), '--let-go'];
    const ran = await runCli(letGo, jobEnv(sim));
    expect(ran.code).toBe(0);
    expect(JSON.parse(ran.out)).toMatchObject({ outcome: 'started', 'job-id': ['job-started-1'] });
    expect(ran.err).toMatch(/The runner is let go/);
    expect(sim.statuses.get(A)?.map((status) => [status.status, status.pipeline_id])).toEqual([['running', 900]]);
    const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };
    // Its note updated the merge request (this simulated GitLab is told so), so the schedule looks at it.
    Object.assign(sim.mergeRequest(5), { updated_at: new Date().toISOString() });
    // The first schedule reads the job at work (its one active read); the next finds it ended, and says it finished it.
    const dotenv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schedule-finished-')), 'schedule.env');
    const turns = { running: {}, success: { finished: { 'job-id': 'job-started-1', outcome: 'completed' } } };
    for (const [expected, finished] of Object.entries(turns)) {
      const swept = await runCli([...letGo, '--output-file', dotenv], jobEnv(sim, schedule));
      expect(swept.code).toBe(0);
      expect(sim.statuses.get(A)?.map((status) => [status.status, status.pipeline_id])).toEqual([[expected, 900]]);
      expect(JSON.parse(swept.out)).toEqual({
        'merge-requests': [{ 'merge-request': '!5', outcome: 'nothing-new', 'exit-code': 0, ...finished }],
        'exit-code': 0,
      });
      const jobIds = expected === 'success' ? 'job-started-1' : '';
      expect(fs.readFileSync(dotenv, 'utf8')).toContain(`OUTCOME=swept\nJOB_ID=${jobIds}\n`);
    }
    const notes = sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);
    expect(notes.map((note) => note.body.includes(DOCS_MR) && note.body.includes('Completed'))).toEqual([true]);
    expect(svc.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect((await runCli([...flags(svc), '--let-go=maybe'], jobEnv(sim))).err).toMatch(
      /--let-go is 'maybe': write --let-go \(or --let-go=true\) to let the runner go, --let-go=false to wait/,
    );
  });

  it("does nothing in a merge train's pipeline, and says why", async () => {
    const { sim, svc } = await world();
    const ran = await runCli(flags(svc), jobEnv(sim, { CI_MERGE_REQUEST_EVENT_TYPE: 'merge_train' }));
    expect(ran.code).toBe(0);
    expect(ran.err).toMatch(/merge train pipeline: it tests a merge already decided/);
    expect(svc.requests).toEqual([]);
    expect(sim.requests).toEqual([]);
  });

  it("starts nothing in a fork's pipeline, which has none of the project's variables, and says who can", async () => {
    const { sim, svc } = await world();
    const fork = { CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '77', CI_PROJECT_ID: '77', GITLAB_TOKEN: '' };
    const ran = await runCli(flags(svc), { ...jobEnv(sim, fork), MINTLIFY_ADMIN_API_KEY: '' });
    expect(ran.code).toBe(0);
    expect(ran.err).toMatch(/comes from a fork.*runs in the fork.*"Run pipeline"/);
    expect(svc.requests).toEqual([]);
    expect(sim.requests).toEqual([]);
  });

  it('on the schedule, tells the docs merge request of a merge and lists each merge request it took a turn for', async () => {
    const { sim, svc } = await world();
    expect((await runCli(flags(svc), jobEnv(sim))).code).toBe(0);
    const at = new Date().toISOString();
    Object.assign(sim.mergeRequest(5), { state: 'merged', closed_at: at, updated_at: at });
    const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };
    const ran = await runCli(flags(svc), jobEnv(sim, schedule));
    expect(ran.code).toBe(0);
    expect(JSON.parse(ran.out)).toEqual({
      'merge-requests': [{ 'merge-request': '!5', outcome: 'nothing-new', 'exit-code': 0 }],
      'exit-code': 0,
    });
    expect(ran.err).toMatch(/Merge request !5:/);
    const told = sim.mergeRequest(7).notes.filter((note) => note.body.includes('Product merge request merged'));
    expect(told).toHaveLength(1);
    expect(svc.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('is bad usage outside a GitLab CI job, and without GITLAB_TOKEN, naming the fix', async () => {
    const { sim, svc } = await world();
    const outside = await runCli(flags(svc), { ...jobEnv(sim), GITLAB_CI: '' });
    expect(outside.code).toBe(3);
    expect(outside.err).toMatch(/not a GitLab CI job .*run the merge request command in the job the component adds/);
    const tokenless = await runCli(flags(svc), jobEnv(sim, { GITLAB_TOKEN: '' }));
    expect(tokenless.code).toBe(3);
    expect(tokenless.err).toMatch(/No GITLAB_TOKEN.*Developer role, 'api' scope/);
    const jobTokens: Record<string, string>[] = [
      { GITLAB_TOKEN: '64_Xy9zQ2wLm3NpR7tKa1', CI_JOB_TOKEN: '64_Xy9zQ2wLm3NpR7tKa1' },
      { GITLAB_TOKEN: 'glcbt-64_abc' },
    ];
    for (const jobToken of jobTokens) {
      const withJobToken = await runCli(flags(svc), jobEnv(sim, jobToken));
      expect(withJobToken.code).toBe(3);
      expect(withJobToken.err).toMatch(
        /GITLAB_TOKEN holds the pipeline's own job token \(CI_JOB_TOKEN\), which cannot write a note.*Developer role, 'api' scope/,
      );
      expect(withJobToken.err).not.toMatch(/64_Xy9zQ2wLm3NpR7tKa1|glcbt-64_abc/);
    }
    const agentless = await runCli(
      flags(svc).filter((arg) => !['--agent-login', 'mintlify-docs-bot'].includes(arg)),
      jobEnv(sim),
    );
    expect(agentless.code).toBe(3);
    expect(agentless.err).toMatch(/needs --agent-login: the GitLab username Mintlify opens its merge requests as/);
    expect(svc.requests).toEqual([]);
    expect(sim.requests).toEqual([]);
  });

  it('fails with exit 4 and the fix when GitLab refuses GITLAB_TOKEN, starting no job', async () => {
    const { sim, svc } = await world();
    const ran = await runCli(flags(svc), jobEnv(sim, { GITLAB_TOKEN: 'glpat-revoked-token-0000' }));
    expect(ran.code).toBe(4);
    const result = JSON.parse(ran.out) as Record<string, unknown>;
    expect([result.outcome, result['exit-code'], result.started]).toEqual(['error', 4, false]);
    expect(ran.err).toMatch(
      /Nothing sent: the token was refused\..*did not accept GITLAB_TOKEN \(HTTP 401.*give the job a valid one/,
    );
    expect(ran.err).not.toMatch(/could not be found/);
    expect(svc.requests).toEqual([]);
    expect(JSON.stringify(ran).includes('glpat-revoked-token-0000')).toBe(false);
  });

  it('starts no job, exit 4, with a GITLAB_TOKEN that may read but not write (Reporter), pipeline after pipeline', async () => {
    const { sim, svc } = await world();
    for (const id of ['900', '901']) {
      const ran = await runCli(flags(svc), jobEnv(sim, { GITLAB_TOKEN: reporter.token ?? '', CI_PIPELINE_ID: id }));
      expect(ran.code).toBe(4);
      expect(JSON.parse(ran.out)).toMatchObject({ outcome: 'error', started: false, 'exit-code': 4 });
      expect(ran.err).toMatch(/Give GITLAB_TOKEN the Developer role and the 'api' scope/);
      expect(ran.err).toMatch(/every later run would start another job\. No job was started/);
    }
    expect(svc.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('exits 4 when GITLAB_TOKEN cannot see the merge request (404), saying so', async () => {
    const { sim, svc } = await world();
    const ran = await runCli(flags(svc), jobEnv(sim, { CI_MERGE_REQUEST_IID: '99' }));
    expect(ran.code).toBe(4);
    expect(ran.err).toMatch(/GitLab answered 404 \(not found, or GITLAB_TOKEN cannot see it/);
    expect(svc.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("exits 5 when GitLab could not answer for the merge request's notes: running the pipeline again retries", async () => {
    const { sim, svc } = await world();
    sim.fault({ method: 'GET', path: /\/merge_requests\/5\/notes$/, status: 503, body: {}, times: 100 });
    const ran = await runCli(flags(svc), jobEnv(sim));
    expect(ran.code).toBe(5);
    expect(JSON.parse(ran.out)).toMatchObject({ outcome: 'error', started: false, 'exit-code': 5 });
    expect(ran.err).toMatch(/No later run does this by itself: run this pipeline again once GitLab answers again/);
    expect(svc.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("hides GITLAB_TOKEN in GitLab's refusal of the schedule's listing, whole, encoded or upper-cased", async () => {
    const { sim, svc } = await world();
    const token = bot.token ?? '';
    const echoes = [token, Buffer.from(token).toString('base64'), token.toUpperCase()];
    sim.fault({
      method: 'GET',
      path: /\/merge_requests$/,
      status: 401,
      body: { message: `401 Unauthorized: token ${echoes.join(' or ')} is revoked` },
    });
    const schedule = { CI_PIPELINE_SOURCE: 'schedule', CI_PIPELINE_ID: '950', CI_COMMIT_SHA: 'e'.repeat(40) };
    const ran = await runCli(flags(svc), jobEnv(sim, schedule));
    // A token GitLab refuses is no outage: exit 4, and the fix, not "the next pipeline tries again".
    expect(ran.code).toBe(4);
    expect(ran.err).toMatch(
      /could not be listed \(.*401.*valid one\): fix the token as said, then run the pipeline again/,
    );
    const written = JSON.stringify(ran);
    for (const echo of echoes) expect(written.includes(echo)).toBe(false);
    expect(written.includes(token.slice(-8))).toBe(false);
  });
});
