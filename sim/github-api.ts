import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A simulated GitHub REST API on 127.0.0.1, for end-to-end runs of the bundled action: pull
 * requests to look up (with their files, reviews and deployments), issue comments (list, create, update) and check runs (create, update,
 * list for a commit), who a token is (GraphQL `viewer`, GET /user), a commenter's permission and
 * reactions on comments, with tokens that hold only the permissions they are given, and faults to
 * script (5xx, a secondary rate limit, a refused write). Its answers follow GitHub's shapes.
 */

export interface TokenGrant {
  /** Repositories (`owner/name`) whose pull requests the token may read. */
  readable?: string[];
  /** The workflow's repository, where it may write with the permissions below. */
  repository?: string;
  pullRequests?: 'read' | 'write';
  checks?: 'read' | 'write';
  /** `actions: read`: the workflow runs may be listed; `write`: workflows may be dispatched too. */
  actions?: 'read' | 'write';
  /** Who the token writes as (`github-actions[bot]` by default); a bot's token is refused GET /user, as GitHub does. */
  login?: string;
}

/** A GitHub user id for a login: GITHUB_TOKEN's real one, others made up and stable. */
export function userIdOf(login: string): number {
  if (login === 'github-actions[bot]') return 41_898_282;
  return [...login].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_000_007, 7) + 1;
}

export interface SimComment {
  id: number;
  issue: string;
  body: string;
  user: { login: string; id: number; type: string };
  html_url: string;
  created_at: string;
  updated_at: string;
}

export interface SimCheckRun {
  id: number;
  repository: string;
  name: string;
  head_sha: string;
  status: string;
  conclusion: string | null;
  /** When it was created, as GitHub dates it (its start). */
  started_at?: string;
  external_id: string;
  details_url: string | null;
  html_url: string;
  output: { title?: string; summary?: string; text?: string };
  /** Every body the check run was created or updated with, in order. */
  history: Array<Record<string, unknown>>;
}

/** A scripted answer for the next requests that match. */
export interface Fault {
  method?: string;
  path?: RegExp;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** How many matching requests get it (1 by default). */
  times?: number;
  /** Answer after this long instead of at once. */
  delayMs?: number;
  /** Do what the request asks first, then answer with the fault: GitHub acting but the answer lost. */
  afterActing?: boolean;
  /**
   * Hold the request until this settles, then answer it as GitHub would (`status` is then unused):
   * a route that hangs until the test lets it go, for runs that meet in a chosen order.
   */
  until?: Promise<unknown>;
}

export interface SimGitHubOptions {
  tokens: Record<string, TokenGrant>;
  /** Pull requests by `owner/name#number`, as GET /pulls/{number} returns them. */
  pulls?: Record<string, Record<string, unknown>>;
  faults?: Fault[];
  /** Answer each request only after this long. */
  delayMs?: number;
  /**
   * The wall clock it dates what it makes by (a comment's created_at, a review's submitted_at), in
   * milliseconds since the epoch: Date.now by default, the clock of the step it serves.
   */
  now?: () => number;
  /** The web address links are made under (GITHUB_SERVER_URL). */
  serverUrl?: string;
  /** Answer who a token is (GraphQL `viewer`, GET /user); false plays a GitHub that never says. */
  identity?: boolean;
  /** Each login's permission on the workflow's repository, as GET .../collaborators/{login}/permission answers; `none` for anyone else. */
  collaborators?: Record<string, { permission: string; role_name: string }>;
  /**
   * What GET /repos/{owner}/{repo}/compare/{base}...{head} answers, by `owner/name:base...head`;
   * any other pair is 404, as GitHub answers for a base a force-push left unreachable.
   */
  comparisons?: Record<string, { commits: Array<{ sha: string; message: string; merge?: boolean }>; files: string[] }>;
  /**
   * Deployments by `owner/name`, newest first, as GET .../deployments (filtered by `sha`) and
   * GET .../deployments/{id}/statuses (newest first) answer them; a token reads them where it reads pull requests.
   */
  deployments?: Record<string, Array<{ id: number; sha: string; statuses: Array<Record<string, unknown>> }>>;
  /**
   * The workflow runs GET /repos/{owner}/{repo}/actions/runs lists and GET .../actions/runs/{id}
   * answers (a token needs `actions`); `run_attempt` is 1 unless given.
   */
  workflowRuns?: SimWorkflowRun[];
}

