/**
 * A GitLab pipeline (pipeline.ts) as the step's `Trigger`: a merge request's pipeline is its
 * merge request's push (its opening, a push of its source branch, or a pipeline run again on the
 * same head, which the record tells apart); a scheduled, manual or push pipeline sweeps. A run is
 * a pipeline (GitLab has no attempts: a retried job runs in the same pipeline).
 */
import type { Say } from '../output/text.ts';
import type { Trigger } from '../pull-request/host.ts';
import { GITLAB_WORDS } from '../pull-request/where.ts';
import type { MergeRequestPipeline, Pipeline } from './pipeline.ts';

export interface GitLabSite {
  /** `CI_PROJECT_PATH`: `group/subgroup/project`. */
  projectPath: string;
  /** `CI_SERVER_URL`. */
  serverUrl: string;
  /** `CI_JOB_NAME`: the step a record names as its own, with the project. */
  jobName: string;
}

function ownerAndRepo(path: string): { owner: string; repo: string } {
  const cut = path.lastIndexOf('/');
  return { owner: path.slice(0, cut), repo: path.slice(cut + 1) };
}

/** The trigger of a pipeline that runs the loop: a merge request's, or a sweep's. */
export function gitLabTrigger(
  pipeline: MergeRequestPipeline | Extract<Pipeline, { kind: 'sweep' }>,
  site: GitLabSite,
  notes: Say[],
): Trigger {
  const { owner, repo } = ownerAndRepo(site.projectPath);
  const runId = String(pipeline.pipelineId);
  const base = {
    owner,
    repo,
    runId,
    attempt: 1,
    serverUrl: site.serverUrl,
    headNeedsLookUp: false,
    finishesLetGo: true as const,
    words: GITLAB_WORDS,
    notes,
  };
  if (pipeline.kind === 'sweep')
    return {
      ...base,
      eventName: pipeline.source || 'pipeline',
      fromFork: false,
      sweeps: true,
      step: { workflow: '.gitlab-ci.yml', job: site.jobName, step: '', repository: site.projectPath },
    };
  return {
    ...base,
    eventName: 'merge_request_event',
    pullNumber: pipeline.iid,
    headSha: pipeline.head,
    fromFork: pipeline.fromFork,
    aboutHead: 'head',
    authorUnsaid: true,
    ...(pipeline.jobUrl === undefined ? {} : { runUrl: pipeline.jobUrl }),
    pullRequest: {
      state: 'open',
      pushed: true,
      noRetryingEvent: true,
      draft: pipeline.draft ?? false,
      labels: pipeline.labels,
    },
    step: {
      workflow: '.gitlab-ci.yml',
      job: site.jobName,
      step: '',
      repository: site.projectPath,
      pull: pipeline.iid,
    },
  };
}
