/**
 * GitLab as the run's host (src/pull-request/code-host.ts `RunHost`), read from the job's predefined
 * variables: the pipeline as the trigger, and the project's merge requests as the code host, each
 * token's requests on a wire to `CI_API_V4_URL` only. A merge train's pipeline has nothing to do;
 * a job that is no GitLab CI job, or whose variables are not GitLab's, is refused with why.
 */
import type { Clock } from '../common/clock.ts';
import { httpUrl, msg, quoted, type Say } from '../output/text.ts';
import type { RunHost } from '../pull-request/code-host.ts';
import type { Answer } from '../pull-request/host.ts';
import type { HttpSend } from '../service/transport.ts';
import { gitLabCodeHost, type GitLabProject } from './code-host.ts';
import { mergeRequestsToSweep, type ToSweep } from './sweep.ts';
import { readPipeline } from './pipeline.ts';
import { gitLabTrigger } from './trigger.ts';
import { createGitLabWire, readApiUrl, type GitLabWire } from './wire.ts';

/** A project's path as GitLab allows one: groups and subgroups, then the project. */
const PROJECT_PATH = /^(?:[A-Za-z0-9_.-]{1,255}\/)+[A-Za-z0-9_.-]{1,255}$/;

/** What a sweep's turns are read with: the token, the command, the secrets no write carries, the HTTP client. */
export interface SweepReading {
  token: string;
  command?: string;
  secrets: readonly string[];
  send: HttpSend;
  signal: AbortSignal;
}

export type GitLabRun =
  | { kind: 'run'; host: RunHost }
  /** A scheduled or manual pipeline: one turn a merge request that may owe something. */
  | {
      kind: 'sweep';
      /** What this pipeline is, said first: one that is no schedule's or "Run pipeline"'s says how to run for one merge request. */
      about: Say;
      turns(reading: SweepReading): Promise<Answer<{ hosts: RunHost[]; unread: ToSweep['unread'] }>>;
    }
  | { kind: 'nothing'; why: Say }
  | { kind: 'refused'; why: Say };

export function gitLabRun(env: NodeJS.ProcessEnv, clock: Clock): GitLabRun {
  const notes: Say[] = [];
  const pipeline = readPipeline(env, notes);
  if (pipeline.kind === 'refused') return pipeline;
  if (pipeline.kind === 'merge-train')
    return {
      kind: 'nothing',
      why: msg`This is merge request !${pipeline.iid}'s merge train pipeline: it tests a merge already decided, so there is nothing to tell the agent.`,
    };
  // A fork's merge request pipeline runs in the fork, with the fork's variables, not this project's.
  if (pipeline.kind === 'merge-request' && pipeline.fromFork && env.CI_PROJECT_ID !== String(pipeline.projectId))
    return {
      kind: 'nothing',
      why: msg`Merge request !${pipeline.iid} comes from a fork, and this pipeline runs in the fork, with none of the merge request's project's variables: nothing is started. A member of that project can run its pipeline there ("Run pipeline" on the merge request), which starts the job.`,
    };
  const api = readApiUrl(env.CI_API_V4_URL);
  if (!(api instanceof URL)) return { kind: 'refused', why: api.error };
  const projectPath = env.CI_PROJECT_PATH ?? '';
  if (!PROJECT_PATH.test(projectPath) || projectPath.split('/').some((part) => /^\.+$/.test(part)))
    return {
      kind: 'refused',
      why: msg`CI_PROJECT_PATH is ${quoted(projectPath, 60)}, not a project's path (group/project): GitLab sets it in every job.`,
    };
  const server = httpUrl(env.CI_SERVER_URL);
  if (!server)
    return {
      kind: 'refused',
      why: msg`CI_SERVER_URL is ${quoted(env.CI_SERVER_URL ?? '', 60)}, not an http(s) address: GitLab sets it in every job.`,
    };
  const projectId = pipeline.projectId;
  // A self-managed server may live under a path (`https://host/gitlab`): its web addresses keep it.
  const serverUrl = `${server.origin}${server.pathname.replace(/\/+$/, '')}`;
  const site = { projectPath, serverUrl, jobName: env.CI_JOB_NAME ?? '' };
  const trigger = gitLabTrigger(pipeline, site, notes);
  const project = { id: projectId, path: projectPath, serverUrl };
  if (pipeline.kind === 'sweep')
    return {
      kind: 'sweep',
      about: sweepAbout(pipeline.source),
      turns: async (run) => {
        const wire = createGitLabWire({ api, token: run.token, send: run.send, clock, secrets: run.secrets });
        const listed = await mergeRequestsToSweep({ wire, clock, projectId, trigger, ...run });
        if (!listed.ok) return listed;
        // A turn's status joins no pipeline of its own: the schedule's runs on another commit.
        const hosts = listed.value.triggers.map((turn) => ({
          trigger: turn,
          codeHost: codeHostOn(api, clock, project),
        }));
        return { ok: true, value: { hosts, unread: listed.value.unread } };
      },
    };
  const own = {
    pipelineId: pipeline.pipelineId,
    ...(pipeline.jobUrl === undefined ? {} : { jobUrl: pipeline.jobUrl }),
  };
  return { kind: 'run', host: { trigger, codeHost: codeHostOn(api, clock, { ...project, ...own }) } };
}

/** The project's merge requests as the code host, each token's requests on its own wire to the API. */
function codeHostOn(api: URL, clock: Clock, project: GitLabProject): RunHost['codeHost'] {
  return ({ log, secrets, send }) => {
    const wires = new Map<string, GitLabWire>();
    const wireOf = (token: string) => {
      const known = wires.get(token);
      if (known) return known;
      const wire = createGitLabWire({ api, token, send, clock, secrets });
      wires.set(token, wire);
      return wire;
    };
    return gitLabCodeHost({ project, wireOf, log, clock });
  };
}

/** A pipeline of no merge request looks at them all: a push's or an API's says so, and how to run for one. */
function sweepAbout(source: string): Say {
  if (source === 'schedule' || source === 'web')
    return msg`A ${source === 'web' ? '"Run pipeline"' : 'scheduled'} pipeline: looking at the project's merge requests for a job to finish or a note to answer.`;
  return msg`A pipeline of no merge request (CI_PIPELINE_SOURCE is ${quoted(source, 40)}): looking at the project's merge requests for a job to finish or a note to answer, as the scheduled pipeline does. To run for one merge request, run this job in merge request pipelines (rules: - if: $CI_PIPELINE_SOURCE == "merge_request_event").`;
}