/** A workflow run as the Actions API shows it. */
export interface SimWorkflowRun {
  id: number;
  path: string;
  status: string;
  event: string;
  run_attempt?: number;
  /** The head commit it ran on, and when GitHub made it (ISO 8601), as the runs list shows them. */
  head_sha?: string;
  created_at?: string;
  /** The branch and repository of the head (a fork's, for a fork's pull request). */
  head_branch?: string;
  head_repository?: { full_name: string };
}

/** A reaction on an issue or pull request comment. */
export interface SimReaction {
  id: number;
  commentId: number;
  content: string;
  login: string;
  /** When it was made; a test may set it to play an old claim. */
  created_at?: string;
}

/** A review as a test submits it. */
export interface SimReviewInput {
  state: 'APPROVED' | 'CHANGES_REQUESTED' | 'COMMENTED' | 'DISMISSED';
  body?: string | null;
  /** The reviewer's login; null plays a deleted account. */
  login: string | null;
}

/** A review as GitHub lists it. */
export interface SimReview {
  id: number;
  state: string;
  body: string | null;
  user: { login: string; id: number; type: string } | null;
  submitted_at: string;
  html_url: string;
}

/** A line comment of a review, as GitHub lists it. */
export interface SimReviewComment {
  id: number;
  pull_request_review_id: number;
  path: string;
  line: number | null;
  start_line: number | null;
  original_line: number | null;
  diff_hunk?: string;
  body: string;
  user: { login: string; id: number; type: string } | null;
  created_at: string;
}

/** The reactions GitHub takes. */
const REACTIONS = ['+1', '-1', 'laugh', 'confused', 'heart', 'hooray', 'rocket', 'eyes'];

