/**
 * The pull request comment and the check run: the two places a reviewer looks. Both are written
 * in this workflow's repository with the report-token, from the same documents as the job summary
 * (so through the same escaping and redaction), and both carry this step's signed record, which a
 * re-run reads to wait for the job an earlier attempt sent instead of sending again.
 *
 * Never at the job's expense: a write that fails is one line of the log (a warning only when the
 * user asked for the surface by name), every write has a bounded budget, and nothing here throws.
 */
import type { Clock } from './clock.ts';
import { callGitHub, type GitHubRequest, type GitHubResult, type GitHubSend } from './github-rest.ts';
import type { Visibility } from './inputs.ts';
import { commentMarker, encodeRecord, readRecord, type StepRecord } from './record.ts';
import type { Report } from './report.ts';
import type { Sink, SummaryDoc } from './sink.ts';
import { fullText, msg, type Say } from './text.ts';
import type { Trigger } from './trigger.ts';
import type { Outcome } from './verdict.ts';

/** A comment body and a check run summary hold at most 65,536 characters. */
const GITHUB_TEXT_CAP = 65_000;
/** Comments read to find this step's: 10 pages of 100. */
const COMMENT_PAGES = 10;
/** At most one progress write this often; the final one never waits for it. */
export const PROGRESS_GAP_MS = 2_000;
/** What the writes may take in all at the end: normally, and once the runner cancels (it kills 10 s after SIGINT). */
export const FINISH_BUDGET_MS = 30_000;
export const CANCEL_BUDGET_MS = 4_000;
/** What the writes while the step runs may take, each. */
const WRITE_BUDGET_MS = 30_000;

export interface JobProgress {
  id: string;
  status?: string;
}

/** What the surfaces show while the step runs. */
export interface Progress {
  phase: 'sending' | 'waiting';
  jobs: JobProgress[];
}

export interface SurfaceLinks {
  commentUrl?: string;
  checkRunUrl?: string;
}

export type EarlierRecord = { kind: 'found'; record: StepRecord } | { kind: 'none' } | { kind: 'unreadable'; why: Say };

export interface ReviewerSurfaces {
  /** True when a comment or a check run is kept. */
  readonly active: boolean;
  /** What an earlier attempt of this step recorded, read from the comment or the check run. */
  earlierRecord(): Promise<EarlierRecord>;
  /** Writes "working on it" (and the record so far); finds this step's comment to update it in place. */
  begin(record: StepRecord, progress: Progress): Promise<void>;
  /** A status changed or a job id is known: written soon, at most one write every PROGRESS_GAP_MS. */
  progress(record: StepRecord, progress: Progress): void;
  /** The ending, within the budget (shorter once the runner cancels). */
  finish(report: Report): Promise<SurfaceLinks>;
  /** An ending without a report (a bug): the comment and the check run say so. */
  abandon(message: Say): Promise<SurfaceLinks>;
}

export interface SurfaceDeps {
  sink: Sink;
  clock: Clock;
  /** Aborts on SIGINT or SIGTERM: the final write then gets CANCEL_BUDGET_MS. */
  signal: AbortSignal;
  send: () => Promise<GitHubSend>;
  apiKey: string;
}

const CONCLUSIONS: Record<Outcome, 'success' | 'failure' | 'neutral' | 'timed_out' | 'cancelled'> = {
  completed: 'success',
  failed: 'failure',
  archived: 'neutral',
  started: 'neutral',
  'timed-out': 'timed_out',
  cancelled: 'cancelled',
  'not-found': 'failure',
  unauthorized: 'failure',
  error: 'failure',
};

/** The check run's conclusion follows the step: what fails the step is a failure. */
export function checkConclusion(report: Pick<Report, 'outcome' | 'failure'>): (typeof CONCLUSIONS)[Outcome] {
  const conclusion = CONCLUSIONS[report.outcome];
  if (conclusion === 'timed_out' || conclusion === 'cancelled') return conclusion;
  return report.failure === undefined ? (conclusion === 'failure' ? 'neutral' : conclusion) : 'failure';
}

