/**
 * What started this GitLab pipeline, as its predefined variables tell it
 * (docs.gitlab.com/ci/variables/predefined_variables/): a merge request's pipeline (its project,
 * its iid, the head it runs on, whether it comes from a fork), a merge train's (which does
 * nothing), or a pipeline of no merge request (a schedule, a manual run, a push), which sweeps.
 * Every value is checked: an id that is not a number, or a head that is not a commit id, is not
 * used, and a note says so. Only what GitLab sets is read: no setting comes from here.
 */
import { COMMIT_SHA } from '../common/ids.ts';
import { msg, quoted, type Say } from '../output/text.ts';

export interface MergeRequestPipeline {
  kind: 'merge-request';
  /** The merge request's project (the target's) and its iid. */
  projectId: number;
  iid: number;
  /**
   * The merge request's head: in a merged-results pipeline, the source branch's commit
   * (`CI_MERGE_REQUEST_SOURCE_BRANCH_SHA`), not the merge commit the pipeline runs on.
   */
  head: string;
  /** The source branch lives in another project: its pipeline runs there, with that project's variables. */
  fromFork: boolean;
  draft?: boolean;
  labels: string[];
  pipelineId: number;
  jobUrl?: string;
  /** Who started the pipeline (GITLAB_USER_LOGIN), when GitLab says. */
  by?: string;
}

export type Pipeline =
  | MergeRequestPipeline
  /** A merge train's pipeline tests a merge already decided: nothing to tell the agent. */
  | { kind: 'merge-train'; iid: number }
  /** A pipeline of no merge request (a schedule, a manual run, the default branch's push): it sweeps the project's merge requests. */
  | { kind: 'sweep'; projectId: number; source: string; pipelineId: number }
  /** Not a pipeline this can run in: why, and what to do. */
  | { kind: 'refused'; why: Say };

const positive = (text: string | undefined): number | undefined =>
  text !== undefined && /^[1-9]\d{0,15}$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : undefined;

/** GitLab's labels variable: comma-separated names; empty when none. */
const labelsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((label) => label.trim())
    .filter((label) => label !== '' && /^[^\u0000-\u001f\u007f]{1,255}$/.test(label));

/** A link to the job, kept only on this GitLab's own web host. */
function jobUrlOf(text: string | undefined, server: string | undefined): string | undefined {
  try {
    const url = new URL(text ?? '');
    const home = new URL(server ?? '');
    return url.origin === home.origin && url.username === '' && url.password === '' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** A predefined variable's value as a message shows it: quoted, or "not set" when it is empty. */
const given = (name: string, value: string | undefined, chars: number): Say =>
  value === undefined || value === '' ? msg`${name} is not set` : msg`${name} is ${quoted(value, chars)}`;

export function readPipeline(env: NodeJS.ProcessEnv, notes: Say[] = []): Pipeline {
  const source = env.CI_PIPELINE_SOURCE ?? '';
  const pipelineId = positive(env.CI_PIPELINE_ID);
  if (env.GITLAB_CI !== 'true' || pipelineId === undefined)
    return {
      kind: 'refused',
      why: msg`This is not a GitLab CI job (${given('GITLAB_CI', env.GITLAB_CI, 20)}, ${given('CI_PIPELINE_ID', env.CI_PIPELINE_ID, 30)}): run the merge request command in the job the component adds.`,
    };
  if (source !== 'merge_request_event') {
    const projectId = positive(env.CI_PROJECT_ID);
    if (projectId === undefined)
      return {
        kind: 'refused',
        why: msg`The project is not known (${given('CI_PROJECT_ID', env.CI_PROJECT_ID, 30)}, and a project id is a number): GitLab sets it in every CI job; run the merge request command in the job the component adds, not with variables of your own.`,
      };
    return { kind: 'sweep', projectId, source, pipelineId };
  }
  const iid = positive(env.CI_MERGE_REQUEST_IID);
  const projectId = positive(env.CI_MERGE_REQUEST_PROJECT_ID);
  if (iid === undefined || projectId === undefined)
    return {
      kind: 'refused',
      why: msg`A merge request pipeline without its merge request (${given('CI_MERGE_REQUEST_IID', env.CI_MERGE_REQUEST_IID, 20)}, ${given('CI_MERGE_REQUEST_PROJECT_ID', env.CI_MERGE_REQUEST_PROJECT_ID, 20)}): GitLab sets both; run the job only in merge request pipelines.`,
    };
  const type = env.CI_MERGE_REQUEST_EVENT_TYPE ?? '';
  if (type === 'merge_train') return { kind: 'merge-train', iid };
  const merged = type === 'merged_result';
  const headText = merged ? env.CI_MERGE_REQUEST_SOURCE_BRANCH_SHA : env.CI_COMMIT_SHA;
  const headName = merged ? 'CI_MERGE_REQUEST_SOURCE_BRANCH_SHA' : 'CI_COMMIT_SHA';
  if (headText === undefined || !COMMIT_SHA.test(headText))
    return {
      kind: 'refused',
      why: msg`${given(headName, headText, 50)}, not a commit id, so the merge request's head is not known; GitLab sets it in merge request pipelines.`,
    };
  const sourceProject = positive(env.CI_MERGE_REQUEST_SOURCE_PROJECT_ID);
  if (sourceProject === undefined)
    notes.push(
      'CI_MERGE_REQUEST_SOURCE_PROJECT_ID is not a project id, so this merge request is taken as from a fork.',
    );
  const draft = env.CI_MERGE_REQUEST_DRAFT;
  const jobUrl = jobUrlOf(env.CI_JOB_URL, env.CI_SERVER_URL);
  const by = env.GITLAB_USER_LOGIN;
  return {
    kind: 'merge-request',
    projectId,
    iid,
    head: headText,
    fromFork: sourceProject !== projectId,
    ...(draft === 'true' || draft === 'false' ? { draft: draft === 'true' } : {}),
    labels: labelsOf(env.CI_MERGE_REQUEST_LABELS),
    pipelineId,
    ...(jobUrl === undefined ? {} : { jobUrl }),
    ...(by !== undefined && /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/.test(by) ? { by } : {}),
  };
}
