/**
 * The action's one loop on a GitLab merge request: run() with GitLab as its host (read from the
 * job's predefined variables), against the simulated GitLab and service. The first merge request
 * pipeline starts the job with the prompt; a pipeline after a push tells it what changed; the same
 * pipeline again tells nothing; the note and the "Docs agent" status say how each turn ended.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import type { FakeIO } from './helpers/fake-io.ts';
import { RECORD_MARK } from '../src/pull-request/record.ts';
import * as gitLab from './helpers/gitlab-world.ts';
import { A, author, B, bot, DOCS_MR, guest, posts, statesSet, type GitLabWorld } from './helpers/gitlab-world.ts';

let current: GitLabWorld | undefined;
/** What every run of a test wrote: its log, outputs and summary. */
let written: string[] = [];
const keep = (io: FakeIO) => written.push(io.written());
afterEach(async () => {
  written = [];
  await current?.gitlab.close();
  await current?.service.close();
  current = undefined;
});

async function world() {
  current = await gitLab.startGitLabWorld();
  return current;
}

const pipelineEnv = (sim: GitLabWorld['gitlab'], pipeline: number, head: string) =>
  gitLab.pipelineEnv(sim, pipeline, head);

async function pipelineRun(_clock: unknown, env: NodeJS.ProcessEnv, more: Record<string, string> = {}) {
  if (!current) throw new Error('no world');
  const ran = await gitLab.pipelineRun(current, env, more);
  keep(ran.io);
  return ran;
}

async function scheduleRun(_clock: unknown, _sim: unknown, pipeline: number, more: Record<string, string> = {}) {
  if (!current) throw new Error('no world');
  const turns = await gitLab.scheduleRun(current, pipeline, more);
  return turns.map(([iid, outcome, io]) => {
    keep(io);
    return [iid, outcome];
  });
}

