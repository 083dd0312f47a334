/**
 * The pull request comment and the check run, kept while the step runs. Both are written in this
 * workflow's repository with the report-token, from the same documents as the job summary (so
 * through the same escaping and redaction), and both carry this step's signed record, which a
 * re-run reads to wait for the job an earlier attempt sent instead of sending again.
 *
 * One write at a time, in order: "working on it" first, progress coalesced to the latest state at
 * most once every PROGRESS_GAP_MS, the ending last. The ending ends any write still waiting for
 * GitHub and has a budget of its own, a short one once the runner cancels. Nothing here throws.
 */
import type { Visibility } from '../inputs/inputs.ts';
import type { Sink, SummaryDoc } from '../out/sink.ts';
import { msg, type Say } from '../out/text.ts';
import {
  CHECK_NEEDS,
  createCheckRunRequest,
  createHeadLookUp,
  findCheckRun,
  updateCheckRunRequest,
} from './check-run.ts';
import type { Budget } from './client.ts';
import { COMMENT_NEEDS, createCommentRequest, findComment, updateCommentRequest } from './comment.ts';
import type { Progress, ReviewerSurfaces, SurfaceDeps, SurfaceLinks, SurfacePlan } from './plan.ts';
import { commentMarker, encodeRecord, type StepRecord } from './record.ts';
import { createGitHubSurface, type Found } from './surface.ts';
import type { Trigger } from './trigger.ts';

/** A comment body and a check run summary hold at most 65,536 characters. */
const GITHUB_TEXT_CAP = 65_000;
/** At most one progress write this often; the ending never waits for it. */
export const PROGRESS_GAP_MS = 2_000;
/** What the ending's writes may take in all: normally, and once the runner cancels (it kills 10 s after SIGINT). */
export const FINISH_BUDGET_MS = 30_000;
export const CANCEL_BUDGET_MS = 4_000;
/** What each write while the step runs may take. */
const WRITE_BUDGET_MS = 30_000;

function progressDoc(progress: Progress, runUrl: string | undefined): SummaryDoc {
  const [only] = progress.jobs;
  const heading =
    progress.phase === 'sending'
      ? only
        ? msg`Sending a follow-up to agent job ${only.id}`
        : 'Starting an agent job'
      : progress.jobs.length > 1
        ? `Waiting for ${progress.jobs.length} agent jobs`
        : msg`Agent job ${only?.id ?? ''} is running`;
  return {
    icon: '⏳',
    heading,
    paragraphs: ['Working on it: this comment follows the job and shows how it ended once it does.'],
    rows: runUrl ? [['Workflow run', { link: runUrl, text: 'this run' }]] : [],
    ...(progress.jobs.length > 0
      ? {
          table: {
            headers: ['Job', 'Status'],
            rows: progress.jobs.map((job) => [
              { code: job.id },
              job.status ? { code: job.status } : { none: 'not read yet' },
            ]),
          },
        }
      : {}),
  };
}

/** The document as HTML, its free text left out when the whole would not fit GitHub's limit. */
function fitted(sink: Sink, doc: SummaryDoc): string {
  const html = sink.markup(doc);
  if (html.length <= GITHUB_TEXT_CAP) return html;
  const shorter: SummaryDoc = { icon: doc.icon, heading: doc.heading, paragraphs: doc.paragraphs, rows: doc.rows };
  if (doc.table) shorter.table = doc.table;
  const short = sink.markup(shorter);
  return short.length <= GITHUB_TEXT_CAP ? short : sink.markup({ ...shorter, table: { headers: [], rows: [] } });
}

