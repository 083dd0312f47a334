/**
 * The decision of a pull request run, as a table: (snapshot, event, inputs) -> what the run does,
 * one row per case the README and docs describe. Every row is pure: no GitHub, no service, no clock.
 */
import { describe, expect, it } from '@jest/globals';
import { decide, type DecideInputs, type Decision, type Fact, type Snapshot } from '../src/pull-request/decide.ts';
import type { Trigger } from '../src/pull-request/host.ts';
import { pullRequestEvent } from '../src/github/trigger.ts';
import { fullText } from '../src/output/text.ts';

const HEAD = 'b'.repeat(40);
const OLD = 'a'.repeat(40);

/** The pull request as an event's payload shows it (its `state` as GitHub sends it, when given). */
interface Payload {
  merged?: boolean;
  draft?: boolean;
  labels?: string[];
  author?: string | undefined;
  state?: 'open' | 'closed';
}

/** A pull request event as the runner hands it over, read by the one reader of events (src/github/trigger.ts). */
function event(action: string, more: Partial<Trigger> = {}, pull: Payload = {}): Trigger {
  const author = 'author' in pull ? pull.author : 'alice';
  const payload = {
    draft: pull.draft ?? false,
    labels: (pull.labels ?? []).map((name) => ({ name })),
    ...(author === undefined ? {} : { user: { login: author } }),
    ...(pull.merged ? { merged: true } : {}),
    ...(pull.state ? { state: pull.state } : {}),
  };
  return {
    ...{ owner: 'acme', repo: 'product', eventName: 'pull_request', pullNumber: 5, headSha: HEAD },
    ...{
      headNeedsLookUp: false,
      fromFork: false,
      runId: '7',
      attempt: 1,
      step: { workflow: 'Docs', job: 'docs', step: '' },
      notes: [],
    },
    pullRequest: pullRequestEvent({ action }, payload),
    ...more,
  };
}

const inputs = (more: Partial<DecideInputs['docsNeed']> = {}, rest: Partial<DecideInputs> = {}): DecideInputs => ({
  docsNeed: {
    paths: [],
    skipLabel: 'no-docs',
    onPush: 'follow-up',
    onClose: 'comment',
    agentLogin: 'mintlify[bot]',
    ...more,
  },
  followUp: true,
  canRead: true,
  ...rest,
});

const job = (more: Partial<Extract<NonNullable<Snapshot['job']>, { kind: 'found' }>> = {}): Snapshot['job'] => ({
  kind: 'found',
  id: 'job-1',
  commentId: 1,
  lastHead: OLD,
  status: 'active',
  ...more,
});

/** What a message says, as the log would show it (values quoted). */
/** What an earlier attempt recorded: it sent a prompt or a message to job-1. */
const found = (
  kind: 'prompt' | 'message',
  attempt: number,
  more: { failed?: true; ended?: 'success' } = {},
): Snapshot['earlier'] => ({
  kind: 'found',
  record: { run: '7', attempt, kind, sent: 'digest', jobs: ['job-1'], ...more },
});

function inWords(value: unknown): never {
  if (Array.isArray(value)) return value.map(inWords) as never;
  if (typeof value !== 'object' || value === null) return value as never;
  if ('pieces' in value) return fullText(value as Parameters<typeof fullText>[0]) as never;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inWords(item)])) as never;
}

/** Decides as a run does, answering each read from `facts`; the facts it read, in order, and the decision. */
function run(trigger: Trigger, given: DecideInputs, facts: Snapshot): { read: Fact[]; decision: Decision } {
  const snapshot: Snapshot = {};
  const read: Fact[] = [];
  for (;;) {
    const step = decide(snapshot, trigger, given);
    if (step.kind === 'decided') return { read, decision: inWords(step.decision) };
    if (read.includes(step.fact) || facts[step.fact] === undefined)
      throw new Error(`asked for ${step.fact} again or unanswerable`);
    read.push(step.fact);
    Object.assign(snapshot, { [step.fact]: facts[step.fact] });
  }
}

const NEWS: Snapshot['news'] = { kind: 'message', text: 'acme/product#5 has new commits: Add the --flag option' };