describe('the loop on a GitLab merge request', () => {
  it('starts the job on the first pipeline, tells it a push, and nothing on the same head again', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const first = await pipelineRun(clock, pipelineEnv(sim, 900, A));
    expect(first.outcome).toBe('completed');
    expect(first.outputs['pr-link']).toBe(DOCS_MR);
    expect(posts(svc).map((request) => request.url)).toEqual([`/v2/agent/${DEMO_PROJECT_ID}/job`]);
    const notes = sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]?.body).toContain(DOCS_MR);
    expect(statesSet(sim, A)).toEqual(['pending', 'running', 'success']);
    expect(sim.statuses.get(A)?.map((status) => [status.name, status.status])).toEqual([['Docs agent', 'success']]);

    sim.mergeRequest(5).sha = B;
    sim.mergeRequest(5).commits.push(B);
    const second = await pipelineRun(clock, pipelineEnv(sim, 901, B));
    expect(second.outcome).toBe('completed');
    const sent = posts(svc);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.url).toMatch(/\/job\/[^/]+\/message$/);
    // In GitLab's words: on GitLab `#5` is an issue, the merge request is `!5`.
    expect(sent[1]?.body).toContain('The product merge request group/project!5');
    expect(sent[1]?.body).toContain('Update the docs merge request you opened');
    expect(sent[1]?.body).not.toMatch(/pull request|#5/);
    expect(sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id)).toHaveLength(1);
    expect(statesSet(sim, B)).toEqual(['pending', 'running', 'success']);

    const again = await pipelineRun(clock, pipelineEnv(sim, 901, B));
    expect(again.outcome).toBe('nothing-new');
    expect(posts(svc)).toHaveLength(2);
    const everything = JSON.stringify([sim.requests, svc.requests.map((r) => r.body ?? ''), again.io.written()]);
    expect(everything.includes(DEMO_API_KEY)).toBe(false);
  });

  it("sends a member's /docs note to the job on the merge request's next pipeline, once, and awards it", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const docs = { 'follow-up-command': '/docs' };
    await pipelineRun(clock, pipelineEnv(sim, 900, A), docs);
    const note = sim.addNote(5, author, '/docs also mention the new default');
    const next = await pipelineRun(clock, pipelineEnv(sim, 901, A), docs);
    if (process.env.SHOW) console.log(next.io.written().slice(0, 5000));
    expect(next.outcome).toBe('completed');
    const sent = posts(svc);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toContain('also mention the new default');
    expect(note.awards.map((award) => award.name)).toContain('rocket');
    await pipelineRun(clock, pipelineEnv(sim, 902, A), docs);
    expect(posts(svc)).toHaveLength(2);
  });

  it('starts nothing when the paths match no changed file, and skips the status', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const ran = await pipelineRun(clock, pipelineEnv(sim, 900, A), { paths: 'docs-source/**' });
    expect(ran.outcome).toBe('no-docs-needed');
    expect(posts(svc)).toEqual([]);
    expect(sim.statuses.get(A)?.map((status) => [status.name, status.status])).toEqual([['Docs agent', 'skipped']]);
  });

  it('lets a draft wait: no job until it is ready', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    sim.mergeRequest(5).draft = true;
    const draft = await pipelineRun(clock, { ...pipelineEnv(sim, 900, A), CI_MERGE_REQUEST_DRAFT: 'true' });
    expect(draft.outcome).toBe('draft');
    // GitLab runs no pipeline when a draft is marked ready: the next one starts the job.
    expect(draft.io.written()).toContain('marking it ready does, at its next pipeline');
    expect(posts(svc)).toEqual([]);
  });

  it("sends a push's news and a member's /docs with the next pipeline, and refuses a guest's", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const docs = { 'follow-up-command': '/docs' };
    await pipelineRun(clock, pipelineEnv(sim, 900, A), docs);
    const asked = sim.addNote(5, author, '/docs also show --verbose in the quick start');
    const refused = sim.addNote(5, guest, '/docs rewrite everything');
    sim.mergeRequest(5).sha = B;
    sim.mergeRequest(5).commits.push(B);
    const next = await pipelineRun(clock, pipelineEnv(sim, 901, B), docs);
    if (process.env.SHOW) console.log(next.io.written().slice(0, 6000));
    await pipelineRun(clock, pipelineEnv(sim, 902, B), docs);
    const bodies = posts(svc).map((request) => request.body ?? '');
    expect(bodies.filter((body) => body.includes('also show --verbose'))).toHaveLength(1);
    expect(bodies.some((body) => body.includes('rewrite everything'))).toBe(false);
    expect(asked.awards.map((award) => award.name)).toContain('rocket');
    expect(refused.awards.map((award) => award.name)).toEqual(['confused']);
  });

  it('answers a /docs note written since the last pipeline on the schedule, once', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const docs = { 'follow-up-command': '/docs' };
    await pipelineRun(clock, pipelineEnv(sim, 900, A), docs);
    const note = sim.addNote(5, author, '/docs mention the new default');
    expect(await scheduleRun(clock, sim, 950, docs)).toEqual([[5, 'completed']]);
    const bodies = posts(svc).map((request) => request.body ?? '');
    expect(bodies.filter((body) => body.includes('mention the new default'))).toHaveLength(1);
    expect(note.awards.map((award) => award.name)).toContain('rocket');
    expect(await scheduleRun(clock, sim, 951, docs)).toEqual([[5, 'nothing-new']]);
    expect(posts(svc)).toHaveLength(2);
  });

  it('tells the docs merge request on the schedule that the product one was merged, once', async () => {
    const { clock, gitlab: sim } = await world();
    await pipelineRun(clock, pipelineEnv(sim, 900, A));
    const merged = new Date(clock.date()).toISOString();
    Object.assign(sim.mergeRequest(5), { state: 'merged', closed_at: merged, updated_at: merged });
    await scheduleRun(clock, sim, 950);
    const told = () => sim.mergeRequest(7).notes.filter((note) => note.body.includes('Product merge request merged'));
    expect(told()).toHaveLength(1);
    expect(told()[0]?.body).toContain('>group/project&#33;5</a> was merged&#58; this docs merge request is no longer');
    await scheduleRun(clock, sim, 951);
    expect(told()).toHaveLength(1);
  });

  it('tells a merge on the schedule though a hundred notes and a page of newer merge requests came after', async () => {
    const { clock, gitlab: sim } = await world();
    await pipelineRun(clock, pipelineEnv(sim, 900, A));
    await clock.sleep(60_000);
    for (let n = 0; n < 120; n++) sim.addNote(5, guest, n % 2 ? 'added 1 commit' : `note ${n}`, n % 2 === 1);
    const merged = new Date(clock.date()).toISOString();
    Object.assign(sim.mergeRequest(5), { state: 'merged', closed_at: merged, updated_at: merged });
    await clock.sleep(60_000);
    for (let iid = 100; iid < 230; iid++)
      sim.addMergeRequest({
        ...{ iid, state: 'opened', draft: false, labels: [], sha: 'f'.repeat(40), author: guest, commits: [] },
        ...{ diffs: [], notes: [] },
      });
    await scheduleRun(clock, sim, 950);
    const told = sim.mergeRequest(7).notes.filter((note) => note.body.includes('Product merge request merged'));
    expect(told).toHaveLength(1);
  });

  it('takes no turn for a merge request that holds neither a job nor a command', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    sim.addNote(5, author, 'Looks good to me');
    expect(await scheduleRun(clock, sim, 950, { 'follow-up-command': '/docs' })).toEqual([]);
    expect(posts(svc)).toEqual([]);
  });

  it("starts no job for the agent's own docs merge request", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    await pipelineRun(clock, pipelineEnv(sim, 900, A));
    const docsEnv = { ...pipelineEnv(sim, 910, 'd'.repeat(40)), CI_MERGE_REQUEST_IID: '7' };
    const docs = await pipelineRun(clock, docsEnv, { 'agent-login': bot.username });
    // Who opened it is read from GitLab: a pipeline's variables do not say.
    expect(docs.outcome).toBe('nothing-new');
    expect(docs.io.written()).toContain("this is the agent's own docs merge request");
    expect(posts(svc)).toHaveLength(1);
  });
  it('sends a review on the docs merge request (its line comments) to the job on the schedule, once', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const loop = { 'follow-up-command': '/docs', 'docs-pr-comment': 'true' };
    await pipelineRun(clock, pipelineEnv(sim, 900, A), loop);
    if (process.env.SHOW) console.log(JSON.stringify(sim.mergeRequest(7).notes, null, 1));
    await clock.sleep(60_000);
    const line = sim.addNote(7, author, 'Say that --verbose prints timings too.');
    line.position = { new_path: 'docs/flags.mdx', old_path: 'docs/flags.mdx', new_line: 12, old_line: null };
    expect(await scheduleRun(clock, sim, 950, loop)).toEqual([
      [7, 'completed'],
      [5, 'nothing-new'],
    ]);
    const bodies = posts(svc).map((request) => request.body ?? '');
    expect(bodies.filter((body) => body.includes('prints timings too'))).toHaveLength(1);
    expect(bodies.at(-1)).toContain('docs/flags.mdx');
    expect(line.awards.map((award) => award.name)).toContain('rocket');
    await scheduleRun(clock, sim, 951, loop);
    expect(posts(svc)).toHaveLength(2);
  });

  it("sends reviews on the docs merge request's next pipeline in order, and answers a guest's with why not", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const loop = { 'follow-up-command': '/docs', 'docs-pr-comment': 'true', 'agent-login': bot.username };
    await pipelineRun(clock, pipelineEnv(sim, 900, A), loop);
    await clock.sleep(60_000);
    const first = sim.addNote(7, author, 'Name the flag in the heading.');
    first.position = { new_path: 'docs/flags.mdx', old_path: 'docs/flags.mdx', new_line: 3, old_line: null };
    await clock.sleep(60_000);
    const guestLine = sim.addNote(7, guest, 'Delete this page.');
    guestLine.position = { new_path: 'docs/flags.mdx', old_path: 'docs/flags.mdx', new_line: 1, old_line: null };
    await clock.sleep(60_000);
    const second = sim.addNote(7, author, 'Add an example.');
    second.position = { new_path: 'docs/flags.mdx', old_path: 'docs/flags.mdx', new_line: 20, old_line: null };
    const docsEnv = (id: number) => ({ ...pipelineEnv(sim, id, 'd'.repeat(40)), CI_MERGE_REQUEST_IID: '7' });
    for (const id of [910, 911, 912, 913]) await pipelineRun(clock, docsEnv(id), loop);
    const bodies = posts(svc).map((request) => request.body ?? '');
    expect(bodies.filter((body) => body.includes('A review of the docs merge request by dev'))).toHaveLength(2);
    expect(bodies.findIndex((body) => body.includes('Name the flag'))).toBeLessThan(
      bodies.findIndex((body) => body.includes('Add an example')),
    );
    expect(bodies.some((body) => body.includes('Delete this page'))).toBe(false);
    expect(first.awards.map((award) => award.name)).toContain('rocket');
    expect(second.awards.map((award) => award.name)).toContain('rocket');
    expect(guestLine.awards.map((award) => award.name)).toEqual(['confused']);
  });

  it("speaks GitLab's words through a merge request's life: its log, notes, statuses and the agent's messages", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const loop = { 'follow-up-command': '/docs', 'docs-pr-comment': 'true', 'agent-login': bot.username };
    await pipelineRun(clock, pipelineEnv(sim, 900, A), loop);
    sim.addNote(5, author, '/docs mention the new default');
    sim.mergeRequest(5).sha = B;
    sim.mergeRequest(5).commits.push(B);
    await pipelineRun(clock, pipelineEnv(sim, 901, B), loop);
    await clock.sleep(60_000);
    const line = sim.addNote(7, author, 'Add an example.');
    line.position = { new_path: 'docs/flags.mdx', old_path: 'docs/flags.mdx', new_line: 20, old_line: null };
    await pipelineRun(clock, { ...pipelineEnv(sim, 910, 'd'.repeat(40)), CI_MERGE_REQUEST_IID: '7' }, loop);
    const merged = new Date(clock.date()).toISOString();
    Object.assign(sim.mergeRequest(5), { state: 'merged', closed_at: merged, updated_at: merged });
    await scheduleRun(clock, sim, 950, loop);
    // The start; the push with the /docs note after it; the review.
    expect(posts(svc)).toHaveLength(3);
    const notes = [5, 7].flatMap((iid) => sim.mergeRequest(iid).notes.map((note) => note.body));
    const statuses = [...sim.statuses.values()].flat().map((status) => status.description ?? '');
    const sent = posts(svc).map((request) => request.body ?? '');
    // Debug lines quote GitLab's answers as they came; every other line is ours.
    const logs = written.flatMap((text) => (JSON.parse(text) as string[][]).filter(([kind]) => kind !== 'debug'));
    const ours = [...notes, ...statuses, ...sent, ...logs.map((line) => line.join(' '))].join('\n');
    expect(ours).toContain('merge request');
    expect(ours).not.toMatch(/pull request|check run|workflow|GitHub|github\.com|#5\b|its own run|\bsweeps?\b/i);
    expect(ours).toContain('was not sent yet (GitLab runs no pipeline for a note)');
  });

  it("starts no job on the schedule for a guest's /docs or a copied record, and one for a member's /docs", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const loop = { 'follow-up-command': '/docs', 'agent-login': bot.username };
    // No pipeline ran for !5 (a fork's runs in the fork): only notes are there.
    const asked = sim.addNote(5, guest, '/docs document everything');
    const copied = sim.addNote(5, guest, `copied ${RECORD_MARK}record v1 -->`);
    const turns = await scheduleRun(clock, sim, 950, loop);
    expect(turns).toEqual([[5, 'nothing-new']]);
    expect(posts(svc)).toEqual([]);
    expect(asked.awards.map((award) => award.name)).toEqual(['confused']);
    expect(copied.awards).toEqual([]);
    sim.addNote(5, author, '/docs document the new flag');
    await scheduleRun(clock, sim, 951, loop);
    const started = posts(svc);
    expect(started.map((request) => request.url)).toEqual([`/v2/agent/${DEMO_PROJECT_ID}/job`]);
    expect(started[0]?.body).toContain('document the new flag');
  });

  it("fails a pipeline that could not read the merge request's notes, so running it again starts the job", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const fault = { method: 'GET', path: /\/merge_requests\/5\/notes$/, status: 502, body: {}, times: 100 };
    sim.fault(fault);
    const unread = await pipelineRun(clock, pipelineEnv(sim, 900, A));
    expect(unread.outcome).toBe('nothing-new');
    const said = unread.io.written();
    // Was: a passing pipeline, the status `success`, and nothing (no note, no schedule) to retry it.
    expect(said).toMatch(
      /"setFailed","[^"]*could not be read[^"]*No later run does this by itself: run this pipeline again/,
    );
    expect(sim.statuses.get(A)?.map((status) => status.status)).toEqual(['failed']);
    fault.path = /^$/; // GitLab answers again
    const again = await pipelineRun(clock, pipelineEnv(sim, 900, A));
    expect(again.outcome).toBe('completed');
    expect(posts(svc)).toHaveLength(1);
  });

  it('starts the job on the next pipeline once a key the service refused is replaced', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const refused = await pipelineRun(clock, pipelineEnv(sim, 900, A), { 'api-key': 'mint_wrong_key_000000000000' });
    expect(refused.outcome).toBe('unauthorized');
    // A record signed with a key the service refused proves nothing: none is kept, so the fixed
    // key meets no record it cannot verify (was: every later pipeline "cannot be verified", for good).
    const next = await pipelineRun(clock, pipelineEnv(sim, 901, A));
    expect(next.outcome).toBe('completed');
    expect(posts(svc).filter((request) => request.url === `/v2/agent/${DEMO_PROJECT_ID}/job`)).toHaveLength(2);
    expect(sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id)).toHaveLength(1);
  });

  it('starts no job with a token that may read but not write (Reporter): no pipeline could find it', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const forbidden = { status: 403, body: { message: '403 Forbidden' }, times: 100 };
    sim.fault({ method: 'POST', path: /\/notes$/, ...forbidden });
    sim.fault({ method: 'POST', path: /\/statuses\//, ...forbidden });
    for (const id of [900, 901]) {
      const ran = await pipelineRun(clock, pipelineEnv(sim, id, A));
      expect(ran.outcome).toBe('error');
      const said = ran.io.written();
      expect(said).toMatch(/no status holds it, so every later run would start another job. No job was started/);
      expect(said).toMatch(/GitLab refused the token's write of the merge request comment/);
      expect(said).toMatch(/Give GITLAB_TOKEN the Developer role and the 'api' scope/);
      expect(said).not.toMatch(/report-token|github\.token|permissions: block|pull-requests: write|checks: write/);
    }
    expect(posts(svc)).toEqual([]);
  });

  it('starts the job on the next pipeline after the service refused a start (a wrong project id)', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const refused = await pipelineRun(clock, pipelineEnv(sim, 900, A), { 'project-id': 'not-my-project' });
    expect(refused.outcome).toBe('not-found');
    const next = await pipelineRun(clock, pipelineEnv(sim, 901, A));
    expect(next.outcome).toBe('completed');
    expect(posts(svc).filter((request) => request.url === `/v2/agent/${DEMO_PROJECT_ID}/job`)).toHaveLength(1);
  });

  it('lets the runner go while the agent works: the schedule finishes the note and the status, once', async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const letGo = { wait: 'sweep' };
    const ownNotes = () => sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);
    const first = await pipelineRun(clock, pipelineEnv(sim, 900, A), letGo);
    expect(first.outcome).toBe('started');
    expect(first.io.written()).toMatch(
      /The runner is let go \(let-go\): the scheduled pipeline \(or this merge request's next pipeline\) finishes the status 'Docs agent' and the note/,
    );
    expect(statesSet(sim, A)).toEqual(['pending', 'running']);
    expect(ownNotes()[0]?.body).toMatch(/Agent job job-started-1 is running/);
    // Set `pending` while it started the job, so its text can say the job runs (GitLab refuses running -> running).
    expect(sim.statuses.get(A)?.map((status) => status.description)).toEqual(['Agent job job-started-1 is running']);

    // The job is still at work: the schedule leaves the turn pending.
    const early = await scheduleRun(clock, sim, 950, letGo);
    expect(early.map(([iid]) => iid)).toEqual([5]);
    expect(ownNotes()[0]?.body).toMatch(/Agent job job-started-1 is running/);
    expect(statesSet(sim, A)).toEqual(['pending', 'running']);

    const late = await scheduleRun(clock, sim, 951, letGo);
    expect(late.map(([iid]) => iid)).toEqual([5]);
    expect(written.at(-1)).toMatch(/Merge request !5: job job-started-1 finished \(completed\)/);
    expect(ownNotes()).toHaveLength(1);
    expect(ownNotes()[0]?.body).toMatch(/Completed/);
    expect(ownNotes()[0]?.body).toContain(DOCS_MR);
    // In GitLab's words, though the schedule's run finished it.
    expect(ownNotes()[0]?.body).not.toMatch(/github|pull request|workflow/i);
    expect(statesSet(sim, A)).toEqual(['pending', 'running', 'success']);
    // The status the turn set, in its own pipeline, finished: no second one beside it.
    expect(sim.statuses.get(A)?.map((status) => [status.name, status.status, status.pipeline_id])).toEqual([
      ['Docs agent', 'success', 900],
    ]);

    // Finished once: a later schedule and the same head's pipeline again leave it, and start nothing.
    await scheduleRun(clock, sim, 952, letGo);
    const again = await pipelineRun(clock, pipelineEnv(sim, 900, A), letGo);
    expect(again.outcome).toBe('nothing-new');
    expect(statesSet(sim, A)).toEqual(['pending', 'running', 'success']);
    expect(posts(svc).map((request) => request.url)).toEqual([`/v2/agent/${DEMO_PROJECT_ID}/job`]);
  });

  it("finishes a let-go turn on the merge request's next pipeline, then tells the job its push", async () => {
    const { clock, gitlab: sim, service: svc } = await world();
    const letGo = { wait: 'sweep' };
    await pipelineRun(clock, pipelineEnv(sim, 900, A), letGo);
    await scheduleRun(clock, sim, 950, letGo); // the job's one active read
    sim.mergeRequest(5).sha = B;
    sim.mergeRequest(5).commits.push(B);
    const pushed = await pipelineRun(clock, pipelineEnv(sim, 901, B), letGo);
    expect(pushed.outcome).toBe('started');
    expect(pushed.io.written()).toMatch(/pending job job-started-1 had ended: finished here \(completed\)/);
    expect(statesSet(sim, A)).toEqual(['pending', 'running', 'success']);
    expect(sim.statuses.get(B)?.map((status) => [status.status, status.pipeline_id])).toEqual([['running', 901]]);
    const sent = posts(svc);
    expect(sent.map((request) => request.url.endsWith('/message'))).toEqual([false, true]);
    expect(sent[1]?.body).toContain('The product merge request group/project!5');
  });

  it('leaves a pipeline cancelled while the job works for the schedule, which finishes the note and status', async () => {
    const w = await world();
    const { gitlab: sim, service: svc } = w;
    // Cancelled after the job started, while it waited (its last writes in the runner's grace).
    const cancelled = await gitLab.pipelineRun(w, pipelineEnv(sim, 900, A), {}, { afterRequests: 14 });
    keep(cancelled.io);
    expect(cancelled.outcome).toBe('cancelled');
    expect(cancelled.io.written()).toMatch(
      /Cancelled while job job-started-1 works: nothing runs again for this event/,
    );
    const own = () => sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);
    expect(own()[0]?.body.split('\n')[0]).toMatch(/Agent job job-started-1 is running/);
    expect(sim.statuses.get(A)?.map((status) => [status.status, status.pipeline_id])).toEqual([['running', 900]]);
    await scheduleRun(w.clock, sim, 950); // the job's one active read
    await scheduleRun(w.clock, sim, 951);
    expect(own()).toHaveLength(1);
    expect(own()[0]?.body.split('\n')[0]).toMatch(/Completed/);
    expect(sim.statuses.get(A)?.map((status) => [status.status, status.pipeline_id])).toEqual([['success', 900]]);
    expect(posts(svc)).toHaveLength(1);
  });

  it("ends a let-go turn by the latest deadline of its job's turns, not an earlier turn's", async () => {
    const w = await world();
    const { gitlab: sim } = w;
    const letGo = { wait: 'sweep', timeout: '30m' };
    await pipelineRun(w.clock, pipelineEnv(sim, 900, A), letGo);
    await w.clock.sleep(28 * 60_000);
    w.history[B] = { parents: [A], files: ['src/flags.ts'], title: 'B' };
    sim.mergeRequest(5).sha = B;
    sim.mergeRequest(5).commits.push(B);
    // Its finish reads the job at work; its own read, a moment later, ended: the push is sent.
    const pushed = await pipelineRun(w.clock, pipelineEnv(sim, 901, B), letGo);
    expect(pushed.outcome).toBe('started');
    // Past the first turn's deadline while the job works on the push: not timed out, still running.
    await w.clock.sleep(4 * 60_000);
    for (const id of [950, 951, 952]) {
      await scheduleRun(w.clock, sim, id, letGo);
      await w.clock.sleep(60_000);
    }
    const own = sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);
    expect(own[0]?.body.split('\n')[0]).toMatch(/Completed/);
    expect(sim.statuses.get(A)?.map((status) => status.status)).toEqual(['success']);
    expect(sim.statuses.get(B)?.map((status) => status.status)).toEqual(['success']);
  });

  it('finishes a let-go turn a day old, or behind fifty newer merge requests: its pending label comes first', async () => {
    const w = await world();
    const { gitlab: sim } = w;
    const letGo = { wait: 'sweep', timeout: '30m' };
    await pipelineRun(w.clock, pipelineEnv(sim, 900, A), letGo);
    expect(sim.mergeRequest(5).labels).toEqual(['agent-job-pending']);
    // Fifty newer merge requests with the bot's note, touched since by a guest.
    for (let iid = 100; iid < 150; iid++) {
      sim.addMergeRequest({
        ...{ iid, state: 'merged', draft: false, labels: [], sha: 'f'.repeat(40), author: guest, commits: [] },
        ...{ diffs: [], notes: [] },
      });
      sim.addNote(iid, bot, `old job note\n${RECORD_MARK}x.y.z -->`);
    }
    // The schedule comes back a day later (a paused schedule, an outage): the guests' notes are newer still.
    await w.clock.sleep(25 * 3_600_000);
    for (let iid = 100; iid < 150; iid++) sim.addNote(iid, guest, 'bump');
    const swept = await scheduleRun(w.clock, sim, 950, letGo);
    expect(swept[0]?.[0]).toBe(5);
    expect(sim.statuses.get(A)?.map((status) => status.status)).toEqual(['failed']);
    const own = sim.mergeRequest(5).notes.filter((note) => note.author.id === bot.id);
    // Past its 'timeout' with the job read at work: timed out, said, and no longer pending.
    expect(own[0]?.body.split('\n')[0]).toMatch(/Timed out/);
    expect(sim.mergeRequest(5).labels).toEqual([]);
  });

  it('queues a push the busy job was not told once: past its timeout it ends, is not queued again, and goes when the job ends', async () => {
    const w = await world();
    const { gitlab: sim, service: svc } = w;
    const letGo = { wait: 'sweep' };
    const heading = () =>
      sim
        .mergeRequest(5)
        .notes.filter((note) => note.author.id === bot.id)[0]
        ?.body.split('\n')[0];
    const statuses = (sha: string) => sim.statuses.get(sha)?.map((status) => [status.status, status.pipeline_id]);
    svc.holdJobs(true);
    await pipelineRun(w.clock, pipelineEnv(sim, 900, A), letGo);
    await w.clock.sleep(200_000);
    w.history[B] = { parents: [A], files: ['src/flags.ts'], title: 'B' };
    sim.mergeRequest(5).sha = B;
    sim.mergeRequest(5).commits.push(B);
    const pushed = await pipelineRun(w.clock, pipelineEnv(sim, 901, B), letGo);
    expect(pushed.io.written()).toMatch(/Job job-started-1 is busy, so nothing is sent now/);
    // Each schedule while the job stays busy: the push stays queued once, its deadline its own.
    const seen: string[] = [];
    for (const id of [950, 951, 952, 953, 954, 955]) {
      await w.clock.sleep(60_000);
      await scheduleRun(w.clock, sim, id, letGo);
      seen.push(`${heading()} ${JSON.stringify(statuses(B))}`);
    }
    expect(written.slice(-6).join('\n')).toMatch(
      /This head's news is queued for job job-started-1 already, which is busy/,
    );
    const timedOut = seen.findIndex((line) => /Timed out/.test(line));
    expect(timedOut).toBeGreaterThan(0);
    // Once timed out, it stays so: no schedule queues the head again, and its one status stays failed in its pipeline.
    expect(new Set(seen.slice(timedOut))).toEqual(new Set([seen[timedOut]]));
    expect(statuses(B)).toEqual([['failed', 901]]);
    expect(posts(svc).filter((request) => request.url.endsWith('/message'))).toHaveLength(0);

    // The job ends: the next schedule tells it the push, once, in the head's pipeline, and finishes it.
    svc.holdJobs(false);
    svc.completeJob();
    for (const id of [960, 961, 962]) {
      await w.clock.sleep(60_000);
      await scheduleRun(w.clock, sim, id, letGo);
    }
    const messages = posts(svc).filter((request) => request.url.endsWith('/message'));
    expect(messages).toHaveLength(1);
    expect(messages[0]?.body).toContain('The product merge request group/project!5');
    expect(heading()).toMatch(/Completed \(follow-up\)/);
    expect(statuses(B)).toEqual([['success', 901]]);
  });

  describe('a push queued while the job is busy, once its turn timed out', () => {
    const C = 'c'.repeat(40);
    const letGo = { wait: 'sweep' };
    const statuses = (w: GitLabWorld, sha: string) =>
      w.gitlab.statuses.get(sha)?.map((status) => [status.status, status.pipeline_id]);
    const messages = (w: GitLabWorld) => posts(w.service).filter((request) => request.url.endsWith('/message'));
    const push = (w: GitLabWorld, sha: string, parent: string, file: string) => {
      w.history[sha] = { parents: [parent], files: [file], title: sha[0] ?? '' };
      w.gitlab.mergeRequest(5).sha = sha;
      w.gitlab.mergeRequest(5).commits.push(sha);
    };
    async function timedOutB(w: GitLabWorld) {
      w.service.holdJobs(true);
      await pipelineRun(w.clock, pipelineEnv(w.gitlab, 900, A), letGo);
      await w.clock.sleep(200_000);
      push(w, B, A, 'src/flags.ts');
      await pipelineRun(w.clock, pipelineEnv(w.gitlab, 901, B), letGo);
      for (const id of [950, 951, 952, 953]) {
        await w.clock.sleep(60_000);
        await scheduleRun(w.clock, w.gitlab, id, letGo);
      }
      expect(statuses(w, B)).toEqual([['failed', 901]]);
    }

    it('a merge queues nothing again while the job is busy; the news and the merge are told once it is done', async () => {
      const w = await world();
      await timedOutB(w);
      Object.assign(w.gitlab.mergeRequest(5), { state: 'merged', closed_at: new Date(w.clock.date()).toISOString() });
      const busy: unknown[] = [];
      for (const id of [955, 956, 957]) {
        await w.clock.sleep(60_000);
        busy.push(...(await scheduleRun(w.clock, w.gitlab, id, letGo)).map(([, outcome]) => outcome));
      }
      // Not queued again while the job is busy: the status stays as its turn ended.
      expect(busy).not.toContain('started');
      expect(statuses(w, B)).toEqual([['failed', 901]]);
      // The job names no docs merge request while it works, but its branch has one (!7): told at once.
      const told = () => w.gitlab.mergeRequest(7).notes.filter((note) => note.body.includes('merge request merged'));
      expect(told()).toHaveLength(1);
      w.service.holdJobs(false);
      w.service.completeJob();
      for (const id of [960, 961, 962]) {
        await w.clock.sleep(60_000);
        await scheduleRun(w.clock, w.gitlab, id, letGo);
      }
      expect(messages(w)).toHaveLength(1);
      expect(messages(w)[0]?.body).toContain(`its head is now ${B}`);
      expect(told()).toHaveLength(1);
    });

    it('a /docs note then is queued once: no schedule queues it again while the job is busy; it goes once it is done', async () => {
      const w = await world();
      const docs = { ...letGo, 'follow-up-command': '/docs' };
      await timedOutB(w);
      const note = w.gitlab.addNote(5, author, '/docs mention the new default');
      const outcomes: unknown[] = [];
      for (const id of [955, 956, 957, 958, 959, 960]) {
        await w.clock.sleep(60_000);
        outcomes.push(...(await scheduleRun(w.clock, w.gitlab, id, docs)).map(([, outcome]) => outcome));
      }
      // Queued by the first schedule only; its turn times out, and the note stays unanswered, not queued again.
      expect(outcomes).toEqual(['started', 'nothing-new', 'nothing-new', 'nothing-new', 'nothing-new', 'nothing-new']);
      expect(written.slice(-3).join('\n')).toMatch(
        /The command of comment 1008 is queued for job job-started-1 already, which is busy: sent once the job is not/,
      );
      expect(statuses(w, B)).toEqual([['failed', 901]]);
      expect(note.awards.map((award) => award.name)).not.toContain('rocket');
      w.service.holdJobs(false);
      w.service.completeJob();
      for (const id of [961, 962, 963]) {
        await w.clock.sleep(60_000);
        await scheduleRun(w.clock, w.gitlab, id, docs);
      }
      // Once the job is done: one message, the head's news and then the note, and the note awarded.
      expect(messages(w)).toHaveLength(1);
      expect(messages(w)[0]?.body).toMatch(/its head is now b{40}[^]*mention the new default/);
      expect(note.awards.map((award) => award.name)).toContain('rocket');
      expect(statuses(w, B)).toEqual([['success', 901]]);
    });

    it('a review on the docs merge request while the job is busy is queued once, and sent once it is done', async () => {
      const w = await world();
      const loop = { ...letGo, 'follow-up-command': '/docs', 'docs-pr-comment': 'true' };
      w.service.holdJobs(true);
      await pipelineRun(w.clock, pipelineEnv(w.gitlab, 900, A), loop);
      w.service.holdJobs(false);
      w.service.completeJob();
      await scheduleRun(w.clock, w.gitlab, 949, loop);
      w.service.holdJobs(true);
      const first = w.gitlab.addNote(5, author, '/docs keep it short');
      await w.clock.sleep(60_000);
      await scheduleRun(w.clock, w.gitlab, 950, loop);
      expect(messages(w)).toHaveLength(1);
      const line = w.gitlab.addNote(7, author, 'Say that --verbose prints timings too.');
      line.position = { new_path: 'docs/flags.mdx', old_path: 'docs/flags.mdx', new_line: 12, old_line: null };
      const outcomes: unknown[] = [];
      for (const id of [951, 952, 953, 954, 955, 956]) {
        await w.clock.sleep(60_000);
        outcomes.push(...(await scheduleRun(w.clock, w.gitlab, id, loop)).filter(([iid]) => iid === 7));
      }
      // Queued by the first schedule only: later ones find it held by that turn, or by its record once it timed out.
      expect(outcomes).toEqual([[7, 'started'], ...Array(5).fill([7, 'nothing-new'])]);
      expect(line.awards.map((award) => award.name)).not.toContain('rocket');
      expect(first.awards.map((award) => award.name)).toContain('rocket');
      w.service.holdJobs(false);
      w.service.completeJob();
      for (const id of [961, 962, 963]) {
        await w.clock.sleep(60_000);
        await scheduleRun(w.clock, w.gitlab, id, loop);
      }
      const reviews = messages(w).filter((request) => request.body?.includes('prints timings too'));
      expect(reviews).toHaveLength(1);
      expect(messages(w)).toHaveLength(2);
      expect(line.awards.map((award) => award.name)).toContain('rocket');
    });

    it('a push back to that head, after the job was told a newer one, is queued again', async () => {
      const w = await world();
      await timedOutB(w);
      w.service.holdJobs(false);
      w.service.completeJob();
      w.service.holdJobs(true);
      push(w, C, B, 'src/other.ts');
      await pipelineRun(w.clock, pipelineEnv(w.gitlab, 902, C), letGo);
      expect(messages(w)).toHaveLength(1);
      // A force-push back to B while the job works on C: B is news again, queued in its pipeline.
      w.gitlab.mergeRequest(5).sha = B;
      const back = await pipelineRun(w.clock, pipelineEnv(w.gitlab, 903, B), letGo);
      expect(back.io.written()).not.toMatch(/queued for job job-started-1 already/);
      expect(back.io.written()).toMatch(/Job job-started-1 is busy, so nothing is sent now/);
      expect(statuses(w, B)).toContainEqual(['running', 903]);
    });
  });
});
