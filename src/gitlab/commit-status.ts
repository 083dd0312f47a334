/**
 * GitLab's commit status as the host's check run (docs.gitlab.com/api/commits/#set-the-pipeline-status-of-a-commit):
 * a status named as the check is set on the merge request's head, in its pipeline. What differs
 * from GitHub's check run stays here: a status holds a description of at most 255 characters (the
 * title, cut), no summary, text or record (the note keeps the record); its states are
 * GitLab's (`pending` while the step starts the job or sends, then `running`, `success`, `failed`,
 * `canceled`, `skipped`; GitHub's `neutral` passes as `success`, as it passes a required check); it
 * is set again rather than updated by id, so the host remembers which commit each status it met is
 * on; and GitLab refuses to set a status to the state it is in (400 "Cannot transition status"),
 * which is no failure: hence `pending` first, so the status's text can say the job runs.
 */
import type { Answer, Budget, CheckRun, CheckRunFields, PullRequestHost, Written } from '../pull-request/host.ts';
import { fullText } from '../output/text.ts';
import { CommitSha, route, type GitLabWire } from './wire.ts';
import { gitLabId, READ_NEEDS, time, WRITE_NEEDS } from './values.ts';

/** A status's description, name and link hold at most 255 characters each. */
export const STATUS_TEXT_LIMIT = 255;

export type StatusOperations = Pick<PullRequestHost, 'checkRuns' | 'createCheckRun' | 'updateCheckRun'>;

export interface StatusSite {
  wire: GitLabWire;
  projectId: number;
  /** This job's own pipeline (the merge request's), which the status joins. */
  pipelineId?: number;
  /** The merge request whose head pipeline a status joins when the run has no pipeline of its own there (a schedule's). */
  iid?: number;
  /** Where the status links: the job's page. */
  targetUrl?: string;
}

/** GitLab's state for a check run's fields. */
export function stateOf(fields: Pick<CheckRunFields, 'status' | 'conclusion' | 'starting'>): string {
  // GitLab refuses running -> running: a status that starts `pending` can say "running" with its job after.
  if (fields.status === 'in_progress') return fields.starting ? 'pending' : 'running';
  switch (fields.conclusion) {
    case 'success':
    case 'neutral':
      return 'success';
    case 'skipped':
      return 'skipped';
    case 'cancelled':
      return 'canceled';
    default:
      return 'failed';
  }
}

/** A state GitLab lists, as a check run's status. */
const STATUS_OF: Record<string, string> = {
  created: 'queued',
  // The step's own status while it starts the job or sends (stateOf): in progress.
  pending: 'in_progress',
  running: 'in_progress',
  success: 'completed',
  failed: 'completed',
  canceled: 'completed',
  skipped: 'completed',
};

const cut = (text: string): string =>
  text.length <= STATUS_TEXT_LIMIT ? text : `${text.slice(0, STATUS_TEXT_LIMIT - 1)}…`;

const ALREADY_IN_STATE = /Cannot transition status/i;

/** No head reached the status: the merge request's read failed (said before), or it has no commit yet. */
const headUnknown = (what: 'read' | 'set') =>
  ({
    ok: false,
    cause: `the merge request's head commit is not known (GitLab gave none: the merge request could not be read, or has no commit yet), so its status cannot be ${what}`,
  }) as const;

/** Each status met: its commit, name and pipeline, which setting it again names; whether it runs. */
type Met = Map<number, { sha: CommitSha; name: string; pipelineId?: number; running?: boolean }>;

/** The statuses of that name on a commit, each remembered with its commit. */
async function readStatuses(
  { wire, projectId }: StatusSite,
  met: Met,
  sha: string | undefined,
  name: string,
  budget: Budget,
): Promise<Answer<CheckRun[]>> {
  const commit = CommitSha.of(sha ?? '');
  if (!commit) return headUnknown('read');
  const listed = await wire.list(
    {
      path: route`/projects/${projectId}/repository/commits/${commit}/statuses`,
      query: { name, all: true },
      needs: READ_NEEDS,
    },
    budget,
  );
  if (!listed.ok) return listed;
  const runs: CheckRun[] = [];
  for (const item of listed.items) {
    const fields = (item ?? {}) as Record<string, unknown>;
    const id = gitLabId(fields.id);
    if (id === undefined || typeof fields.status !== 'string')
      return { ok: false, status: 200, cause: "GitLab's list of statuses holds one that is not what GitLab sends" };
    if (fields.name !== name) continue;
    const pipelineId = gitLabId(fields.pipeline_id);
    const running = fields.status === 'running' || fields.status === 'pending' ? { running: true } : {};
    met.set(id, { sha: commit, name, ...(pipelineId === undefined ? {} : { pipelineId }), ...running });
    const status = STATUS_OF[fields.status];
    runs.push({
      id,
      url: typeof fields.target_url === 'string' ? fields.target_url : '',
      ...(status === undefined ? {} : { status }),
      startedAt: time(fields.started_at ?? fields.created_at),
      ...(pipelineId === undefined ? {} : { run: String(pipelineId) }),
    });
  }
  return { ok: true, value: runs };
}