function progressDoc(progress: Progress, runUrl: string | undefined): SummaryDoc {
  const [only] = progress.jobs;
  const several = progress.jobs.length > 1;
  const heading =
    progress.phase === 'sending'
      ? only
        ? msg`Sending a follow-up to agent job ${only.id}`
        : 'Starting an agent job'
      : several
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

/** The document with its free text left out when the whole would not fit GitHub's limit. */
function fitted(sink: Sink, doc: SummaryDoc): string {
  const html = sink.markup(doc);
  if (html.length <= GITHUB_TEXT_CAP) return html;
  const shorter: SummaryDoc = { icon: doc.icon, heading: doc.heading, paragraphs: doc.paragraphs, rows: doc.rows };
  if (doc.table) shorter.table = doc.table;
  const short = sink.markup(shorter);
  return short.length <= GITHUB_TEXT_CAP ? short : sink.markup({ ...shorter, table: { headers: [], rows: [] } });
}

/** The time a group of GitHub calls may take, and a signal that ends it. */
interface Budget {
  signal: AbortSignal;
  deadline: number;
  /** Aborted when the ending supersedes this write: then nothing is said of it. */
  superseded?: AbortSignal;
}

interface Surface {
  name: string;
  /** Say so as a warning: the user asked for this surface by name. */
  loud: boolean;
  /** Stop after a failure that will not change (401, 403, 404, 422 other than a rate limit). */
  off: boolean;
  told: boolean;
  id?: number;
  url?: string;
  /** The search for this step's earlier comment or check run, made once. */
  search?: Promise<Found>;
  /** A creation got no answer: it may exist, so search again before creating another. */
  uncertain: boolean;
}

type Found = GitHubResult & { record?: StepRecord };

const newSurface = (name: string, loud: boolean): Surface => ({
  name,
  loud,
  off: false,
  told: false,
  uncertain: false,
});

export function createReviewerSurfaces(
  visibility: Visibility,
  trigger: Trigger | undefined,
  deps: SurfaceDeps,
): ReviewerSurfaces {
  const { sink, clock } = deps;
  const comment = newSurface('the pull request comment', visibility.comment === 'true');
  const check = newSurface('the check run', true);
  const commentOn =
    visibility.comment !== 'false' && trigger?.pullNumber !== undefined && visibility.reportToken !== '';
  const checkOn = visibility.checkName !== '' && trigger?.headSha !== undefined && visibility.reportToken !== '';
  explainWhatIsOff();

  function explainWhatIsOff(): void {
    const noToken = visibility.reportToken === '';
    if (visibility.comment !== 'false' && !commentOn) {
      const why = noToken
        ? "'report-token' is empty"
        : trigger
          ? `this run's event (${trigger.eventName || 'unknown'}) is not about a pull request`
          : 'this is not a workflow run (no GITHUB_REPOSITORY or GITHUB_RUN_ID)';
      if (visibility.comment === 'true')
        sink.warning(`No pull request comment: ${why}. Set 'comment: auto' to comment only when there is one.`);
      else sink.debug(`No pull request comment: ${why}.`);
    }
    if (visibility.checkName !== '' && !checkOn)
      sink.warning(
        noToken
          ? "No check run: 'report-token' is empty; pass a token with checks: write, such as ${{ github.token }}."
          : 'No check run: the runner gave no commit (GITHUB_SHA) to put it on.',
      );
  }

  /** Ends every write made before the ending, so the ending never waits behind one. */
  const beforeEnding = new AbortController();
  const budgetOf = (ms: number, ...signals: AbortSignal[]): Budget => ({
    signal: AbortSignal.any([AbortSignal.timeout(ms), ...signals]),
    deadline: clock.now() + ms,
  });
  const call = async (request: GitHubRequest, needs: string, budget: Budget): Promise<GitHubResult> =>
    callGitHub(await deps.send(), request, {
      clock,
      signal: budget.signal,
      deadline: budget.deadline,
      token: { name: 'report-token', needs },
    });

  function failed(surface: Surface, result: Extract<GitHubResult, { ok: false }>, doing: string): void {
    const lasting = result.status !== undefined && [401, 403, 404, 422].includes(result.status);
    if (lasting && !/rate/i.test(fullText(result.cause))) surface.off = true;
    if (surface.told) return;
    surface.told = true;
    const text = msg`Could not ${doing} ${surface.name}: ${result.cause}. The step goes on; its outputs and job summary are complete.`;
    if (surface.loud) sink.warning(text);
    else sink.info(text);
  }

  const repoPath = trigger ? `/repos/${trigger.owner}/${trigger.repo}` : '';

  /** This step's comment on the pull request: the oldest one that carries its signed record. */
  async function findComment(budget: Budget): Promise<Found> {
    if (!trigger) return { ok: false, cause: 'no workflow run' };
    let best: { id: number; url: string; record: StepRecord } | undefined;
    for (let page = 1; page <= COMMENT_PAGES; page++) {
      const listed = await call(
        { method: 'GET', path: `${repoPath}/issues/${trigger.pullNumber}/comments?per_page=100&page=${page}` },
        'pull-requests: write',
        budget,
      );
      if (!listed.ok) return listed;
      const comments = Array.isArray(listed.data) ? (listed.data as unknown[]) : [];
      for (const item of comments) {
        const { id, body, html_url: url } = (item ?? {}) as { id?: unknown; body?: unknown; html_url?: unknown };
        if (typeof id !== 'number' || typeof body !== 'string' || typeof url !== 'string') continue;
        const record = readRecord(body, trigger.step, deps.apiKey);
        if (record && (!best || id < best.id)) best = { id, url, record };
      }
      if (comments.length < 100) break;
    }
    if (!best) return { ok: true, status: 200, data: null };
    comment.id = best.id;
    comment.url = best.url;
    return { ok: true, status: 200, data: null, record: best.record };
  }

  /** This run's check run of this step on the commit, when an earlier attempt made one. */
  async function findCheckRun(budget: Budget): Promise<Found> {
    if (!trigger) return { ok: false, cause: 'no workflow run' };
    const name = encodeURIComponent(visibility.checkName);
    const sha = await headSha(budget);
    const listed = await call(
      {
        method: 'GET',
        path: `${repoPath}/commits/${sha}/check-runs?check_name=${name}&filter=all&per_page=100`,
      },
      'checks: write',
      budget,
    );
    if (!listed.ok) return listed;
    const runs = (listed.data as { check_runs?: unknown } | null)?.check_runs;
    let newest: { id: number; url: string; record: StepRecord } | undefined;
    for (const item of Array.isArray(runs) ? (runs as unknown[]) : []) {
      const { id, external_id: external, html_url: url } = (item ?? {}) as Record<string, unknown>;
      if (typeof id !== 'number' || typeof external !== 'string' || typeof url !== 'string') continue;
      const record = readRecord(external, trigger.step, deps.apiKey);
      if (record?.run === trigger.runId && (!newest || id > newest.id)) newest = { id, url, record };
    }
    if (!newest) return { ok: true, status: 200, data: null };
    check.id = newest.id;
    check.url = newest.url;
    return { ok: true, status: 200, data: null, record: newest.record };
  }

  /** On a comment's event the run's commit is the default branch's: the check run goes on the pull request's head. */
  let head: string | undefined;
  const headSha = async (budget: Budget): Promise<string | undefined> => {
    if (!trigger?.headNeedsLookUp) return trigger?.headSha;
    if (head !== undefined) return head;
    const pull = await call(
      { method: 'GET', path: `${repoPath}/pulls/${trigger.pullNumber}` },
      'pull-requests: read',
      budget,
    );
    const sha = pull.ok ? (pull.data as { head?: { sha?: unknown } } | null)?.head?.sha : undefined;
    if (typeof sha === 'string' && /^[0-9a-f]{40}$/.test(sha)) return (head = sha);
    sink.info(`Could not read the pull request's head commit, so the check run goes on this run's commit.`);
    return trigger.headSha;
  };

  // A search made before the ending ends when the ending starts; the ending then searches again.
  const searchComment = (): Promise<Found> =>
    (comment.search ??= findComment(budgetOf(WRITE_BUDGET_MS, beforeEnding.signal)));
  const searchCheckRun = (): Promise<Found> =>
    (check.search ??= findCheckRun(budgetOf(WRITE_BUDGET_MS, beforeEnding.signal)));

  /**
   * Creates the surface, or updates it once it is known. It looks first (once, and again after a
   * creation whose outcome is unknown: no answer, or a 5xx), so it never creates a second one.
   */
  async function write(
    surface: Surface,
    search: (budget: Budget) => Promise<Found>,
    create: GitHubRequest,
    update: (id: number) => GitHubRequest,
    needs: string,
    budget: Budget,
  ): Promise<void> {
    for (let round = 1; round <= 2 && !surface.off; round++) {
      // A search that failed (or that the ending cut short) is made again, within this write's budget.
      const earlier = surface.uncertain ? undefined : await surface.search;
      const found = earlier?.ok ? earlier : await (surface.search = search(budget));
      if (!found.ok) {
        surface.search = undefined;
        if (!budget.superseded?.aborted) failed(surface, found, 'read');
        if (budget.superseded?.aborted || surface.off) return;
      } else surface.uncertain = false;
      const creating = surface.id === undefined;
      const result = await call(creating ? create : update(surface.id ?? 0), needs, budget);
      if (result.ok) {
        const { id, html_url: url } = (result.data ?? {}) as { id?: unknown; html_url?: unknown };
        if (typeof id === 'number') surface.id = id;
        if (typeof url === 'string') surface.url = url;
        return;
      }
      const unknown = creating && (result.status === undefined || result.status >= 500);
      if (unknown) surface.uncertain = true;
      if (budget.superseded?.aborted) return;
      if (!unknown || round === 2 || budget.signal.aborted)
        return failed(surface, result, creating ? 'create' : 'update');
    }
  }

  async function writeComment(body: string, budget: Budget): Promise<void> {
    if (!commentOn || !trigger) return;
    await write(
      comment,
      findComment,
      { method: 'POST', path: `${repoPath}/issues/${trigger.pullNumber}/comments`, body: { body } },
      (id) => ({ method: 'PATCH', path: `${repoPath}/issues/comments/${id}`, body: { body } }),
      'pull-requests: write',
      budget,
    );
  }

  async function writeCheckRun(fields: Record<string, unknown>, budget: Budget): Promise<void> {
    if (!checkOn || !trigger) return;
    const create = {
      name: visibility.checkName,
      head_sha: await headSha(budget),
      ...(trigger.runUrl ? { details_url: trigger.runUrl } : {}),
      ...fields,
    };
    await write(
      check,
      findCheckRun,
      { method: 'POST', path: `${repoPath}/check-runs`, body: create },
      (id) => ({ method: 'PATCH', path: `${repoPath}/check-runs/${id}`, body: fields }),
      'checks: write',
      budget,
    );
  }

  const recordText = (record: StepRecord): string => (trigger ? encodeRecord(trigger.step, record, deps.apiKey) : '');
  const marked = (html: string, record: StepRecord): string =>
    trigger ? `${html}\n${commentMarker(trigger.step, record, deps.apiKey)}\n` : html;

  async function writeProgress(record: StepRecord, progress: Progress): Promise<void> {
    const doc = progressDoc(progress, trigger?.runUrl);
    const html = fitted(sink, doc);
    const budget = { ...budgetOf(WRITE_BUDGET_MS, beforeEnding.signal), superseded: beforeEnding.signal };
    await Promise.all([
      writeComment(marked(html, record), budget),
      writeCheckRun(
        {
          status: 'in_progress',
          external_id: recordText(record),
          output: { title: sink.line(doc.heading, 255), summary: html },
        },
        budget,
      ),
    ]);
  }

  // One write at a time, in order; progress coalesces to the latest; the ending goes last.
  let queue: Promise<void> = Promise.resolve();
  let latest: { record: StepRecord; progress: Progress } | undefined;
  let scheduled = false;
  let lastRecord: StepRecord | undefined;
  const enqueue = (task: () => Promise<void>): Promise<void> => (queue = queue.then(task, task));
  const fallbackRecord = (): StepRecord =>
    lastRecord ?? { run: trigger?.runId ?? '', attempt: trigger?.attempt ?? 1, kind: 'wait', jobs: [] };

  async function endWith(
    record: StepRecord,
    html: string,
    checkFields: Record<string, unknown>,
  ): Promise<SurfaceLinks> {
    const budget = budgetOf(deps.signal.aborted ? CANCEL_BUDGET_MS : FINISH_BUDGET_MS);
    beforeEnding.abort();
    await enqueue(async () => {
      await Promise.all([writeComment(marked(html, record), budget), writeCheckRun(checkFields, budget)]);
    });
    return {
      ...(comment.url ? { commentUrl: comment.url } : {}),
      ...(check.url ? { checkRunUrl: check.url } : {}),
    };
  }

  const active = commentOn || checkOn;
  return {
    active,
    async earlierRecord() {
      if (!active) return { kind: 'unreadable', why: 'there is no comment or check run to keep it in' };
      const results = await Promise.all([
        commentOn ? searchComment() : undefined,
        checkOn ? searchCheckRun() : undefined,
      ]);
      const records = results.flatMap((result) =>
        result?.ok && result.record?.run === trigger?.runId ? [result.record] : [],
      );
      const newest = records.sort((a, b) => b.attempt - a.attempt)[0];
      if (newest) return { kind: 'found', record: newest };
      if (results.some((result) => result?.ok)) return { kind: 'none' };
      const failure = results.find((result): result is Extract<Found, { ok: false }> => result?.ok === false);
      return { kind: 'unreadable', why: failure?.cause ?? 'nothing could be read' };
    },
    async begin(record, progress) {
      if (!active) return;
      if (commentOn) void searchComment();
      if (checkOn) void searchCheckRun();
      lastRecord = record;
      await enqueue(() => writeProgress(record, progress));
    },
    progress(record, progress) {
      if (!active || beforeEnding.signal.aborted) return;
      lastRecord = record;
      latest = { record, progress };
      if (scheduled) return;
      scheduled = true;
      void enqueue(async () => {
        await clock.sleep(PROGRESS_GAP_MS, AbortSignal.any([beforeEnding.signal, deps.signal]));
        scheduled = false;
        const next = latest;
        latest = undefined;
        if (next && !beforeEnding.signal.aborted) await writeProgress(next.record, next.progress);
      });
    },
    async finish(report) {
      if (!active) return {};
      const doc = report.summary;
      const html = fitted(sink, doc);
      const record = fallbackRecord();
      const pullRequest = report.outputs['pr-link'];
      const text = pullRequest
        ? msg`The docs pull request: ${pullRequest}`
        : report.outputs['pr-links']
          ? msg`The docs pull requests:\n${report.outputs['pr-links']}`
          : 'No docs pull request.';
      return endWith(record, html, {
        status: 'completed',
        conclusion: checkConclusion(report),
        external_id: recordText(record),
        output: { title: sink.line(doc.heading, 255), summary: html, text: sink.line(text, 10_000) },
      });
    },
    async abandon(message) {
      if (!active) return {};
      const doc: SummaryDoc = {
        icon: '⚠️',
        heading: 'The step ended with an unexpected error',
        paragraphs: [message],
        rows: trigger?.runUrl ? [['Workflow run', { link: trigger.runUrl, text: 'this run' }]] : [],
      };
      const html = fitted(sink, doc);
      const record = fallbackRecord();
      return endWith(record, html, {
        status: 'completed',
        conclusion: 'failure',
        external_id: recordText(record),
        output: { title: sink.line(doc.heading, 255), summary: html },
      });
    },
  };
}
