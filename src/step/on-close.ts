/**
 * The end of the product pull request (`closed`): the docs pull request of its job hears of it in
 * one line, and with `on-close: close-docs` a close without merging closes it too. Nothing is
 * written on the closed pull request itself, and nothing here changes the step's result.
 */
import type { Clock } from '../common/clock.ts';
import type { GitHubClient } from '../github/client.ts';
import { createGitHubHost, gitHubHostWith } from '../github/host.ts';
import { lookUpPullRequest, LOOKUP_TOKEN } from '../github/look-up.ts';
import type { Config } from '../inputs/inputs.ts';
import type { Sink } from '../output/sink.ts';
import { httpUrl, linked, msg } from '../output/text.ts';
import { findStartedJob, isAccount } from '../pull-request/comment.ts';
import type { Budget, Trigger } from '../pull-request/host.ts';
import { recordKeysOf } from '../pull-request/record.ts';
import type { Service } from '../service/client.ts';
import { parsePullRequestLink } from '../service/pr-link.ts';

export interface CloseDeps {
  sink: Sink;
  github: GitHubClient;
  clock: Clock;
  signal: AbortSignal;
  service: Service;
  env: NodeJS.ProcessEnv;
}

/** What finding the job, reading it and writing on its docs pull request may take in all. */
const CLOSE_BUDGET_MS = 30_000;

/** The job's docs pull request on this run's GitHub, or undefined (the log says why). */
async function docsPullRequestOf(deps: CloseDeps, config: Config, trigger: Trigger, budget: Budget) {
  const token = config.visibility.reportToken;
  if (token === '') return deps.sink.info("'report-token' is empty, so the pull request's job cannot be found.");
  const host = gitHubHostWith(deps.github, { value: token, name: 'report-token' }, trigger, deps.sink);
  const found = await findStartedJob(host, trigger, recordKeysOf(config), budget, () => host.identity(budget));
  if (!found.ok || !found.started)
    return deps.sink.info('No job of this action was found on the pull request: no docs pull request to tell.');
  const { job } = found.started;
  const read = await deps.service.getJob(job, {
    timeoutMs: Math.max(1, budget.deadline - deps.clock.now()),
    signal: budget.signal,
  });
  const pr = read.kind === 'job' ? parsePullRequestLink(read.job.prLink) : undefined;
  const server = httpUrl(deps.env.GITHUB_SERVER_URL || 'https://github.com')?.host;
  if (pr?.host !== 'github' || !pr.owner || !pr.repo || pr.number === undefined || httpUrl(pr.url)?.host !== server)
    return deps.sink.info(msg`Job ${job} has no docs pull request on this GitHub to tell that this one was closed.`);
  return { owner: pr.owner, repo: pr.repo, number: pr.number };
}

/** The line on the docs pull request: the product pull request merged, or closed (and the docs one with it). */
function closingLine(sink: Sink, trigger: Trigger, merged: boolean, close: boolean): string {
  const product = `${trigger.owner}/${trigger.repo}#${trigger.pullNumber ?? ''}`;
  const server = (trigger.serverUrl ?? '').replace(/\/$/, '');
  const link = linked(`${server}/${trigger.owner}/${trigger.repo}/pull/${trigger.pullNumber ?? ''}`, product);
  const said = merged
    ? msg`${link} was merged: this docs pull request is no longer kept in step with it.`
    : msg`${link} was closed without merging${close ? ', so this docs pull request is closed too' : ''}.`;
  const heading = merged ? 'Product pull request merged' : 'Product pull request closed';
  return sink.markup({ icon: merged ? '🔀' : '🔚', heading, paragraphs: [said], rows: [] });
}

export async function tellDocsPullRequest(deps: CloseDeps, config: Config, trigger: Trigger): Promise<void> {
  const pull = trigger.pullRequest;
  if (pull?.action !== 'closed' || trigger.pullNumber === undefined) return;
  const deadline = deps.clock.now() + CLOSE_BUDGET_MS;
  const budget: Budget = { signal: AbortSignal.any([deps.signal, AbortSignal.timeout(CLOSE_BUDGET_MS)]), deadline };
  const docs = await docsPullRequestOf(deps, config, trigger, budget);
  if (!docs) return;
  const where = `${docs.owner}/${docs.repo}#${docs.number}`;
  const token = config.githubToken;
  // The docs repository's token is optional in the recipe: without it, a line in the log, no warning.
  if (token === '')
    return deps.sink.info(msg`${where} is not told that this pull request was closed: 'github-token' is empty.`);
  const needs = `pull-requests: write on ${docs.owner}/${docs.repo} (an installation token from actions/create-github-app-token)`;
  const docsTrigger: Trigger = {
    ...trigger,
    owner: docs.owner,
    repo: docs.repo,
    pullNumber: docs.number,
    notes: [],
    step: { workflow: 'on-close', job: '', step: '', repository: `${docs.owner}/${docs.repo}`, pull: docs.number },
  };
  const caller = () => deps.github.caller(token, { name: 'github-token', needs });
  const host = createGitHubHost({ caller, trigger: docsTrigger, sink: deps.sink });
  const state = await lookUpPullRequest(deps.github.caller(token, LOOKUP_TOKEN), docs, budget.signal, deps.clock);
  const open = state.kind === 'found' && state.details.state === 'open';
  const close = config.docsNeed.onClose === 'close-docs' && pull.merged !== true && open;
  const body = closingLine(deps.sink, trigger, pull.merged === true, close);
  // A re-run writes the line once: the token's own comment with either wording is there already
  // (a re-run of a close-docs run finds the docs pull request closed, so it would not say "closed too").
  const said = [closingLine(deps.sink, trigger, pull.merged === true, !close), body];
  const [comments, own] = await Promise.all([host.comments(budget), host.identity(budget)]);
  const there = comments.ok && own && comments.value.some((c) => said.includes(c.body) && isAccount(c.author, own));
  const written = there ? { ok: true as const } : await host.createComment(body, budget);
  if (!written.ok)
    return deps.sink.warning(msg`${where} could not be told that this pull request was closed: ${written.cause}.`);
  if (close) {
    const closed = await host.closePullRequest(budget);
    if (!closed.ok)
      return deps.sink.warning(msg`${where} could not be closed (on-close: close-docs): ${closed.cause}.`);
  }
  deps.sink.info(
    msg`${where} was told that this pull request was ${pull.merged ? 'merged' : 'closed'}${close ? ', and closed' : ''}.`,
  );
}