/**
 * The merge request's head pipeline, when it ran on `sha`: where a status set by a run with no
 * pipeline of its own on that head belongs (GitLab would otherwise put it in the commit's latest
 * pipeline of any ref, or an external one beside the head's). Undefined when it cannot be read.
 */
async function headPipelineOn(site: StatusSite, sha: CommitSha, budget: Budget): Promise<number | undefined> {
  if (site.iid === undefined) return undefined;
  const read = await site.wire.request(
    { path: route`/projects/${site.projectId}/merge_requests/${site.iid}`, needs: READ_NEEDS },
    budget,
  );
  if (!read.ok) return undefined;
  const head = ((read.data ?? {}) as { head_pipeline?: unknown }).head_pipeline;
  const { id, sha: on } = (head ?? {}) as { id?: unknown; sha?: unknown };
  return on === sha.toString() ? gitLabId(id) : undefined;
}

/**
 * The pipeline a run with no pipeline of its own on the commit sets a status in: where a status of
 * the name runs already (a turn set it there, so it is set again there, not beside it in the head's
 * newer pipeline); else the merge request's head pipeline on that commit (read once a run); else
 * where the newest status of the name met is. Undefined: in none.
 */
function pipelineChooser(site: StatusSite, met: Met) {
  const headPipelines = new Map<string, Promise<number | undefined>>();
  return async (sha: CommitSha, name: string, budget: Budget): Promise<number | undefined> => {
    const here = [...met.entries()]
      .filter(([, at]) => at.sha.toString() === sha.toString() && at.name === name)
      .sort(([a], [b]) => b - a);
    const [, running] = here.find(([, at]) => at.running === true) ?? [];
    if (running) return running.pipelineId;
    const read = headPipelines.get(sha.toString()) ?? headPipelineOn(site, sha, budget);
    headPipelines.set(sha.toString(), read);
    return (await read) ?? here[0]?.[1].pipelineId;
  };
}

export function statusOperations(site: StatusSite): StatusOperations {
  const { wire, projectId } = site;
  /** Which commit and name each status met is on: GitLab sets a status again, by commit, to change it. */
  const met: Met = new Map();
  const pipelineFor = pipelineChooser(site, met);

  /** Sets a status; in `pipelineId`'s pipeline (one met: its own), else in this job's. */
  async function set(
    sha: CommitSha,
    name: string,
    fields: CheckRunFields,
    budget: Budget,
    pipelineId = site.pipelineId,
  ): Promise<Answer<Written>> {
    const made = await wire.request(
      {
        method: 'POST',
        path: route`/projects/${projectId}/statuses/${sha}`,
        body: {
          state: stateOf(fields),
          name: cut(name),
          description: cut(fields.title),
          ...(site.targetUrl === undefined ? {} : { target_url: site.targetUrl }),
          ...(pipelineId === undefined ? {} : { pipeline_id: pipelineId }),
        },
        needs: WRITE_NEEDS,
      },
      budget,
    );
    if (!made.ok)
      return made.status === 400 && ALREADY_IN_STATE.test(fullText(made.cause)) ? { ok: true, value: {} } : made;
    const id = gitLabId((made.data as { id?: unknown } | null)?.id);
    const running = fields.status === 'in_progress' ? { running: true } : {};
    if (id !== undefined) met.set(id, { sha, name, ...(pipelineId === undefined ? {} : { pipelineId }), ...running });
    return { ok: true, value: id === undefined ? {} : { id } };
  }

  return {
    checkRuns: (sha, name, budget) => readStatuses(site, met, sha, name, budget),

    async createCheckRun(name, sha, fields, budget) {
      const commit = CommitSha.of(sha ?? '');
      if (!commit) return headUnknown('set');
      return set(commit, name, fields, budget, site.pipelineId ?? (await pipelineFor(commit, name, budget)));
    },

    async updateCheckRun(id, fields, budget) {
      const where = met.get(id);
      if (!where)
        return {
          ok: false,
          cause:
            'GitLab changes a status by setting it again on its commit, and this run never read which commit it is on',
        };
      return set(where.sha, where.name, fields, budget, where.pipelineId ?? site.pipelineId);
    },
  };
}
