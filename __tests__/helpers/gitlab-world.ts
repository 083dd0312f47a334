/**
 * A GitLab project with a product merge request (!5, by a developer) and the agent's docs merge
 * request (!7, by the project's bot), the simulated service whose jobs open !7, and the step run
 * as GitLab runs it: a merge request pipeline (run() with GitLab as its host, read from the job's
 * predefined variables) or a scheduled one (a turn for each merge request it finds).
 */
import { startSimGitLab, type SimGitLab, type SimGitLabUser, type SimPipeline } from '../../sim/gitlab.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../../sim/service.ts';
import { gitLabRun } from '../../src/gitlab/run-host.ts';
import { LAST_WRITES_MS } from '../../src/common/step-end.ts';
import { BUDGET_MS } from '../../src/common/budget.ts';
import { run } from '../../src/main.ts';
import type { RunHost } from '../../src/pull-request/code-host.ts';
import { createHttpSend, type HttpSend } from '../../src/service/transport.ts';
import { FakeIO } from './fake-io.ts';
import { VirtualClock } from './virtual.ts';

import { A, bot, developer, DOCS_MR } from './gitlab-users.ts';

export { A, bot, DOCS_MR };
export const author = developer;
export const guest: SimGitLabUser = { id: 9, username: 'passer-by', token: 'glpat-guest-token-000000' };
export const B = 'b'.repeat(40);
export const DOCS_HEAD = 'd'.repeat(40);

export interface GitLabWorld {
  clock: CancelGraceClock;
  gitlab: SimGitLab;
  service: SimulatedService;
  /** Each commit's parents and files, as the simulated GitLab's compare reads them (add to it). */
  history: Record<string, { parents: string[]; files?: string[]; title?: string }>;
  /** The project's pipelines: each run's is running while it runs, then success or canceled. */
  pipelines: SimPipeline[];
}

/**
 * A virtual clock on which a cancelled step's last writes fit in the runner's grace, as they do on
 * a runner: once `cancelling()` is called, the step's wait of LAST_WRITES_MS after the cancel (and
 * a let-go record's of BUDGET_MS.recordAfterCancel) ends only when the step lets it go, never at once as a
 * virtual sleep would.
 */
export class CancelGraceClock extends VirtualClock {
  /** The budgets after a cancel still to hold: the last writes', and a let-go record's. */
  private graces: number[] = [];
  constructor() {
    super();
    const virtualSleep = this.sleep;
    this.sleep = (ms: number, signal?: AbortSignal): Promise<void> => {
      const at = this.graces.indexOf(ms);
      if (at < 0 || !signal) return virtualSleep(ms);
      this.graces.splice(at, 1);
      return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    };
  }
  cancelling(): void {
    this.graces = [LAST_WRITES_MS, BUDGET_MS.recordAfterCancel];
  }
}

export async function startGitLabWorld(): Promise<GitLabWorld> {
  const clock = new CancelGraceClock();
  const history: GitLabWorld['history'] = { [A]: { parents: [], files: ['src/flags.ts'], title: 'Add --verbose' } };
  const pipelines: SimPipeline[] = [];
  const gitlab = await startSimGitLab({
    projectId: 42,
    users: [bot, author, guest],
    members: { [bot.id]: 30, [author.id]: 30, [guest.id]: 10 },
    mergeRequests: [
      {
        ...{ iid: 5, state: 'opened', draft: false, labels: [], sha: A, author, commits: [A] },
        ...{ diffs: [{ old_path: 'src/flags.ts', new_path: 'src/flags.ts' }], notes: [] },
      },
    ],
    date: () => clock.date(),
    history,
    pipelines,
  });
  gitlab.addMergeRequest({
    ...{ iid: 7, state: 'opened', draft: false, labels: [], sha: DOCS_HEAD, author: bot, commits: [] },
    ...{ diffs: [], notes: [], sourceBranch: 'agent/job-started-1' },
  });
  const service = await startService({
    activeReads: 1,
    startedPrLink: DOCS_MR,
    repository: 'http://gitlab.test/group/project',
    now: () => clock.date(),
  });
  return { clock, gitlab, service, history, pipelines };
}

/** A merge request pipeline's predefined variables (a detached one, in this project). */
export function pipelineEnv(sim: SimGitLab, pipeline: number, head: string, iid = 5): NodeJS.ProcessEnv {
  return {
    GITLAB_CI: 'true',
    CI_PIPELINE_ID: String(pipeline),
    CI_PIPELINE_SOURCE: 'merge_request_event',
    CI_MERGE_REQUEST_IID: String(iid),
    CI_MERGE_REQUEST_PROJECT_ID: '42',
    CI_MERGE_REQUEST_SOURCE_PROJECT_ID: '42',
    CI_MERGE_REQUEST_EVENT_TYPE: 'detached',
    CI_COMMIT_SHA: head,
    CI_PROJECT_ID: '42',
    CI_PROJECT_PATH: 'group/project',
    CI_SERVER_URL: 'http://gitlab.test',
    CI_API_V4_URL: sim.api,
    CI_JOB_NAME: 'docs-agent',
    CI_JOB_URL: `http://gitlab.test/group/project/-/jobs/${pipeline}0`,
  };
}