export interface SimGitHub {
  url: string;
  requests: Array<{
    method: string;
    url: string;
    authorization: string | undefined;
    body?: unknown;
    headers: http.IncomingHttpHeaders;
    /** When it arrived (performance.now() of the process that runs the simulator). */
    at: number;
  }>;
  comments: SimComment[];
  checkRuns: SimCheckRun[];
  reactions: SimReaction[];
  /** Labels by issue (`owner/name#number`), as the issue's labels routes keep them. */
  labels: Map<string, Set<string>>;
  /** Every workflow_dispatch sent, in order. */
  dispatches: Array<{ repository: string; workflow: string; ref: string; inputs: Record<string, unknown> }>;
  /** The workflow runs the Actions API shows: a test adds, ends or removes runs here. */
  workflowRuns: SimWorkflowRun[];
  /** The line comments of reviews, as GET .../pulls/{n}/reviews/{id}/comments lists them. */
  reviewComments: SimReviewComment[];
  faults: Fault[];
  /** Its wall clock (`now` of its options), for a test that dates what it adds. */
  now(): number;
  /**
   * Runs `run` as the workflow run its environment names (GITHUB_RUN_ID, GITHUB_EVENT_NAME): the
   * Actions API shows it in progress until `run` settles, then completed, as GitHub does.
   */
  running<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T>;
  /**
   * A review submitted on a pull request (`owner/name#number`), with its line comments, as GitHub
   * keeps it; the pull request is made when the simulator has none of that number.
   */
  addReview(issue: string, review: SimReviewInput, comments?: Array<Partial<SimReviewComment>>): SimReview;
  /** A comment written by someone else, such as a reviewer quoting a marker. */
  addComment(issue: string, body: string, login?: string): SimComment;
  /** Resolves once every delayed answer (and what it does) has been made. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** GitHub's limits: a comment's body in characters, a check run's summary and text in UTF-8 bytes. */
const COMMENT_LIMIT = 65_536;
const CHECK_TEXT_LIMIT = 65_535;

/** GitHub's answer to a body over its limit. */
const tooLong = (resource: string, field: string, limit: number): [number, unknown] => [
  422,
  {
    message: 'Validation Failed',
    errors: [{ resource, code: 'custom', field, message: `${field} is too long (maximum is ${limit} characters)` }],
  },
];

export async function startSimulatedGitHub(options: SimGitHubOptions): Promise<SimGitHub> {
  const requests: SimGitHub['requests'] = [];
  const comments: SimComment[] = [];
  const checkRuns: SimCheckRun[] = [];
  const reactions: SimReaction[] = [];
  const labels = new Map<string, Set<string>>();
  const dispatches: SimGitHub['dispatches'] = [];
  const faults = [...(options.faults ?? [])];
  const workflowRuns = options.workflowRuns ?? [];
  const reviewComments: SimReviewComment[] = [];
  const server = options.serverUrl ?? 'https://github.com';
  let nextId = 1000;
  const wallNow = options.now ?? Date.now;
  const now = (): string => new Date(wallNow()).toISOString();

  const addComment = (issue: string, body: string, login = 'someone'): SimComment => {
    const id = nextId++;
    const [repository, number] = issue.split('#');
    const made = now();
    const comment = {
      id,
      issue,
      body,
      user: { login, id: userIdOf(login), type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      html_url: `${server}/${repository}/pull/${number}#issuecomment-${id}`,
      created_at: made,
      updated_at: made,
    };
    comments.push(comment);
    return comment;
  };

  const userOf = (login: string | null) =>
    login === null ? null : { login, id: userIdOf(login), type: login.endsWith('[bot]') ? 'Bot' : 'User' };
  // Reviews are submitted a second apart, in the order a test adds them.
  let reviewClock = wallNow() - 3_600_000;
  const addReview: SimGitHub['addReview'] = (issue, input, lines = []) => {
    const pulls = (options.pulls ??= {});
    const [repository, number] = issue.split('#');
    const pull = (pulls[issue] ??= { number: Number(number) }) as { reviews?: unknown[] };
    const id = nextId++;
    reviewClock += 1_000;
    const review: SimReview = {
      id,
      state: input.state,
      body: input.body === undefined ? '' : input.body,
      user: userOf(input.login),
      submitted_at: new Date(reviewClock).toISOString(),
      html_url: `${server}/${repository}/pull/${number}#pullrequestreview-${id}`,
    };
    (pull.reviews ??= []).push(review);
    for (const line of lines)
      reviewComments.push({
        ...{ path: 'docs/index.md', line: 1, start_line: null, original_line: line.line ?? 1, body: '' },
        ...{ user: review.user, created_at: review.submitted_at },
        ...line,
        id: nextId++,
        pull_request_review_id: id,
      });
    return review;
  };

  /** The page a list answer has after this one, for its Link header (set by `route`). */
  let nextPage: number | undefined;
  const route = (
    method: string,
    spelled: string,
    query: URLSearchParams,
    body: Record<string, unknown>,
    grant: TokenGrant | undefined,
  ): [number, unknown] => {
    // GitHub reads owner and repository names in any case: the simulation keeps them in lower case.
    const path = spelled.replace(/^\/repos\/[^/]+\/[^/]+/, (place) => place.toLowerCase());
    const notFound: [number, unknown] = [
      404,
      { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' },
    ];
    const forbidden: [number, unknown] = [
      403,
      { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest' },
    ];
    if (!grant) return [401, { message: 'Bad credentials' }];
    const login = grant.login ?? 'github-actions[bot]';
    if (path === '/graphql' && method === 'POST' && options.identity !== false) {
      if (!/viewer/.test(String(body.query ?? ''))) return [200, { errors: [{ message: 'unknown query' }] }];
      // GraphQL names a bot without the `[bot]` REST shows.
      return [200, { data: { viewer: { login: login.replace(/\[bot\]$/, ''), databaseId: userIdOf(login) } } }];
    }
    if (path === '/user' && method === 'GET' && options.identity !== false)
      return login.endsWith('[bot]') ? forbidden : [200, { login, id: userIdOf(login), type: 'User' }];
    let match = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/commits$/.exec(path);
    if (match && method === 'GET') {
      // The pull request's commits, oldest first: `commits` (head shas pushed so far) or its head alone.
      const pull = options.pulls?.[`${match[1]}#${match[2]}`] as { commits?: string[]; head?: { sha?: string } };
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      if (!pull || !canRead) return notFound;
      return [200, (pull.commits ?? [pull.head?.sha ?? '']).map((sha) => ({ sha }))];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/compare\/([0-9a-f]{40}\.\.\.[0-9a-f]{40})$/.exec(path);
    if (match && method === 'GET') {
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      const found = options.comparisons?.[`${match[1]}:${match[2]}`];
      if (!found || !canRead) return notFound;
      const commits = found.commits.map(({ sha, message, merge }) => ({
        sha,
        commit: { message },
        parents: merge ? [{ sha: 'e'.repeat(40) }, { sha: 'f'.repeat(40) }] : [{ sha: 'e'.repeat(40) }],
      }));
      const files = found.files.slice(0, 300).map((filename) => ({ filename, status: 'modified' }));
      return [200, { status: 'ahead', ahead_by: commits.length, total_commits: commits.length, commits, files }];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/files$/.exec(path);
    if (match && method === 'GET') {
      // The pull request's changed files (`files`, names), paged; GitHub lists at most 3,000.
      const pull = options.pulls?.[`${match[1]}#${match[2]}`] as { files?: string[] } | undefined;
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      if (!pull || !canRead) return notFound;
      const all = (pull.files ?? []).slice(0, 3_000).map((filename) => ({ filename, status: 'modified' }));
      const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
      const page = Number(query.get('page') ?? 1);
      if (page * perPage < all.length) nextPage = page + 1;
      return [200, all.slice((page - 1) * perPage, page * perPage)];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/reviews\/(\d+)\/comments$/.exec(path);
    if (match && method === 'GET') {
      // A review's line comments, paged as GitHub pages them.
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      if (!canRead || !options.pulls?.[`${match[1]}#${match[2]}`]) return notFound;
      const all = reviewComments.filter((c) => c.pull_request_review_id === Number(match?.[3]));
      const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
      const page = Number(query.get('page') ?? 1);
      if (page * perPage < all.length) nextPage = page + 1;
      return [200, all.slice((page - 1) * perPage, page * perPage)];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/pulls\/comments\/(\d+)\/reactions$/.exec(path);
    if (match && method === 'POST') {
      // A reaction on a review's line comment: made once per account, as on an issue comment.
      const comment = reviewComments.find((c) => c.id === Number(match?.[2]));
      if (grant.repository?.toLowerCase() !== match[1] || !grant.pullRequests || !comment) return notFound;
      if (grant.pullRequests !== 'write') return forbidden;
      const content = String(body.content ?? '');
      if (!REACTIONS.includes(content)) return [422, { message: 'Validation Failed' }];
      const same = reactions.find((r) => r.commentId === comment.id && r.content === content && r.login === login);
      if (same) return [200, { id: same.id, content, user: userOf(login) }];
      const reaction = { id: nextId++, commentId: comment.id, content, login, created_at: now() };
      reactions.push(reaction);
      return [201, { id: reaction.id, content, user: userOf(login) }];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)\/reviews$/.exec(path);
    if (match && method === 'GET') {
      // The pull request's reviews (`reviews`, oldest first as GitHub lists them), paged.
      const pull = options.pulls?.[`${match[1]}#${match[2]}`] as { reviews?: unknown[] } | undefined;
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      if (!pull || !canRead) return notFound;
      const all = (pull.reviews ?? []).map((review, index) => ({ id: 9_000 + index, ...(review as object) }));
      const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
      const page = Number(query.get('page') ?? 1);
      if (page * perPage < all.length) nextPage = page + 1;
      return [200, all.slice((page - 1) * perPage, page * perPage)];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/deployments(?:\/(\d+)\/statuses)?$/.exec(path);
    if (match && method === 'GET') {
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      if (!canRead) return notFound;
      const all = options.deployments?.[match[1] ?? ''] ?? [];
      const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
      if (match[2] === undefined) {
        const sha = query.get('sha');
        const listed = all.filter((deployment) => !sha || deployment.sha === sha);
        return [200, listed.slice(0, perPage).map(({ id, sha: ref }) => ({ id, sha: ref, environment: 'preview' }))];
      }
      const deployment = all.find((d) => d.id === Number(match?.[2]));
      return deployment ? [200, deployment.statuses.slice(0, perPage)] : notFound;
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/commits\/([0-9a-f]{40})\/pulls$/.exec(path);
    if (match && method === 'GET') {
      // https://docs.github.com/en/rest/commits/commits#list-pull-requests-associated-with-a-commit:
      // a commit not on the default branch lists the open pull requests it is the head of, forks' too.
      const [repository = '', sha] = [match[1], match[2]];
      const canRead = grant.readable?.includes(repository) || grant.repository === repository;
      if (!canRead) return notFound;
      const listed = Object.entries(options.pulls ?? {})
        .filter(([key]) => key.startsWith(`${repository}#`))
        .map(([key, pull]) => {
          const head = (pull.head ?? {}) as { sha?: string; repo?: { full_name?: string } };
          const full = head.repo?.full_name ?? repository;
          return {
            state: 'open',
            number: Number(key.split('#')[1]),
            ...pull,
            head: { ...head, repo: { full_name: full } },
          };
        })
        .filter((pull) => pull.state === 'open' && pull.head.sha === sha);
      return [200, listed.slice(0, Number(query.get('per_page') ?? 30))];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/pulls$/.exec(path);
    if (match && method === 'GET') {
      // https://docs.github.com/en/rest/pulls/pulls#list-pull-requests: `head` is `user:ref-name`, newest first.
      const repository = match[1] ?? '';
      const canRead = grant.readable?.includes(repository) || grant.repository === repository;
      if (!canRead) return notFound;
      const [user, ...branch] = (query.get('head') ?? '').split(':');
      const state = query.get('state') ?? 'open';
      const listed = Object.entries(options.pulls ?? {})
        .filter(([key]) => key.startsWith(`${repository}#`))
        .map(([key, pull]) => {
          const head = (pull.head ?? {}) as { ref?: unknown; repo?: { full_name?: string } };
          const full = head.repo?.full_name ?? repository;
          return {
            state: 'open',
            number: Number(key.split('#')[1]),
            ...pull,
            head: { ...head, repo: { full_name: full } },
          };
        })
        .filter(
          (pull) =>
            !query.get('head') ||
            (pull.head.ref === branch.join(':') && pull.head.repo.full_name.split('/')[0] === user),
        )
        .filter((pull) => state === 'all' || pull.state === state)
        .sort((a, b) => b.number - a.number);
      return [200, listed.slice(0, Number(query.get('per_page') ?? 30))];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/pulls\/(\d+)$/.exec(path);
    if (match && method === 'GET') {
      const pull = options.pulls?.[`${match[1]}#${match[2]}`];
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      // GitHub always says whether a pull request is open: one the test made without a state is.
      return pull && canRead ? [200, { state: 'open', ...pull }] : notFound;
    }
    const mine = (repository: string | undefined): boolean => repository === grant.repository?.toLowerCase();
    if (match && method === 'PATCH') {
      const pull = options.pulls?.[`${match[1]}#${match[2]}`];
      if (!pull || !mine(match[1]) || grant.pullRequests !== 'write') return notFound;
      if (body.state === 'closed')
        Object.assign(pull, {
          state: 'closed',
          closed_by: userOf(grant.login ?? 'github-actions[bot]'),
          closed_at: now(),
        });
      return [200, pull];
    }
    // GET /repos/{owner}/{repo}/issues/{issue_number}: a pull request's issue, which names who closed it
    // (https://docs.github.com/en/rest/issues/issues#get-an-issue).
    match = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)$/.exec(path);
    if (match && method === 'GET') {
      const pull = options.pulls?.[`${match[1]}#${match[2]}`];
      const canRead = grant.readable?.includes(match[1] ?? '') || grant.repository === match[1];
      if (!pull || !canRead) return notFound;
      const state = pull.state === 'closed' ? 'closed' : 'open';
      return [
        200,
        {
          ...{ number: Number(match[2]), state },
          closed_by: state === 'closed' ? (pull.closed_by ?? null) : null,
          closed_at: state === 'closed' ? (pull.closed_at ?? null) : null,
        },
      ];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/comments$/.exec(path);
    if (match) {
      const [, repository = '', number = ''] = match;
      if (!mine(repository) || !grant.pullRequests) return notFound;
      const issue = `${repository}#${number}`;
      if (method === 'GET') {
        const perPage = Number(query.get('per_page') ?? 30);
        const page = Number(query.get('page') ?? 1);
        // `since`: only those updated at or after it (docs.github.com, "List issue comments").
        const since = query.get('since');
        const all = comments.filter(
          (c) => c.issue === issue && (since === null || Date.parse(c.updated_at) >= Date.parse(since)),
        );
        // GitHub names the next page in a Link header, as long as there is one.
        if (page * perPage < all.length) nextPage = page + 1;
        return [200, all.slice((page - 1) * perPage, page * perPage)];
      }
      if (method === 'POST') {
        if (grant.pullRequests !== 'write') return forbidden;
        if (String(body.body ?? '').length > COMMENT_LIMIT) return tooLong('IssueComment', 'body', COMMENT_LIMIT);
        return [201, addComment(issue, String(body.body ?? ''), login)];
      }
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/issues\/(\d+)\/labels(?:\/([^/]+))?$/.exec(path);
    if (match) {
      const [, repository = '', number = '', name] = match;
      if (!mine(repository) || !grant.pullRequests) return notFound;
      const issue = `${repository}#${number}`;
      const on = labels.get(issue) ?? new Set<string>();
      labels.set(issue, on);
      const listed = (): unknown[] => [...on].map((label) => ({ name: label }));
      if (method === 'GET' && name === undefined) return [200, listed()];
      if (grant.pullRequests !== 'write') return forbidden;
      if (method === 'POST' && name === undefined) {
        for (const label of (body.labels as unknown[] | undefined) ?? []) on.add(String(label));
        return [200, listed()];
      }
      if (method === 'DELETE' && name !== undefined) {
        const label = decodeURIComponent(name);
        if (!on.has(label)) return [404, { message: 'Label does not exist' }];
        on.delete(label);
        return [200, listed()];
      }
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/issues$/.exec(path);
    if (match && method === 'GET') {
      const [, repository = ''] = match;
      if (!mine(repository) || !grant.pullRequests) return notFound;
      const wanted = query.get('labels');
      const all = [...labels.entries()]
        .filter(([issue, on]) => issue.startsWith(`${repository}#`) && (!wanted || on.has(wanted)))
        .map(([issue]) => Number(issue.split('#')[1]))
        .sort((a, b) => a - b)
        .map((number) => ({
          number,
          pull_request: { url: `https://api.github.com/repos/${repository}/pulls/${number}` },
        }));
      const perPage = Math.min(Number(query.get('per_page') ?? 30), 100);
      const page = Number(query.get('page') ?? 1);
      if (page * perPage < all.length) nextPage = page + 1;
      return [200, all.slice((page - 1) * perPage, page * perPage)];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/actions\/workflows\/([^/]+)\/dispatches$/.exec(path);
    if (match && method === 'POST') {
      const [, repository = '', workflow = ''] = match;
      if (!mine(repository)) return notFound;
      if (grant.actions !== 'write') return forbidden;
      const inputs = (body.inputs ?? {}) as Record<string, unknown>;
      if (typeof body.ref !== 'string') return [422, { message: 'Invalid request: ref is required' }];
      dispatches.push({ repository, workflow: decodeURIComponent(workflow), ref: body.ref, inputs });
      return [204, null];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/collaborators\/([^/]+)\/permission$/.exec(path);
    if (match && method === 'GET') {
      const [, repository = '', who = ''] = match;
      if (!mine(repository)) return notFound;
      const known = options.collaborators?.[decodeURIComponent(who)] ?? { permission: 'none', role_name: 'none' };
      return [200, { ...known, user: { login: decodeURIComponent(who) } }];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)\/reactions$/.exec(path);
    if (match) {
      const [, repository = '', id = ''] = match;
      const comment = comments.find((c) => c.id === Number(id));
      if (!mine(repository) || !grant.pullRequests || !comment) return notFound;
      if (method === 'GET') {
        const perPage = Number(query.get('per_page') ?? 30);
        const page = Number(query.get('page') ?? 1);
        const all = reactions.filter(
          (r) => r.commentId === comment.id && (!query.get('content') || r.content === query.get('content')),
        );
        if (page * perPage < all.length) nextPage = page + 1;
        return [
          200,
          all.slice((page - 1) * perPage, page * perPage).map((r) => ({
            id: r.id,
            content: r.content,
            // GitHub names the account as everywhere: its id, login and type.
            user: { login: r.login, id: userIdOf(r.login), type: r.login.endsWith('[bot]') ? 'Bot' : 'User' },
            created_at: r.created_at ?? now(),
          })),
        ];
      }
      if (method === 'POST') {
        if (grant.pullRequests !== 'write') return forbidden;
        const content = String(body.content ?? '');
        if (!REACTIONS.includes(content)) return [422, { message: 'Validation Failed' }];
        const same = reactions.find((r) => r.commentId === comment.id && r.content === content && r.login === login);
        if (same) return [200, { id: same.id, content, user: { login } }];
        const reaction = { id: nextId++, commentId: comment.id, content, login, created_at: now() };
        reactions.push(reaction);
        return [
          201,
          {
            id: reaction.id,
            content,
            user: { login, id: userIdOf(login), type: login.endsWith('[bot]') ? 'Bot' : 'User' },
          },
        ];
      }
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)\/reactions\/(\d+)$/.exec(path);
    if (match && method === 'DELETE') {
      if (!mine(match[1]) || grant.pullRequests !== 'write') return notFound;
      const at = reactions.findIndex((r) => r.id === Number(match?.[3]) && r.commentId === Number(match?.[2]));
      if (at >= 0) reactions.splice(at, 1);
      return [204, null];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs$/.exec(path);
    if (match && method === 'GET') {
      if (!mine(match[1]) || !grant.actions) return notFound;
      const [status, event, sha, branch] = ['status', 'event', 'head_sha', 'branch'].map((name) => query.get(name));
      const runs = workflowRuns.filter(
        (run) =>
          (!status || run.status === status) &&
          (!event || run.event === event) &&
          (!sha || run.head_sha === sha) &&
          (!branch || run.head_branch === branch),
      );
      return [200, { total_count: runs.length, workflow_runs: runs }];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/actions\/runs\/(\d+)$/.exec(path);
    if (match && method === 'GET') {
      const run = workflowRuns.find((r) => r.id === Number(match?.[2]));
      if (!mine(match[1]) || !grant.actions || !run) return notFound;
      return [200, { run_attempt: 1, ...run, conclusion: run.status === 'completed' ? 'success' : null }];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/issues\/comments\/(\d+)$/.exec(path);
    if (match && method === 'GET') {
      const comment = comments.find((c) => c.id === Number(match?.[2]));
      if (!mine(match[1]) || !grant.pullRequests || !comment) return notFound;
      return [200, comment];
    }
    if (match && method === 'PATCH') {
      const comment = comments.find((c) => c.id === Number(match?.[2]));
      if (!mine(match[1]) || !grant.pullRequests || !comment) return notFound;
      if (grant.pullRequests !== 'write') return forbidden;
      if (String(body.body ?? '').length > COMMENT_LIMIT) return tooLong('IssueComment', 'body', COMMENT_LIMIT);
      comment.body = String(body.body ?? '');
      comment.updated_at = now();
      return [200, comment];
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/check-runs(?:\/(\d+))?$/.exec(path);
    if (match && (method === 'POST' || method === 'PATCH')) {
      const [, repository = '', id] = match;
      if (!mine(repository) || !grant.checks) return notFound;
      if (grant.checks !== 'write') return forbidden;
      const output = (body.output ?? {}) as { summary?: unknown; text?: unknown };
      for (const field of ['summary', 'text'] as const)
        if (Buffer.byteLength(String(output[field] ?? '')) > CHECK_TEXT_LIMIT)
          return tooLong('CheckRun', field, CHECK_TEXT_LIMIT);
      if (method === 'POST') {
        if (typeof body.name !== 'string' || typeof body.head_sha !== 'string')
          return [422, { message: 'Invalid request: name and head_sha are required' }];
        const run: SimCheckRun = {
          id: nextId++,
          repository,
          name: body.name,
          head_sha: body.head_sha,
          status: 'queued',
          conclusion: null,
          started_at: now(),
          external_id: '',
          details_url: null,
          html_url: '',
          output: {},
          history: [],
        };
        run.html_url = `${server}/${repository}/runs/${run.id}`;
        checkRuns.push(run);
        return [201, update(run, body)];
      }
      const run = checkRuns.find((r) => r.id === Number(id) && r.repository === repository);
      return run ? [200, update(run, body)] : notFound;
    }
    match = /^\/repos\/([^/]+\/[^/]+)\/commits\/([0-9a-f]{40})\/check-runs$/.exec(path);
    if (match && method === 'GET') {
      const [, repository = '', sha] = match;
      if (!mine(repository) || !grant.checks) return notFound;
      const name = query.get('check_name');
      const runs = checkRuns.filter(
        (r) => r.repository === repository && r.head_sha === sha && (!name || r.name === name),
      );
      return [200, { total_count: runs.length, check_runs: runs.map(shown) }];
    }
    return notFound;
  };

  /** A check run as GitHub shows it, without the simulator's history. */
  const shown = (run: SimCheckRun): Omit<SimCheckRun, 'history'> =>
    Object.fromEntries(Object.entries(run).filter(([key]) => key !== 'history')) as Omit<SimCheckRun, 'history'>;

  const update = (run: SimCheckRun, body: Record<string, unknown>): Omit<SimCheckRun, 'history'> => {
    run.history.push(body);
    if (typeof body.status === 'string') run.status = body.status;
    if (typeof body.conclusion === 'string') {
      run.conclusion = body.conclusion;
      run.status = 'completed';
    }
    if (typeof body.external_id === 'string') run.external_id = body.external_id;
    if (typeof body.details_url === 'string') run.details_url = body.details_url;
    if (body.output && typeof body.output === 'object') run.output = { ...(body.output as SimCheckRun['output']) };
    return shown(run);
  };

  /** Answers still waiting for their delay: dropped on close, so nothing outlives the simulator. */
  const pending = new Set<NodeJS.Timeout>();
  const httpServer = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8').on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      requests.push({
        method,
        url: request.url ?? '',
        authorization: request.headers.authorization,
        ...(raw ? { body } : {}),
        headers: request.headers,
        at: performance.now(),
      });
      let fault = faults.find((f) => (!f.method || f.method === method) && (!f.path || f.path.test(url.pathname)));
      const held = fault?.until;
      if (fault && held) {
        // Taken at arrival: the request is answered as GitHub would, once the test lets it go.
        fault.times = (fault.times ?? 1) - 1;
        if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
        fault = undefined;
      }
      const answer = (): void => {
        response.setHeader('content-type', 'application/json');
        const token = /^(?:token|bearer) (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
        const grant = token === undefined ? undefined : options.tokens[token];
        // GitHub Enterprise Server serves the same API under /api/v3, and GraphQL at /api/graphql.
        const pathname = url.pathname.replace(/^\/api\/v3(?=\/)/, '').replace(/^\/api\/graphql$/, '/graphql');
        if (fault) {
          if (fault.afterActing) route(method, pathname, url.searchParams, body, grant);
          fault.times = (fault.times ?? 1) - 1;
          if (fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
          response
            .writeHead(fault.status, fault.headers)
            .end(JSON.stringify(fault.body ?? { message: 'Server Error' }));
          return;
        }
        nextPage = undefined;
        const [status, data] = route(method, pathname, url.searchParams, body, grant);
        if (nextPage !== undefined) {
          const next = new URL(
            url.href.replace(/^http:\/\/localhost/, `http://${request.headers.host ?? 'localhost'}`),
          );
          next.searchParams.set('page', String(nextPage));
          response.setHeader('link', `<${next.href}>; rel="next"`);
        }
        response.writeHead(status).end(JSON.stringify(data));
      };
      const delay = fault?.delayMs ?? options.delayMs ?? 0;
      if (held) {
        const timer = setInterval(() => undefined, 60_000);
        pending.add(timer);
        void held.then(() => {
          if (!pending.delete(timer)) return;
          clearInterval(timer);
          answer();
        });
      } else if (delay > 0) {
        const timer = setTimeout(() => {
          pending.delete(timer);
          answer();
        }, delay);
        pending.add(timer);
      } else answer();
    });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`,
    requests,
    comments,
    checkRuns,
    reactions,
    labels,
    dispatches,
    workflowRuns,
    reviewComments,
    faults,
    now: wallNow,
    running: async (env, run) => {
      const shown: SimWorkflowRun = {
        id: Number(env.GITHUB_RUN_ID),
        path: '.github/workflows/docs.yml',
        status: 'in_progress',
        event: env.GITHUB_EVENT_NAME ?? 'pull_request',
        run_attempt: Number(env.GITHUB_RUN_ATTEMPT ?? '1') || 1,
      };
      // A re-run is the same run's next attempt: GitHub shows the run once, as its latest attempt.
      const earlier = workflowRuns.findIndex((listed) => listed.id === shown.id);
      if (earlier >= 0) workflowRuns.splice(earlier, 1);
      workflowRuns.push(shown);
      try {
        return await run();
      } finally {
        shown.status = 'completed';
      }
    },
    addComment,
    addReview,
    idle: async () => {
      while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of pending) clearTimeout(timer);
        pending.clear();
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
}

export interface FakeGitHub {
  url: string;
  requests: Array<{ url: string; authorization: string | undefined }>;
  close(): Promise<void>;
}

/**
 * Plays GET /repos/{owner}/{repo}/pulls/{number} of the GitHub API: the token sees only the
 * repositories it is given, as an installation token does; others answer 404 like GitHub.
 */
export async function startFakeGitHub(
  token: string,
  readable: Record<string, Record<string, unknown>>,
  /** Answer each request only after this long, as a real API tens of milliseconds away would. */
  delayMs = 0,
): Promise<FakeGitHub> {
  const repositories = Object.keys(readable).map((key) => key.split('#')[0] ?? '');
  return startSimulatedGitHub({ tokens: { [token]: { readable: repositories } }, pulls: readable, delayMs });
}
