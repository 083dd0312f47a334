/**
 * GitLab's pipelines as the host's runs (docs.gitlab.com/api/pipelines/): whether another of the
 * project's pipelines is running, whether the pipeline a lease names has ended, and whether a push
 * made a commit the merge request's head since a time (a merge request pipeline on it, made since
 * then, whose pipeline before it was on another commit). A run's name is its pipeline's id; GitLab
 * has no attempts (a retried job runs in the same pipeline).
 */
import { unanswered, type Answer, type PullRequestHost, type RunState } from '../pull-request/host.ts';
import { route, type GitLabWire } from './wire.ts';
import { gitLabId, READ_NEEDS, time } from './values.ts';

/** A pipeline's statuses that have not ended (docs.gitlab.com/api/pipelines/#list-project-pipelines). */
const UNDER_WAY = new Set([
  'created',
  'waiting_for_resource',
  'preparing',
  'waiting_for_callback',
  'pending',
  'running',
  'scheduled',
]);
const ENDED = new Set(['success', 'failed', 'canceled', 'canceling', 'skipped', 'manual']);

export type PipelineOperations = Pick<PullRequestHost, 'otherRunsInProgress' | 'runState' | 'pushedSince'>;

export interface PipelineSite {
  wire: GitLabWire;
  projectId: number;
  iid: number;
  /** This job's pipeline: never "another". */
  pipelineId?: number;
}

export function pipelineOperations(site: PipelineSite): PipelineOperations {
  const { wire, projectId, iid } = site;
  return {
    async otherRunsInProgress(budget) {
      const read = await wire.request(
        {
          path: route`/projects/${projectId}/pipelines`,
          query: { scope: 'running', per_page: 100 },
          needs: READ_NEEDS,
        },
        budget,
      );
      if (!read.ok || !Array.isArray(read.data)) return undefined;
      const ids = read.data.map((pipeline) => gitLabId((pipeline as { id?: unknown } | null)?.id));
      if (ids.some((id) => id === undefined)) return undefined;
      return ids.some((id) => id !== site.pipelineId);
    },

    async runState(run, budget): Promise<RunState> {
      const id = /^[1-9]\d{0,15}$/.test(run.run) ? Number(run.run) : undefined;
      if (id === undefined) return undefined;
      const read = await wire.request(
        { path: route`/projects/${projectId}/pipelines/${id}`, needs: READ_NEEDS },
        budget,
      );
      if (!read.ok) return unanswered(read) ? 'unread' : undefined;
      const status = (read.data as { status?: unknown } | null)?.status;
      if (typeof status !== 'string') return undefined;
      return UNDER_WAY.has(status) ? 'running' : ENDED.has(status) ? 'ended' : undefined;
    },

    async pushedSince(sha, at, budget): Promise<Answer<boolean>> {
      const listed = await wire.list(
        { path: route`/projects/${projectId}/merge_requests/${iid}/pipelines`, needs: READ_NEEDS },
        budget,
      );
      if (!listed.ok) return listed;
      const pipelines = listed.items.map((item) => {
        const { id, sha: on, created_at: made } = (item ?? {}) as Record<string, unknown>;
        return { id: gitLabId(id), sha: on, made: time(made) };
      });
      if (pipelines.some((p) => p.id === undefined || typeof p.sha !== 'string' || Number.isNaN(p.made)))
        return {
          ok: false,
          status: 200,
          cause: "GitLab's list of the merge request's pipelines holds one it cannot read",
        };
      // Oldest first: a pipeline on the commit made since `at`, whose pipeline before it was on another commit.
      const ordered = pipelines.sort((a, b) => a.made - b.made || (a.id ?? 0) - (b.id ?? 0));
      const pushed = ordered.some(
        (pipeline, index) => pipeline.sha === sha && pipeline.made > at && ordered[index - 1]?.sha !== sha,
      );
      return { ok: true, value: pushed };
    },
  };
}