export function createReviewerSurfaces(
  visibility: Visibility,
  trigger: Trigger,
  plan: SurfacePlan,
  deps: SurfaceDeps,
): ReviewerSurfaces {
  const { sink, clock, apiKey } = deps;
  /** Ends every write made before the ending, so the ending never waits behind one. */
  const beforeEnding = new AbortController();
  const budgetOf = (ms: number, ...signals: AbortSignal[]): Budget => ({
    signal: AbortSignal.any([AbortSignal.timeout(ms), ...signals]),
    deadline: clock.now() + ms,
  });
  const caller = (needs: string) => deps.github.caller(deps.token, { name: 'report-token', needs });
  const callForComment = caller(COMMENT_NEEDS);
  const callForCheck = caller(CHECK_NEEDS);
  const headSha = createHeadLookUp(caller('pull-requests: read'), trigger, sink);

  const comment = createGitHubSurface({
    name: 'the pull request comment',
    loud: visibility.comment === 'true',
    sink,
    find: (budget) => findComment(callForComment, trigger, apiKey, budget),
    call: callForComment,
  });
  const check = createGitHubSurface({
    name: 'the check run',
    loud: true,
    sink,
    find: async (budget) =>
      findCheckRun(callForCheck, trigger, visibility.checkName, await headSha(budget), apiKey, budget),
    call: callForCheck,
  });

  const recordText = (record: StepRecord): string => encodeRecord(trigger.step, record, apiKey);

  async function write(
    html: string,
    record: StepRecord,
    fields: Record<string, unknown>,
    budget: Budget,
  ): Promise<void> {
    const body = `${html}\n${commentMarker(trigger.step, record, apiKey)}\n`;
    const checkFields = { ...fields, external_id: recordText(record) };
    await Promise.all([
      plan.comment
        ? comment.write(budget, createCommentRequest(trigger, body), (id) => updateCommentRequest(trigger, id, body))
        : undefined,
      plan.check
        ? check.write(
            budget,
            createCheckRunRequest(trigger, visibility.checkName, await headSha(budget), checkFields),
            (id) => updateCheckRunRequest(trigger, id, checkFields),
          )
        : undefined,
    ]);
  }

  /** The jobs the last write recorded: a record with new ones is written at once, not after the gap. */
  let recordedJobs = '';
  async function writeProgress(record: StepRecord, progress: Progress): Promise<void> {
    recordedJobs = record.jobs.join('\n');
    const doc = progressDoc(progress, trigger.runUrl);
    const html = fitted(sink, doc);
    const budget = { ...budgetOf(WRITE_BUDGET_MS, beforeEnding.signal), superseded: beforeEnding.signal };
    await write(
      html,
      record,
      { status: 'in_progress', output: { title: sink.line(doc.heading, 255), summary: html } },
      budget,
    );
  }

  // One write at a time, in order; progress coalesces to the latest; the ending goes last.
  let queue: Promise<void> = Promise.resolve();
  let latest: { record: StepRecord; progress: Progress } | undefined;
  let scheduled = false;
  let lastRecord: StepRecord = { run: trigger.runId, attempt: trigger.attempt, kind: 'wait', jobs: [] };
  const enqueue = (task: () => Promise<void>): Promise<void> => (queue = queue.then(task, task));
  // A look made before the ending ends when the ending starts; the ending then looks again.
  const lookEarly = (): Budget => budgetOf(WRITE_BUDGET_MS, beforeEnding.signal);

  async function endWith(doc: SummaryDoc, conclusion: string, text?: Say): Promise<SurfaceLinks> {
    const budget = budgetOf(deps.signal.aborted ? CANCEL_BUDGET_MS : FINISH_BUDGET_MS);
    beforeEnding.abort();
    const html = fitted(sink, doc);
    const output = {
      title: sink.line(doc.heading, 255),
      summary: html,
      ...(text === undefined ? {} : { text: sink.line(text, 10_000) }),
    };
    const record = lastRecord;
    await enqueue(() => write(html, record, { status: 'completed', conclusion, output }, budget));
    return {
      ...(comment.url ? { commentUrl: comment.url } : {}),
      ...(check.url ? { checkRunUrl: check.url } : {}),
    };
  }

  return {
    async earlierRecord() {
      const looks = await Promise.all([
        plan.comment ? comment.search(lookEarly()) : undefined,
        plan.check ? check.search(lookEarly()) : undefined,
      ]);
      const records = looks.flatMap((found: Found | undefined) =>
        found?.ok && found.match?.record.run === trigger.runId ? [found.match.record] : [],
      );
      const newest = records.sort((a, b) => b.attempt - a.attempt)[0];
      if (newest) return { kind: 'found', record: newest };
      if (looks.some((found) => found?.ok)) return { kind: 'none' };
      const failure = looks.find((found): found is Extract<Found, { ok: false }> => found?.ok === false);
      return { kind: 'unreadable', why: failure?.cause ?? 'nothing could be read' };
    },
    async begin(record, progress) {
      if (plan.comment) void comment.search(lookEarly());
      if (plan.check) void check.search(lookEarly());
      lastRecord = record;
      await enqueue(() => writeProgress(record, progress));
    },
    progress(record, progress) {
      if (beforeEnding.signal.aborted) return;
      lastRecord = record;
      latest = { record, progress };
      if (scheduled) return;
      scheduled = true;
      // A job id the record does not hold yet is what protects a re-run: it goes out at once.
      const urgent = record.jobs.join('\n') !== recordedJobs;
      void enqueue(async () => {
        if (!urgent) await clock.sleep(PROGRESS_GAP_MS, AbortSignal.any([beforeEnding.signal, deps.signal]));
        scheduled = false;
        const next = latest;
        latest = undefined;
        if (next && !beforeEnding.signal.aborted) await writeProgress(next.record, next.progress);
      });
    },
    finish: (ending) => endWith(ending.doc, ending.conclusion, ending.text),
    abandon: (message) =>
      endWith(
        {
          icon: '⚠️',
          heading: 'The step ended with an unexpected error',
          paragraphs: [message],
          rows: trigger.runUrl ? [['Workflow run', { link: trigger.runUrl, text: 'this run' }]] : [],
        },
        'failure',
      ),
  };
}
