/**
 * A GitLab merge request as a whole `PullRequestHost` (src/pull-request/host.ts): its notes,
 * awards and state (merge-request.ts), its commit status as the check run (commit-status.ts), its
 * reviews as diff notes published together (review-notes.ts), its pipelines as the runs
 * (pipelines.ts), and the project's commits compared (commits.ts). Compiling this is the proof
 * that GitLab fills every operation the seam asks for.
 */
import type { PullRequestHost } from '../pull-request/host.ts';
import { commitOperations } from './commits.ts';
import { statusOperations } from './commit-status.ts';
import { mergeRequestOperations } from './merge-request.ts';
import { pipelineOperations } from './pipelines.ts';
import { reviewOperations } from './review-notes.ts';
import type { GitLabWire } from './wire.ts';

export interface GitLabMergeRequestSite {
  wire: GitLabWire;
  /** The merge request's (target) project, its path (`group/project`) and the merge request's iid. */
  projectId: number;
  projectPath: string;
  iid: number;
  /** The head the run is about, when its trigger names it; else the merge request's, read. */
  head?: string;
  /** The merge request's web address, for a note's link. */
  webUrl?: string;
  /** The merge request's head pipeline, which the status joins; never "another run". */
  pipelineId?: number;
  /** This job's own pipeline (a schedule's, for its turns): never "another run" either. */
  runningPipelineId?: number;
  /** Where the status links: the job's page. */
  jobUrl?: string;
}

/** The pipeline this job runs in, which no look for other runs counts. */
function ownPipeline(site: GitLabMergeRequestSite): { pipelineId?: number } {
  const own = site.runningPipelineId ?? site.pipelineId;
  return own === undefined ? {} : { pipelineId: own };
}

export function gitLabMergeRequestHost(site: GitLabMergeRequestSite): PullRequestHost {
  const { wire, projectId, iid, pipelineId } = site;
  return {
    ...mergeRequestOperations({
      ...{ wire, projectId, iid },
      ...(site.webUrl ? { webUrl: site.webUrl } : {}),
      ...(site.head ? { head: site.head } : {}),
    }),
    ...statusOperations({
      wire,
      projectId,
      iid,
      ...(pipelineId === undefined ? {} : { pipelineId }),
      ...(site.jobUrl ? { targetUrl: site.jobUrl } : {}),
    }),
    ...reviewOperations({ wire, projectId, iid }),
    ...pipelineOperations({ wire, projectId, iid, ...ownPipeline(site) }),
    ...commitOperations({ wire, projectId, projectPath: site.projectPath }),
  };
}
