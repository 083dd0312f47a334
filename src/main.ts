import { createFetchJob } from './client.ts';
import { formatDuration } from './duration.ts';
import type { HttpGet } from './http.ts';
import { InputError, readInputs } from './inputs.ts';
import { buildReport, emptyOutputs, OUTPUT_NAMES, type Outcome, type Outputs, type Report } from './report.ts';
import { waitForJob, type Clock, type WaitResult } from './wait.ts';
import type { PullRequestAddress, PullRequestDetails, PullRequestLookup } from './github.ts';
import { parsePullRequestLink } from './pull-request.ts';
import { httpUrl } from './text.ts';

export const ACTION_NAME = 'wait-for-agent-job';
/** One request may take this long before it counts as a transient fault. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** What the action needs from the runner; runner.ts backs it with @actions/core's modules. */
export interface ActionIO {
  getInput(name: string): string;
  setSecret(value: string): void;
  setOutput(name: string, value: string): void;
  info(message: string): void;
  debug(message: string): void;
  notice(message: string, title: string): void;
  warning(message: string, title?: string): void;
  setFailed(message: string): void;
  startGroup(name: string): void;
  endGroup(): void;
  /** Appends HTML to the job summary; throws when the runner gave no summary file. */
  writeSummary(html: string): Promise<void>;
}

export interface RunDeps {
  io: ActionIO;
  httpGet: HttpGet;
  clock: Clock;
  random: () => number;
  /** Aborts on SIGINT or SIGTERM. */
  signal: AbortSignal;
  env: NodeJS.ProcessEnv;
  /** The GitHub API look-up; index.ts loads it only when called. */
  lookUpPullRequest: (address: PullRequestAddress, token: string, signal: AbortSignal) => Promise<PullRequestLookup>;
  requestTimeoutMs?: number;
}

/** Wraps the runner so that no text leaves the action with the key in it. */
function redacting(io: ActionIO, secrets: string[]): ActionIO {
  // Longest first, so a secret that contains another is hidden whole.
  const hidden = secrets.filter((secret) => secret !== '').sort((a, b) => b.length - a.length);
  const redact = (text: string): string => hidden.reduce((out, secret) => out.split(secret).join('***'), text);
  return {
    ...io,
    setOutput: (name, value) => io.setOutput(name, redact(value)),
    info: (message) => io.info(redact(message)),
    debug: (message) => io.debug(redact(message)),
    notice: (message, title) => io.notice(redact(message), redact(title)),
    warning: (message, title) => io.warning(redact(message), title === undefined ? undefined : redact(title)),
    setFailed: (message) => io.setFailed(redact(message)),
    writeSummary: (html) => io.writeSummary(redact(html)),
  };
}

function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  return server && repository && runId ? `${server}/${repository}/actions/runs/${runId}` : undefined;
}

/** Sets every output; a runner that cannot take them gets one warning, not a crash. */
function setOutputs(io: ActionIO, outputs: Outputs): void {
  io.startGroup('Outputs');
  try {
    for (const name of OUTPUT_NAMES) {
      io.setOutput(name, outputs[name]);
      const shown = name === 'job' && outputs[name].length > 200 ? `${outputs[name].slice(0, 200)}...` : outputs[name];
      io.info(`${name}: ${shown}`);
    }
  } catch (error) {
    io.warning(
      `Could not set the outputs: ${error instanceof Error ? error.message : String(error)}. The runner's GITHUB_OUTPUT file is missing or not writable; later steps will see empty outputs.`,
    );
  } finally {
    io.endGroup();
  }
}

