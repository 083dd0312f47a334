/**
 * A project's commits as the host compares them: what changed from one head to the next
 * (docs.gitlab.com/api/repositories/#compare-branches-tags-or-commits), `unrelated` when the new
 * head does not follow the old one (its merge base with the old head is not the old head: a
 * force-push rewrote the history; docs.gitlab.com/api/repositories/#merge-base), and the open
 * merge requests whose head is a commit (docs.gitlab.com/api/commits/#list-merge-requests-associated-with-a-commit).
 */
import type { Answer, Comparison, PullRequestHost } from '../pull-request/host.ts';
import { CommitSha, route, type GitLabWire } from './wire.ts';
import { commitId, gitLabId, READ_NEEDS } from './values.ts';

/** GitLab's compare lists at most this many files by default: past it, the list is cut. */
export const COMPARE_FILES_LIMIT = 1_000;

export type CommitOperations = Pick<PullRequestHost, 'compare' | 'pullRequestsAt'>;

export interface CommitSite {
  wire: GitLabWire;
  projectId: number;
  /** The project's path (`group/project`), named as a merge request's head repository when it is this project. */
  projectPath: string;
}

const unreadable = (what: string): Answer<never> => ({
  ok: false,
  status: 200,
  cause: `GitLab's ${what} is not what GitLab sends`,
});

function comparisonOf(data: unknown): Comparison | undefined {
  const { commits, diffs } = (data ?? {}) as { commits?: unknown; diffs?: unknown };
  if (!Array.isArray(commits) || !Array.isArray(diffs)) return undefined;
  const listed = commits.map((item) => {
    const { id, title, parent_ids: parents } = (item ?? {}) as Record<string, unknown>;
    const sha = commitId(id);
    return sha === undefined || typeof title !== 'string'
      ? undefined
      : { sha, title, merge: Array.isArray(parents) && parents.length > 1 };
  });
  const files = diffs.map((item) => {
    const { new_path: now, old_path: before } = (item ?? {}) as Record<string, unknown>;
    return typeof now === 'string' && typeof before === 'string' ? (now === before ? [now] : [now, before]) : undefined;
  });
  if (listed.some((c) => c === undefined) || files.some((f) => f === undefined)) return undefined;
  return {
    commits: listed as Comparison['commits'],
    moreCommits: false,
    files: [...new Set((files as string[][]).flat())],
    filesCapped: diffs.length >= COMPARE_FILES_LIMIT,
  };
}

export function commitOperations(site: CommitSite): CommitOperations {
  const { wire, projectId, projectPath } = site;
  return {
    async compare(base, head, budget) {
      const from = CommitSha.of(base);
      const to = CommitSha.of(head);
      if (!from || !to) return { ok: false, cause: 'a commit to compare is not a commit id' };
      const based = await wire.request(
        {
          path: route`/projects/${projectId}/repository/merge_base`,
          query: { 'refs[]': [base, head] },
          needs: READ_NEEDS,
        },
        budget,
      );
      if (!based.ok) return based.status === 400 || based.status === 404 ? { ok: true, value: 'unrelated' } : based;
      if (commitId((based.data as { id?: unknown } | null)?.id) !== base) return { ok: true, value: 'unrelated' };
      const compared = await wire.request(
        {
          path: route`/projects/${projectId}/repository/compare`,
          query: { from: base, to: head, straight: true },
          needs: READ_NEEDS,
        },
        budget,
      );
      if (!compared.ok) return compared;
      const comparison = comparisonOf(compared.data);
      return comparison ? { ok: true, value: comparison } : unreadable('comparison');
    },

    async pullRequestsAt(sha, budget) {
      const commit = CommitSha.of(sha);
      if (!commit) return { ok: false, cause: 'the commit is not a commit id' };
      const listed = await wire.list(
        { path: route`/projects/${projectId}/repository/commits/${commit}/merge_requests`, needs: READ_NEEDS },
        budget,
      );
      if (!listed.ok) return listed;
      const found: Array<{ number: number; headRepository?: string }> = [];
      for (const item of listed.items) {
        const { iid, state, sha: head, source_project_id: source } = (item ?? {}) as Record<string, unknown>;
        const number = gitLabId(iid);
        if (number === undefined || typeof state !== 'string') return unreadable('list of merge requests');
        if (state !== 'opened' || head !== sha) continue;
        const sourceId = gitLabId(source);
        found.push({
          number,
          ...(sourceId === undefined
            ? {}
            : { headRepository: sourceId === projectId ? projectPath : `project ${sourceId}` }),
        });
      }
      return { ok: true, value: found };
    },
  };
}
