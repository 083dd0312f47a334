/**
 * Each service value parsed once, at the edge, into the view everything after uses. Every parse
 * is total: a value that does not parse leaves what derives from it empty and adds one warning;
 * it never throws, so the job's real ending stands.
 */
import type { AgentJob } from '../common/agent-job.ts';
import { parsePullRequestLink, repositoryName, type PullRequestRef } from './pr-link.ts';
import { httpUrl, msg, quoted, type Message } from '../output/text.ts';

export interface JobView {
  status: string;
  pullRequest?: PullRequestRef;
  repositoryUrl?: string;
  repositoryName?: string;
  model?: string;
  ref?: string;
  createdAt?: string;
  archivedAt?: string;
  /** Values that did not parse: one line each, for the log. */
  warnings: Message[];
}

export function viewJob(job: AgentJob): JobView {
  const warnings: Message[] = [];
  const view: JobView = { status: job.status, warnings };
  if (job.prLink) {
    const pullRequest = parsePullRequestLink(job.prLink);
    if (pullRequest) view.pullRequest = pullRequest;
    else
      warnings.push(
        msg`The service's prLink "${quoted(job.prLink, 100)}" is not an http(s) URL, so it is not handed on.`,
      );
  }
  const repository = job.source?.repository;
  if (repository) {
    const url = httpUrl(repository);
    if (url) view.repositoryUrl = url.href;
    const name = repositoryName(repository);
    if (name) view.repositoryName = name;
    else
      warnings.push(
        msg`The job's repository "${quoted(repository, 100)}" is not a URL of the form https://host/owner/name, so the repository output${url ? ' is' : 's are'} left empty.`,
      );
  }
  for (const field of ['model', 'createdAt', 'archivedAt'] as const) {
    const value = job[field];
    if (value) view[field] = value;
  }
  if (job.source?.ref) view.ref = job.source.ref;
  return view;
}