describe('what a pull request run does, by its snapshot, event and inputs', () => {
  it.each<[string, Trigger, DecideInputs, Snapshot, Fact[], Decision]>([
    [
      'opened, no job yet: start one with the prompt',
      event('opened'),
      inputs(),
      { job: { kind: 'none' } },
      ['job'],
      {
        then: {
          kind: 'start',
          say: 'No job was started on this pull request by this action yet. This run starts a new job with the prompt.',
        },
        commandTo: { newJob: true },
      },
    ],
    [
      'a label on a head whose turn recorded no ending and whose run ended, its job ended: report it (waiting)',
      event('labeled'),
      inputs({}, { waits: true }),
      { job: job({ lastHead: HEAD, status: 'completed', headTurnEnded: true }) },
      ['job'],
      {
        then: {
          kind: 'report',
          jobId: 'job-1',
          say: "Job job-1 has ended (completed) and this head's turn recorded no ending though its run has ended (killed while it waited, or its last write failed): this run reports how it ended, as that turn would have.",
          unrecorded: true,
        },
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      "the same, with 'on-push' new-job or ignore: reported all the same (not a push's news)",
      event('labeled'),
      inputs({ onPush: 'new-job' }, { waits: true }),
      { job: job({ lastHead: HEAD, status: 'completed', headTurnEnded: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'report', jobId: 'job-1' }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      "a turn cut short, with 'on-push' ignore: reported",
      event('labeled'),
      inputs({ onPush: 'ignore' }, { waits: true }),
      { job: job({ lastHead: HEAD, status: 'completed', headTurnCut: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'report', jobId: 'job-1' }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      "the step letting go, the head's turn waited itself (it could not record its pending turn) and recorded no ending: report it",
      event('labeled'),
      inputs({}, { waits: false, letsGo: true }),
      { job: job({ lastHead: HEAD, status: 'completed', headTurnEnded: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'report', jobId: 'job-1', unrecorded: true }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'the step letting go, the turn cut short: nothing new (the sweep reports let-go turns)',
      event('labeled'),
      inputs({}, { waits: false, letsGo: true }),
      { job: job({ lastHead: HEAD, status: 'completed', headTurnCut: true }) },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          ending: expect.objectContaining({ outcome: 'nothing-new' }),
        }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'the same head, the step letting go: nothing new (the sweep reports let-go turns)',
      event('labeled'),
      inputs({}, { waits: false }),
      { job: job({ lastHead: HEAD, status: 'completed', headTurnEnded: true }) },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          ending: expect.objectContaining({ outcome: 'nothing-new' }),
        }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'a push the job was not told: tell it, with an owed command after the news',
      event('synchronize'),
      inputs(),
      { job: job(), news: NEWS },
      ['job', 'news'],
      {
        then: expect.objectContaining({ kind: 'tell', jobId: 'job-1', news: NEWS.text }) as never,
        commandTo: { jobId: 'job-1', news: NEWS.text },
      },
    ],
    [
      'a comment that sends nothing (commented) tells an untold push as a push does',
      event('commented', { eventName: 'issue_comment' }),
      inputs(),
      { job: job(), news: NEWS },
      ['job', 'news'],
      { then: expect.objectContaining({ kind: 'tell' }) as never, commandTo: { jobId: 'job-1', news: NEWS.text } },
    ],
    [
      'the head was told already: nothing new, the check run shows the job (completed: success), reading no news',
      event('labeled'),
      inputs(),
      { job: job({ lastHead: HEAD, status: 'completed' }) },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          conclusion: 'success',
          ending: expect.objectContaining({ outcome: 'nothing-new' }),
        }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'the head was told and the job is active: neutral, never skipped',
      event('synchronize'),
      inputs(),
      { job: job({ lastHead: HEAD }) },
      ['job'],
      { then: expect.objectContaining({ kind: 'end', conclusion: 'neutral' }) as never, commandTo: { jobId: 'job-1' } },
    ],
    [
      'a head a turn queued while the job was busy (still queued, or ended unsent), the job still busy: nothing, reading no news',
      event('synchronize'),
      inputs(),
      { job: job({ queuedHeads: [HEAD] }) },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          conclusion: 'neutral',
          ending: expect.objectContaining({
            why: "This head's news is queued for job job-1 already, which is busy: it is sent once the job is not.",
          }),
        }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'a head a turn queued while the job was busy, the job no longer busy: told now',
      event('synchronize'),
      inputs(),
      { job: job({ queuedHeads: [HEAD], status: 'completed' }), news: NEWS },
      ['job', 'news'],
      {
        then: expect.objectContaining({ kind: 'tell', jobId: 'job-1', news: NEWS.text }) as never,
        commandTo: { jobId: 'job-1', news: NEWS.text },
      },
    ],
    [
      'commands and reviews turns queued for the busy job already: held there, not taken again',
      event('synchronize'),
      inputs({}, { reviews: true }),
      { job: job({ lastHead: HEAD, queuedCommands: [11, 12], queuedReviews: [21], docsPullRequest: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end' }) as never,
        commandTo: { jobId: 'job-1', held: [11, 12] },
        reviewsTo: { jobId: 'job-1', held: [21] },
      },
    ],
    [
      'commands a turn queued for the job, which is no longer busy: owed to it again, news first',
      event('synchronize'),
      inputs(),
      { job: job({ queuedHeads: [HEAD], queuedCommands: [11], status: 'completed' }), news: NEWS },
      ['job', 'news'],
      {
        then: expect.objectContaining({ kind: 'tell', jobId: 'job-1', news: NEWS.text }) as never,
        commandTo: { jobId: 'job-1', news: NEWS.text },
      },
    ],
    [
      'a push that only merged the base: nothing new',
      event('synchronize'),
      inputs(),
      { job: job(), news: { kind: 'nothing', why: 'This push only merged the base branch.' } },
      ['job', 'news'],
      { then: expect.objectContaining({ kind: 'end', conclusion: 'neutral' }) as never, commandTo: { jobId: 'job-1' } },
    ],
    [
      'what the push changed could not be read (the token refused): nothing sent, neutral, a warning, and left owed',
      event('synchronize'),
      inputs(),
      { job: job(), news: { kind: 'unread', why: 'GitHub refused the report-token (HTTP 401)' } },
      ['job', 'news'],
      {
        then: expect.objectContaining({
          kind: 'end',
          conclusion: 'neutral',
          unread: true,
          warning: expect.stringContaining('is not told of this push now'),
        }) as never,
      },
    ],
    [
      'the records cannot be read on a push: nothing sent (a new job could be a second), neutral, with a warning',
      event('synchronize'),
      inputs(),
      { job: { kind: 'doubt', why: 'The comments could not be read (HTTP 502)' } },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          conclusion: 'neutral',
          warning: expect.stringContaining('a new job could be a second one'),
        }) as never,
      },
    ],
    [
      "the step's 'timeout' ran out reading the records: start, which sends nothing after the deadline and ends timed out",
      event('synchronize'),
      inputs(),
      { job: { kind: 'doubt', why: 'The comments could not be read (the time for GitHub ran out)', late: true } },
      ['job'],
      { then: { kind: 'start' } },
    ],
    [
      'the records cannot be read when just opened: start (it cannot have a job yet)',
      event('opened'),
      inputs(),
      { job: { kind: 'doubt', why: 'The comments could not be read' } },
      ['job'],
      { then: expect.objectContaining({ kind: 'start' }) as never, commandTo: { newJob: true } },
    ],
    [
      'the job failed: a new one starts and takes the owed command',
      event('synchronize'),
      inputs(),
      { job: job({ status: 'failed' }) },
      ['job'],
      {
        then: {
          kind: 'start',
          say: "Job job-1, this pull request's, failed. This run starts a new job with the prompt.",
        },
        commandTo: { newJob: true },
      },
    ],
    [
      'its docs pull request was merged: a new job',
      event('synchronize'),
      inputs(),
      { job: job({ docsEnded: 'acme/docs#7 was merged' }) },
      ['job'],
      {
        then: {
          kind: 'start',
          say: "Job job-1's docs pull request acme/docs#7 was merged. This run starts a new job with the prompt.",
        },
        commandTo: { newJob: true },
      },
    ],
    [
      'its docs pull request was merged and it was told this head: a label, a review or an edit starts no job',
      event('labeled'),
      inputs(),
      { job: job({ docsEnded: 'acme/docs#7 was merged', lastHead: HEAD, status: 'completed' }) },
      ['job'],
      {
        then: {
          kind: 'end',
          ending: {
            outcome: 'nothing-new',
            heading: 'Nothing new for job job-1',
            why: "Job job-1's docs pull request acme/docs#7 was merged. It was told about this head: the next push, or a command, starts a new job.",
          },
          conclusion: 'success',
        },
        // A command owed (a member's /docs) still starts the new job.
        commandTo: { newJob: true },
      },
    ],
    [
      'its job failed at the head it was told: a new one still starts (a failed job is retried)',
      event('labeled'),
      inputs(),
      { job: job({ status: 'failed', lastHead: HEAD }) },
      ['job'],
      {
        then: {
          kind: 'start',
          say: "Job job-1, this pull request's, failed. This run starts a new job with the prompt.",
        },
        commandTo: { newJob: true },
      },
    ],
    [
      'on-push: ignore: the job is not told',
      event('synchronize'),
      inputs({ onPush: 'ignore' }),
      { job: job() },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          ending: expect.objectContaining({ outcome: 'nothing-new' }),
        }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'on-push: new-job: every run starts one, reading nothing',
      event('synchronize'),
      inputs({ onPush: 'new-job' }),
      {},
      [],
      { then: { kind: 'start' }, commandTo: { newJob: true } },
    ],
    [
      'no report-token: the job cannot be found, so one starts; nothing is owed (nothing can be read)',
      event('synchronize'),
      inputs({}, { canRead: false }),
      {},
      [],
      {
        then: {
          kind: 'start',
          say: "'report-token' is empty, so the job this pull request already has cannot be found. This run starts a new job with the prompt.",
        },
      },
    ],
    [
      'a draft: nothing to do (skipped), and an owed command still goes to the job',
      event('synchronize', {}, { draft: true }),
      inputs(),
      { job: job() },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          conclusion: 'skipped',
          ending: expect.objectContaining({ outcome: 'draft' }),
        }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'the skip-label, without follow-up-command: nothing to do, the job read to keep its comment if it works',
      event('labeled', {}, { labels: ['NO-DOCS'] }),
      inputs({}, { followUp: false }),
      { job: { kind: 'none' } },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          conclusion: 'skipped',
          ending: expect.objectContaining({ outcome: 'skip-label' }),
        }) as never,
      },
    ],
    [
      'the skip-label on a pull request whose job works: the job goes on, its comment kept',
      event('labeled', {}, { labels: ['no-docs'] }),
      inputs({}, { followUp: false }),
      { job: job() },
      ['job'],
      {
        then: {
          kind: 'end',
          conclusion: 'skipped',
          ending: {
            outcome: 'skip-label',
            heading: 'Job job-1 goes on: the pull request is labelled no-docs',
            why: `The label no-docs ('skip-label') starts no job; job job-1, which this pull request has already, goes on, and is told of no push while the label stays: removing it tells the job what changed.`,
            keepsComment: true,
          },
        },
      },
    ],
    // Was broken (a helper): "Remove the label to start the job", though removing it started none.
    [
      'the skip-label on a pull request whose docs pull request was merged at this head: the next push starts one',
      event('labeled', {}, { labels: ['no-docs'] }),
      inputs({}, { followUp: false }),
      { job: job({ status: 'completed', lastHead: HEAD, docsEnded: 'acme/docs#7 was merged' }) },
      ['job'],
      {
        then: {
          kind: 'end',
          conclusion: 'skipped',
          ending: {
            outcome: 'skip-label',
            heading: 'No docs job: the pull request is labelled no-docs',
            why: `The label no-docs ('skip-label') starts no job. Job job-1's docs pull request acme/docs#7 was merged, and the job was told about this head: the next push, or a command, starts a new job.`,
          },
        },
      },
    ],
    [
      'a draft whose job has completed: no job, and the comment says why',
      event('converted_to_draft', {}, { draft: true }),
      inputs({}, { followUp: false }),
      { job: job({ status: 'completed' }) },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          conclusion: 'skipped',
          ending: expect.not.objectContaining({ keepsComment: true }),
        }) as never,
      },
    ],
    [
      'closed: the job hears of it, no check run; an owed command is still sent',
      event('closed', {}, { merged: true }),
      inputs(),
      { job: job({ lastHead: HEAD }) },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true, commandTo: { jobId: 'job-1' } },
    ],
    [
      'closed, and its job failed: the owed command starts a new job',
      event('closed'),
      inputs(),
      { job: job({ status: 'archived' }) },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true, commandTo: { newJob: true } },
    ],
    [
      'a label put on a merged pull request whose job failed: decided as its close, no job started',
      event('labeled', {}, { merged: true, state: 'closed', labels: ['released'] }),
      inputs({}, { followUp: false }),
      { job: job({ status: 'failed' }) },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true },
    ],
    [
      'a label taken off a closed pull request with no job: no job, the close ends',
      event('unlabeled', {}, { state: 'closed' }),
      inputs(),
      { job: { kind: 'none' } },
      ['job'],
      {
        then: expect.objectContaining({
          kind: 'end',
          ending: expect.objectContaining({ outcome: 'nothing-new' }),
        }) as never,
        closing: true,
      },
    ],
    [
      "an edit of a merged pull request whose merge's run never came: the untold push is told, as the merge would",
      event('edited', {}, { merged: true, state: 'closed' }),
      inputs(),
      { job: job(), news: NEWS },
      ['job', 'news'],
      {
        then: expect.objectContaining({ kind: 'tell', jobId: 'job-1', news: NEWS.text }) as never,
        closing: true,
        commandTo: { jobId: 'job-1', news: NEWS.text },
      },
    ],
    [
      'merged with a head whose news is queued while the job is busy: the close is told now, the news not queued again',
      event('closed', {}, { merged: true }),
      inputs(),
      { job: job({ queuedHeads: [HEAD] }) },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true, commandTo: { jobId: 'job-1' } },
    ],
    [
      "closed, without follow-up-command: the job is read once, for the close's notice, and nothing is owed",
      event('closed', {}, { merged: true }),
      inputs({}, { followUp: false }),
      { job: job({ lastHead: HEAD }) },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true },
    ],
    [
      'merged with a push its job was not told: the close tells the job the news, and writes the check run',
      event('closed', {}, { merged: true }),
      inputs(),
      { job: job(), news: NEWS },
      ['job', 'news'],
      {
        then: expect.objectContaining({ kind: 'tell', jobId: 'job-1', news: NEWS.text }) as never,
        closing: true,
        commandTo: { jobId: 'job-1', news: NEWS.text },
      },
    ],
    [
      'merged with the head told: nothing new to tell, the close ends',
      event('closed', {}, { merged: true }),
      inputs(),
      { job: job({ lastHead: HEAD }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'skipped' }) as never,
        closing: true,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'closed without merging, a push untold: the job is not told what will not be merged',
      event('closed'),
      inputs(),
      { job: job() },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true, commandTo: { jobId: 'job-1' } },
    ],
    [
      'merged with the skip-label and an untold push: the label holds at the merge too',
      event('closed', {}, { merged: true, labels: ['no-docs'] }),
      inputs(),
      { job: job() },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true, commandTo: { jobId: 'job-1' } },
    ],
    [
      "a re-run of a merge that told the job: waits for that follow-up again, and the close's notice still comes",
      event('closed', { attempt: 2 }, { merged: true }),
      inputs(),
      { earlier: found('message', 1), job: job({ lastHead: HEAD }) },
      ['earlier', 'job'],
      { then: { kind: 'resume', attempt: 1, jobs: ['job-1'], unfinished: true }, closing: true },
    ],
    // Was broken (a helper): re-running the failed opening run after a push started job-2 told job-2
    // "its head is now <the opening's head>", an older commit.
    [
      'a re-run of a run older than the one that told the job its head: nothing newer to tell',
      event('opened', { attempt: 2 }),
      inputs(),
      { earlier: found('prompt', 1, { failed: true }), job: job({ id: 'job-2', lastHead: OLD, toldByRun: '9' }) },
      ['earlier', 'job'],
      {
        then: {
          kind: 'end',
          conclusion: 'neutral',
          ending: {
            outcome: 'nothing-new',
            heading: 'Nothing new for job job-2',
            why: `Job job-2 was told of a newer head (${OLD}) by a later run (9): this re-run's event, and its head, are older, so there is nothing newer to tell.`,
          },
        },
        commandTo: { jobId: 'job-2' },
      },
    ],
    [
      'a first attempt whose head a later run told another: its news is read (a run may wait in its group)',
      event('synchronize'),
      inputs(),
      { job: job({ lastHead: OLD, toldByRun: '9' }), news: { kind: 'nothing', why: 'only a merge of the base' } },
      ['job', 'news'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'neutral' }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      "the job's own docs pull request (same repository, a sweep's turn): its pushes are not news; an owed command goes alone",
      event('synchronize', {}, { author: undefined }),
      inputs(),
      { job: job({ lastHead: undefined, docsPullRequest: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'neutral' }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      "the job's own docs pull request with on-review send: a review no run answered is owed too, after any command",
      event('synchronize', {}, { author: undefined }),
      inputs({}, { reviews: true }),
      { job: job({ lastHead: undefined, docsPullRequest: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'neutral' }) as never,
        commandTo: { jobId: 'job-1' },
        reviewsTo: { jobId: 'job-1' },
      },
    ],
    [
      "the agent's docs pull request (agent-login) with on-review send: its event needs nothing, its owed reviews go",
      event('synchronize', {}, { author: 'mintlify[bot]' }),
      inputs({}, { reviews: true }),
      { job: job({ lastHead: undefined, docsPullRequest: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'skipped' }) as never,
        commandTo: { jobId: 'job-1' },
        reviewsTo: { jobId: 'job-1' },
      },
    ],
    [
      "the agent's docs pull request closed, or its job gone: no review is owed to a job that takes no more",
      event('closed', {}, { author: 'mintlify[bot]', merged: true }),
      inputs({}, { reviews: true }),
      { job: job({ lastHead: undefined, docsPullRequest: true }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'skipped' }) as never,
        closing: true,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      "the job's own docs pull request (same repository), its job failed: no job for itself; an owed command is refused",
      event('synchronize', {}, { author: undefined }),
      inputs(),
      { job: job({ lastHead: undefined, docsPullRequest: true, status: 'failed' }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'neutral' }) as never,
        commandTo: { refused: expect.anything() as never },
      },
    ],
    [
      "the agent's docs pull request merged after its job ended: an owed command is refused, never a new job",
      event('closed', {}, { author: 'mintlify[bot]', merged: true }),
      inputs(),
      { job: job({ lastHead: undefined, status: 'completed', docsEnded: 'was merged' }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'skipped' }) as never,
        closing: true,
        commandTo: { refused: expect.anything() as never },
      },
    ],
    [
      "a product pull request with on-review send: reviews are the docs pull request's, none owed here",
      event('synchronize'),
      inputs({}, { reviews: true }),
      { job: job({ lastHead: HEAD }) },
      ['job'],
      {
        then: expect.objectContaining({ kind: 'end', conclusion: 'neutral' }) as never,
        commandTo: { jobId: 'job-1' },
      },
    ],
    [
      'closed, with no job: nothing owed',
      event('closed'),
      inputs(),
      { job: { kind: 'none' } },
      ['job'],
      { then: expect.objectContaining({ kind: 'end' }) as never, closing: true },
    ],
    [
      'no file matches paths: no-docs-needed, the owed command still sent',
      event('synchronize'),
      inputs({ paths: ['src/**'] }),
      {
        paths: {
          kind: 'none-match',
          ending: { outcome: 'no-docs-needed', heading: 'No docs needed', why: 'no file matches' },
        },
        job: job(),
      },
      ['paths', 'job'],
      { then: expect.objectContaining({ kind: 'end', conclusion: 'skipped' }) as never, commandTo: { jobId: 'job-1' } },
    ],
    [
      'a file matches paths: the run goes on to the job',
      event('synchronize'),
      inputs({ paths: ['src/**'] }),
      { paths: { kind: 'needed' }, job: job(), news: NEWS },
      ['paths', 'job', 'news'],
      { then: expect.objectContaining({ kind: 'tell' }) as never, commandTo: { jobId: 'job-1', news: NEWS.text } },
    ],
    [
      "the agent's own docs pull request (same repository): never a job of its own, whatever paths says",
      event('opened', {}, { author: 'mintlify[bot]' }),
      inputs({ paths: ['docs/**'] }, { followUp: false }),
      {},
      [],
      {
        then: expect.objectContaining({
          kind: 'end',
          ending: expect.objectContaining({ outcome: 'nothing-new' }),
        }) as never,
      },
    ],
    [
      "a re-run whose earlier attempt sent the push's message and never recorded its ending: wait for it again, send nothing, the turn unfinished",
      event('synchronize', { attempt: 2 }),
      inputs(),
      { earlier: found('message', 1), job: job() },
      ['earlier', 'job'],
      { then: { kind: 'resume', attempt: 1, jobs: ['job-1'], unfinished: true } },
    ],
    [
      "a re-run whose earlier attempt sent the push's message and recorded its ending: wait for it again, the turn finished",
      event('synchronize', { attempt: 2 }),
      inputs(),
      { earlier: found('message', 1, { ended: 'success' }), job: job() },
      ['earlier', 'job'],
      { then: { kind: 'resume', attempt: 1, jobs: ['job-1'] } },
    ],
    [
      'a re-run whose job completed and whose docs pull request merged since: resumed, no new job (only a failure sends again)',
      event('synchronize', { attempt: 2 }),
      inputs(),
      { earlier: found('message', 1), job: job({ docsEnded: 'acme/docs#7 was merged' }) },
      ['earlier', 'job'],
      { then: { kind: 'resume', attempt: 1, jobs: ['job-1'], unfinished: true } },
    ],
    [
      "a re-run whose earlier attempt's message went to a job that failed after it stopped: a new job, not the same failure",
      event('synchronize', { attempt: 2 }),
      inputs(),
      { earlier: found('message', 1), job: job({ status: 'failed' }) },
      ['earlier', 'job'],
      { then: expect.objectContaining({ kind: 'start' }) as never, commandTo: { newJob: true } },
    ],
    [
      'a re-run whose earlier attempt started the job: resumes it as any re-run does',
      event('opened', { attempt: 3 }),
      inputs(),
      { earlier: found('prompt', 2), job: job() },
      ['earlier', 'job'],
      { then: { kind: 'start' } },
    ],
    [
      'a re-run whose earlier attempt started a job a later run has replaced: names the later job, which carries the pull request should the earlier have failed',
      event('opened', { attempt: 2 }),
      inputs(),
      { earlier: found('prompt', 1), job: job({ id: 'job-2' }) },
      ['earlier', 'job'],
      { then: { kind: 'start', laterJob: 'job-2' } },
    ],
    [
      "on-rerun: start: a push's re-run reads no earlier record and decides as a first attempt (it tells the news again)",
      event('synchronize', { attempt: 2 }),
      inputs({}, { onRerun: 'start' }),
      { earlier: found('message', 1), job: job(), news: NEWS },
      ['job', 'news'],
      { then: expect.objectContaining({ kind: 'tell' }) as never, commandTo: { jobId: 'job-1', news: NEWS.text } },
    ],
    [
      "a re-run whose earlier attempt's message went to a job that failed: decided as a first attempt (a new job)",
      event('synchronize', { attempt: 2 }),
      inputs(),
      { earlier: found('message', 1, { failed: true }), job: job({ status: 'failed' }) },
      ['earlier', 'job'],
      { then: expect.objectContaining({ kind: 'start' }) as never, commandTo: { newJob: true } },
    ],
    [
      "a re-run whose earlier attempt's record could not be read: decided as a first attempt (the send warns)",
      event('synchronize', { attempt: 2 }),
      inputs(),
      { earlier: { kind: 'unreadable', why: 'GitHub did not answer' }, job: job(), news: NEWS },
      ['earlier', 'job', 'news'],
      { then: expect.objectContaining({ kind: 'tell' }) as never, commandTo: { jobId: 'job-1', news: NEWS.text } },
    ],
    [
      'a re-run with no earlier record: decided as a first attempt',
      event('synchronize', { attempt: 2 }),
      inputs(),
      { earlier: { kind: 'none' }, job: job(), news: NEWS },
      ['earlier', 'job', 'news'],
      { then: expect.objectContaining({ kind: 'tell' }) as never, commandTo: { jobId: 'job-1', news: NEWS.text } },
    ],
    [
      "an event that is no pull request's (a dispatch): as configured, reading nothing",
      event('', { eventName: 'workflow_dispatch', pullRequest: undefined } as Partial<Trigger>),
      inputs(),
      {},
      [],
      { then: { kind: 'start' } },
    ],
  ])('%s', (_, trigger, given, facts, reads, expected) => {
    const { read, decision } = run(trigger, given, facts);
    expect(read).toEqual(reads);
    expect(decision).toEqual(expected);
  });
});
