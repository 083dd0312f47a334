/**
 * GitLab's merge request as the host of the action's note, awards and commands, against the
 * simulated GitLab (sim/gitlab.ts) on 127.0.0.1: every operation reads GitLab's answers into the
 * host's shapes, as GitHub's host does, and GitLab's own words (tada, access levels, a refused
 * second award) stay below the seam.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { startSimGitLab, type SimGitLab, type SimGitLabUser, type SimMergeRequest } from '../sim/gitlab.ts';
import { budgetFor } from '../src/common/budget.ts';
import { mergeRequestOperations, permissionOfAccessLevel } from '../src/gitlab/merge-request.ts';
import { createGitLabWire, readApiUrl } from '../src/gitlab/wire.ts';
import { createHttpSend } from '../src/service/transport.ts';
import { fullText } from '../src/output/text.ts';
import { stillClock } from './helpers/still-clock.ts';

const PROJECT = 42;
const KEY = 'mint_gitlabtestkey0123456789abcdef';
const bot: SimGitLabUser = { id: 7, username: 'project_42_bot_3f2a', token: 'glpat-bot-token-000000', bot: true };
const developer: SimGitLabUser = { id: 8, username: 'dev.one', token: 'glpat-dev-token-111111' };
const guest: SimGitLabUser = { id: 9, username: 'guest-two', token: 'glpat-guest-token-2222' };
const HEAD = 'a'.repeat(40);

const mergeRequest = (): SimMergeRequest => ({
  iid: 5,
  state: 'opened',
  draft: false,
  labels: [],
  sha: HEAD,
  author: { id: developer.id, username: developer.username },
  commits: ['1'.repeat(40), '2'.repeat(40), HEAD],
  diffs: [
    { old_path: 'src/a.ts', new_path: 'src/a.ts' },
    { old_path: 'src/old.ts', new_path: 'src/new.ts' },
  ],
  notes: [],
});

let gitlab: SimGitLab | undefined;
afterEach(async () => gitlab?.close());

async function hostOn(mr: SimMergeRequest = mergeRequest(), options: { nextPage?: (page: number) => string } = {}) {
  gitlab = await startSimGitLab({
    projectId: PROJECT,
    users: [bot, developer, guest],
    members: { [bot.id]: 30, [developer.id]: 30, [guest.id]: 10 },
    mergeRequests: [mr],
    ...options,
  });
  const api = readApiUrl(gitlab.api);
  if (!(api instanceof URL)) throw new Error('the simulated API address is refused');
  const clock = stillClock();
  const wire = createGitLabWire({ api, token: bot.token ?? '', send: createHttpSend({}), clock, secrets: [KEY] });
  const host = mergeRequestOperations({
    wire,
    projectId: PROJECT,
    iid: 5,
    webUrl: 'http://gitlab.test/g/p/-/merge_requests/5',
  });
  return { host, budget: () => budgetFor(clock, 10_000), sim: gitlab };
}

describe("GitLab's merge request as the host", () => {
  it('lists the notes people wrote, oldest first, and leaves system notes out', async () => {
    const { host, budget, sim } = await hostOn();
    sim.addNote(5, developer, '/docs please add the new flag');
    sim.addNote(5, developer, 'added 1 commit', true);
    sim.addNote(5, guest, 'looks good');
    const read = await host.comments(budget());
    expect(read.ok && read.value.map((note) => [note.body, note.author?.login])).toEqual([
      ['/docs please add the new flag', 'dev.one'],
      ['looks good', 'guest-two'],
    ]);
    expect(read.ok && read.value[0]?.url).toMatch(/#note_\d+$/);
  });

  it('reads every page of a long list, proving each next page', async () => {
    const { host, budget, sim } = await hostOn();
    for (let n = 0; n < 230; n++) sim.addNote(5, developer, `note ${n}`);
    const read = await host.comments(budget());
    expect(read.ok && read.value.length).toBe(230);
    expect(sim.requests.filter((r) => r.path.includes('/notes?')).length).toBe(3);
  });

  it('says a list whose next page is not the page after is unread, never shorter', async () => {
    const { host, budget, sim } = await hostOn(mergeRequest(), { nextPage: () => '1' });
    sim.addNote(5, developer, 'one');
    const read = await host.comments(budget());
    expect(read.ok).toBe(false);
    expect(!read.ok && fullText(read.cause)).toContain('not the page after 1');
  });

  it('writes its note with the signed record as made and every other text redacted', async () => {
    const { host, budget, sim } = await hostOn();
    const made = await host.createComment(
      { text: `the key ${KEY} leaked`, record: '<!-- record: abc.def -->' },
      budget(),
    );
    expect(made.ok && made.value.id).toBeGreaterThan(0);
    const note = sim.mergeRequest(5).notes[0];
    expect(note?.body).not.toContain(KEY.slice(5, 20));
    expect(note?.body).toContain('<!-- record: abc.def -->');
    const updated = await host.updateComment(made.ok ? (made.value.id ?? 0) : 0, { text: 'ended' }, budget());
    expect(updated.ok).toBe(true);
    expect(sim.mergeRequest(5).notes[0]?.body).toBe('ended');
  });

  it("takes an award once: the first is created, a second is GitLab's refusal read as the account's own award", async () => {
    const { host, budget, sim } = await hostOn();
    const note = sim.addNote(5, developer, '/docs add it');
    const first = await host.react(note.id, 'hooray', budget());
    const second = await host.react(note.id, 'hooray', budget());
    expect(first).toEqual({ ok: true, value: expect.objectContaining({ created: true, id: expect.any(Number) }) });
    expect(second).toEqual({
      ok: true,
      value: expect.objectContaining({ created: false, id: first.ok ? first.value.id : -1 }),
    });
    expect(sim.mergeRequest(5).notes[0]?.awards.map((a) => a.name)).toEqual(['tada']);
    const listed = await host.reactions(note.id, budget());
    expect(listed.ok && listed.value.map((r) => [r.content, r.author?.bot])).toEqual([['hooray', true]]);
    expect((await host.unreact(note.id, first.ok ? (first.value.id ?? 0) : 0, budget())).ok).toBe(true);
    expect(sim.mergeRequest(5).notes[0]?.awards).toEqual([]);
  });

  it('reads who may command from the project membership, inherited too', async () => {
    const { host, budget } = await hostOn();
    expect(await host.permission('dev.one', budget())).toEqual({ ok: true, value: 'write' });
    expect(await host.permission('guest-two', budget())).toEqual({ ok: true, value: 'read' });
    expect(await host.permission('nobody-here', budget())).toEqual({ ok: true, value: undefined });
  });

  it("reads the head, the commits oldest first and the changed files with a moved file's old name", async () => {
    const { host, budget } = await hostOn();
    expect(await host.head(budget())).toBe(HEAD);
    const commits = await host.commits(budget());
    expect(commits.ok && commits.value).toEqual(['1'.repeat(40), '2'.repeat(40), HEAD]);
    expect(await host.changedFiles(budget())).toEqual({
      ok: true,
      value: { paths: ['src/a.ts', 'src/new.ts', 'src/old.ts'], listed: 2 },
    });
  });

  it('puts a label on and takes it off, and closes the merge request', async () => {
    const { host, budget, sim } = await hostOn();
    expect((await host.addLabel('docs-pending', budget())).ok).toBe(true);
    expect(sim.mergeRequest(5).labels).toEqual(['docs-pending']);
    expect((await host.removeLabel('docs-pending', budget())).ok).toBe(true);
    expect(sim.mergeRequest(5).labels).toEqual([]);
    expect((await host.closePullRequest(budget())).ok).toBe(true);
    const closed = await host.closedBy?.(budget());
    expect(closed?.ok && closed.value.by?.login).toBe(bot.username);
  });

  it('names the role and scope the token lacks when GitLab refuses a write', async () => {
    const { host, budget, sim } = await hostOn();
    sim.fault({ method: 'POST', path: /\/notes$/, status: 403, body: { message: '403 Forbidden' } });
    const made = await host.createComment({ text: 'hello' }, budget());
    expect(made.ok).toBe(false);
    expect(!made.ok && fullText(made.cause)).toMatch(/Developer role.*'api' scope/);
  });

  it('turns access levels into the five permission levels', () => {
    expect([50, 40, 30, 20, 15, 10, 5, 'x'].map(permissionOfAccessLevel)).toEqual([
      'admin',
      'maintain',
      'write',
      'triage',
      'read',
      'read',
      undefined,
      undefined,
    ]);
  });
});