async function publish(io: ActionIO, report: Report): Promise<void> {
  setOutputs(io, report.outputs);
  for (const annotation of report.annotations) {
    if (annotation.level === 'notice') io.notice(annotation.message, annotation.title);
    else io.warning(annotation.message, annotation.title);
  }
  try {
    await io.writeSummary(report.summary);
  } catch (error) {
    io.debug(`No job summary written: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (report.failure) io.setFailed(report.failure);
}

/** Asks GitHub for the pull request's head, state and draft flag; never fails the step. */
async function describePullRequest(
  io: ActionIO,
  deps: RunDeps,
  result: WaitResult,
  token: string,
): Promise<PullRequestDetails | undefined> {
  const link = parsePullRequestLink(result.job?.prLink);
  if (result.outcome !== 'final' || !link?.owner || !link.repo || !link.number) return undefined;
  const name = `${link.owner}/${link.repo}#${link.number}`;
  if (token === '') {
    io.debug(`No github-token, so ${name} is not looked up.`);
    return undefined;
  }
  const server = httpUrl(deps.env.GITHUB_SERVER_URL || 'https://github.com');
  if (new URL(link.url).host !== server?.host) {
    io.debug(`${name} is not on this workflow's GitHub server, so it is not looked up.`);
    return undefined;
  }
  const lookup = await deps.lookUpPullRequest(
    { owner: link.owner, repo: link.repo, number: link.number },
    token,
    deps.signal,
  );
  if (lookup.kind === 'unavailable') {
    io.info(
      `Could not read pull request ${name}: ${lookup.reason}. The pr-head-sha, pr-state and pr-draft outputs stay empty; pass a github-token that can read ${link.owner}/${link.repo} to fill them.`,
    );
    return undefined;
  }
  const { details } = lookup;
  io.info(
    `Pull request ${name} is ${details.state}${details.draft ? ' (draft)' : ''}, head ${details.headSha.slice(0, 12)} on ${details.headRef}.`,
  );
  return details;
}

/** The action: inputs -> wait -> report. The one place that turns errors into a failed step. */
export async function run(deps: RunDeps): Promise<Outcome> {
  const rawKey = deps.io.getInput('api-key');
  // Masked before anything else runs, so no later line can show it; each line of a value that
  // (wrongly) holds several is masked on its own too, as it may be printed on its own.
  const keyParts = [...new Set([rawKey, rawKey.trim(), ...rawKey.split(/\r?\n/).map((line) => line.trim())])].filter(
    (part) => part !== '',
  );
  for (const part of keyParts) deps.io.setSecret(part);
  const githubToken = deps.io.getInput('github-token').trim();
  if (githubToken !== '') deps.io.setSecret(githubToken);
  const io = redacting(deps.io, [...keyParts, githubToken]);

  try {
    const { config, warnings } = readInputs((name) => io.getInput(name));
    for (const warning of warnings) io.warning(warning, 'api-key');
    io.info(
      `Waiting for job ${config.jobId} of project ${config.projectId} at ${config.baseUrl}: polling every ${formatDuration(config.pollIntervalMs)}, for up to ${formatDuration(config.timeoutMs)}.`,
    );
    const fetchJob = createFetchJob(config, deps.httpGet, (message) => io.debug(message));
    const result = await waitForJob({
      fetchJob,
      clock: deps.clock,
      random: deps.random,
      log: io,
      pollIntervalMs: config.pollIntervalMs,
      timeoutMs: config.timeoutMs,
      requestTimeoutMs: deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      signal: deps.signal,
    });
    const pullRequest = await describePullRequest(io, deps, result, config.githubToken);
    const report = buildReport(config, result, {
      ...(pullRequest ? { pullRequest } : {}),
      ...(runUrl(deps.env) ? { runUrl: runUrl(deps.env) } : {}),
    });
    await publish(io, report);
    return report.outcome;
  } catch (error) {
    setOutputs(io, { ...emptyOutputs(), outcome: 'error' });
    if (error instanceof InputError) {
      io.setFailed(`${error.message}\nFix the step's 'with:' block; see the README for every input.`);
    } else {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      io.debug(detail);
      io.setFailed(
        `${ACTION_NAME}: unexpected error: ${error instanceof Error ? error.message : String(error)}. This is a bug in the action; please report it with the step's debug log (ACTIONS_STEP_DEBUG=true).`,
      );
    }
    return 'error';
  }
}
