/**
 * The index of pending jobs: the pull requests that carry PENDING_LABEL, which a step with
 * `wait: sweep` puts on and the finish takes off. A sweep reads it in one request (100 pending
 * pull requests a page), whatever the number of open pull requests. The label only says where to
 * look: what is pending is read from the action's signed records on each pull request.
 */
import type { DispatchInputs } from '../pull-request/code-host.ts';
import type { Answer, Budget } from '../pull-request/host.ts';
import { UNREADABLE_ITEM } from '../pull-request/host.ts';
import { PENDING_LABEL } from '../pull-request/record.ts';
import { listAll, type GitHubCall } from './client.ts';
import { gitHubId } from './values.ts';

/** The numbers of the pull requests (open or closed) that carry the label, oldest first. */
export async function pendingPullRequests(
  call: GitHubCall,
  where: { owner: string; repo: string },
  budget: Budget,
): Promise<Answer<number[]>> {
  const listed = await listAll(
    call,
    {
      route: 'GET /repos/{owner}/{repo}/issues',
      params: { ...where, labels: PENDING_LABEL, state: 'all', sort: 'created', direction: 'asc', per_page: 100 },
    },
    budget,
  );
  if (!listed.ok) return listed;
  const numbers: number[] = [];
  for (const item of listed.items) {
    const { number, pull_request: pull } = (item ?? {}) as { number?: unknown; pull_request?: unknown };
    const read = gitHubId(number);
    if (read === undefined) return UNREADABLE_ITEM;
    // An issue someone labelled is not a pull request: no step of the action could have let it go.
    if (pull !== undefined && pull !== null) numbers.push(read);
  }
  return { ok: true, value: numbers };
}

/** Sends `workflow_dispatch` to a workflow file of the repository, on `ref`. */
export async function dispatchWorkflow(
  call: GitHubCall,
  where: { owner: string; repo: string; file: string; ref: string },
  inputs: DispatchInputs,
  budget: Budget,
): Promise<Answer<null>> {
  const { owner, repo, file, ref } = where;
  const sent = await call(
    {
      route: 'POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches',
      params: { owner, repo, workflow_id: file, ref, inputs },
    },
    budget,
  );
  return sent.ok ? { ok: true, value: null } : sent;
}