export const inputsOf = (service: SimulatedService): Record<string, string> => ({
  'project-id': DEMO_PROJECT_ID,
  'api-key': DEMO_API_KEY,
  'base-url': service.url,
  prompt: 'Document what this merge request changes.',
  // The component requires it: the account the docs merge request (!7) is opened as.
  'agent-login': bot.username,
  'report-token': bot.token ?? '',
  'github-token': bot.token ?? '',
  'check-name': 'Docs agent',
  comment: 'true',
  'poll-interval': '1s',
  timeout: '120s',
});

/** How a pipeline's job is stopped: cancelled (its signal) before its `afterRequests`+1st request. */
export interface Stop {
  afterRequests: number;
}

/** Sends through `send`, aborting `controller` before request number `stop.afterRequests + 1`. */
function stoppingSend(
  send: HttpSend,
  controller: AbortController,
  stop: Stop | undefined,
  clock: CancelGraceClock,
): HttpSend {
  let sent = 0;
  return (url, options) => {
    if (stop && sent++ === stop.afterRequests) {
      clock.cancelling();
      controller.abort(new Error('cancelled'));
    }
    return send(url, options);
  };
}

export interface Ran {
  outcome: string;
  io: FakeIO;
}

async function runTurn(world: GitLabWorld, host: RunHost, more: Record<string, string>, stop?: Stop): Promise<Ran> {
  const io = new FakeIO({ ...inputsOf(world.service), ...more });
  const controller = new AbortController();
  const trigger = host.trigger;
  const id = Number(trigger?.runId);
  const pipeline = world.pipelines.find((known) => known.id === id) ?? {
    ...{ id, sha: trigger?.headSha ?? '', status: 'running', created_at: new Date(world.clock.date()).toISOString() },
    ...(trigger?.pullNumber === undefined || trigger.sweeps ? {} : { iid: trigger.pullNumber }),
  };
  if (!world.pipelines.includes(pipeline)) world.pipelines.push(pipeline);
  pipeline.status = 'running';
  const outcome = await run({
    io,
    httpSend: stoppingSend(createHttpSend({}), controller, stop, world.clock),
    clock: world.clock,
    random: () => 0,
    signal: controller.signal,
    env: {},
    host,
  });
  if (process.env.SHOW) console.log(io.written().slice(0, 4000));
  pipeline.status = controller.signal.aborted ? 'canceled' : 'success';
  return { outcome, io };
}

/** A merge request pipeline's job. */
export async function pipelineRun(
  world: GitLabWorld,
  env: NodeJS.ProcessEnv,
  more: Record<string, string> = {},
  stop?: Stop,
): Promise<Ran & { outputs: Record<string, string> }> {
  const ran = gitLabRun(env, world.clock);
  if (ran.kind !== 'run') throw new Error(`not run: ${JSON.stringify(ran)}`);
  const done = await runTurn(world, ran.host, more, stop);
  return { ...done, outputs: done.io.outputs() };
}

/** A scheduled pipeline's job: each merge request turn it finds, run one after another. */
export async function scheduleRun(
  world: GitLabWorld,
  pipeline: number,
  more: Record<string, string> = {},
  stop?: Stop,
): Promise<Array<[number | undefined, string, FakeIO]>> {
  const env = {
    ...pipelineEnv(world.gitlab, pipeline, 'e'.repeat(40)),
    CI_PIPELINE_SOURCE: 'schedule',
    CI_MERGE_REQUEST_IID: '',
    CI_MERGE_REQUEST_PROJECT_ID: '',
  };
  const ran = gitLabRun(env, world.clock);
  if (ran.kind !== 'sweep') throw new Error(`not a sweep: ${JSON.stringify(ran)}`);
  // A scheduled pipeline is no merge request's: its turns never make it one's head pipeline.
  if (!world.pipelines.some((known) => known.id === pipeline))
    world.pipelines.push({
      id: pipeline,
      sha: 'e'.repeat(40),
      status: 'running',
      created_at: new Date(world.clock.date()).toISOString(),
    });
  const command = more['follow-up-command'];
  const turns = await ran.turns({
    ...{ token: bot.token ?? '', secrets: [], send: createHttpSend({}), signal: new AbortController().signal },
    ...(command ? { command } : {}),
  });
  if (!turns.ok) throw new Error(`not listed: ${JSON.stringify(turns)}`);
  const outcomes: Array<[number | undefined, string, FakeIO]> = [];
  for (const host of turns.value.hosts) {
    const { outcome, io } = await runTurn(world, host, more, stop);
    outcomes.push([host.trigger?.pullNumber, outcome, io]);
  }
  return outcomes;
}

export const posts = (sim: SimulatedService) => sim.requests.filter((request) => request.method === 'POST');

/** The states the step set on a commit's status, in order (GitLab keeps one status a name and pipeline). */
export const statesSet = (sim: SimGitLab, sha: string) =>
  sim.requests
    .filter((request) => request.method === 'POST' && request.path.endsWith(`/statuses/${sha}`))
    .map((request) => (request.body as { state?: string }).state);
