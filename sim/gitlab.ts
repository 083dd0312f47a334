import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A simulated GitLab REST API v4 on 127.0.0.1: users, project members, merge requests (their
 * notes, award emoji on notes, diffs, commits, labels, state) and scripted faults. Each behaviour
 * follows the page of GitLab's documentation named beside it; what it leaves out it answers 404.
 * Its clock is the test's (`date`), so nothing it dates moves by the wall clock.
 */

export interface SimGitLabUser {
  id: number;
  username: string;
  /** Its token: `PRIVATE-TOKEN` with it acts as this user. */
  token?: string;
  /** A project or group access token's user. */
  bot?: boolean;
}

export interface SimNote {
  id: number;
  body: string;
  author: { id: number; username: string };
  system: boolean;
  created_at: string;
  updated_at: string;
  awards: SimAward[];
  /** An internal note (members only), as GitLab marks it (`internal`, and `confidential` before 15.5). */
  internal?: boolean;
  /** A line comment of a review: a `DiffNote` with its place in the diff. */
  position?: { new_path: string; old_path: string; new_line: number | null; old_line: number | null };
}

export interface SimAward {
  id: number;
  name: string;
  user: { id: number; username: string };
  created_at: string;
}

export interface SimStatus {
  id: number;
  sha: string;
  name: string;
  status: string;
  description: string | null;
  target_url: string | null;
  pipeline_id: number | null;
  created_at: string;
  started_at: string | null;
}

export interface SimMergeRequest {
  iid: number;
  state: 'opened' | 'closed' | 'merged' | 'locked';
  draft: boolean;
  labels: string[];
  sha: string;
  author: { id: number; username: string };
  commits: string[];
  diffs: Array<{ old_path: string; new_path: string }>;
  notes: SimNote[];
  closed_by?: { id: number; username: string };
  /** A fork's merge request comes from another project. */
  sourceProjectId?: number;
  /** When it last changed (a note, a close, a merge, an edit); the simulator's start unless given. */
  updated_at?: string;
  /** Its source branch (`feature-IID` unless given) and title. */
  sourceBranch?: string;
  title?: string;
  closed_at?: string;
}

/** A scripted answer for the next requests that match. */
export interface SimGitLabFault {
  method?: string;
  /** Matched against the path after /api/v4. */
  path?: RegExp;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** How many requests it answers (1 by default). */
  times?: number;
  /** GitLab acts on the request first (a note is made), and only its answer is this one: a lost or cut answer. */
  afterActing?: true;
  /** The answer's body as sent, not as JSON (an answer cut short on the way). */
  rawBody?: string;
}

export interface SimGitLabOptions {
  projectId: number;
  users: SimGitLabUser[];
  /** user id -> access_level (docs.gitlab.com/api/members/#roles). */
  members?: Record<number, number>;
  mergeRequests?: SimMergeRequest[];
  /** The wall clock it dates what it makes by (ms since the epoch). */
  date?: () => number;
  /** Serves every page with this `X-Next-Page` instead of the true one (a broken proxy, a loop). */
  nextPage?: (page: number) => string | undefined;
  /** The project's pipelines, any order; those with an `iid` are that merge request's. */
  pipelines?: SimPipeline[];
  /** Each commit's parents and the files it changes: the history compare and merge_base walk. */
  history?: Record<string, { parents: string[]; files?: string[]; title?: string }>;
}

export interface SimPipeline {
  id: number;
  sha: string;
  status: string;
  created_at: string;
  iid?: number;
}

export interface SimGitLab {
  url: string;
  /** `CI_API_V4_URL` for this server. */
  api: string;
  mergeRequest(iid: number): SimMergeRequest;
  /** Opens a merge request (the agent's docs merge request, one made while a test runs). */
  addMergeRequest(mr: SimMergeRequest): void;
  /** Every commit status set, by commit. */
  statuses: Map<string, SimStatus[]>;
  addNote(iid: number, author: SimGitLabUser, body: string, system?: boolean): SimNote;
  /** A review's line comment, as publishing a reviewer's draft notes makes one. */
  addLineNote(iid: number, author: SimGitLabUser, body: string, path: string, line: number): SimNote;
  fault(fault: SimGitLabFault): void;
  /** GitLab mended: no scripted fault answers any more. */
  clearFaults(): void;
  requests: Array<{ method: string; path: string; token?: string; body?: unknown }>;
  close(): Promise<void>;
}

const send = (response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  response.end(body === undefined ? '' : JSON.stringify(body));
};

const who = (user: SimGitLabUser) => ({ id: user.id, username: user.username, ...(user.bot ? { bot: true } : {}) });

export async function startSimGitLab(options: SimGitLabOptions): Promise<SimGitLab> {
  const date = options.date ?? (() => Date.parse('2026-12-01T09:00:00Z'));
  const iso = () => new Date(date()).toISOString();
  const started = iso();
  const mergeRequests = new Map((options.mergeRequests ?? []).map((mr) => [mr.iid, mr]));
  const faults: SimGitLabFault[] = [];
  const requests: SimGitLab['requests'] = [];
  let nextId = 1_000;
  const statuses = new Map<string, SimStatus[]>();

  /** Pages: `page` and `per_page` (at most 100), `X-Next-Page` empty on the last (docs.gitlab.com/api/rest/#pagination). */
  const paged = (response: http.ServerResponse, url: URL, items: unknown[]) => {
    const perPage = Math.min(100, Math.max(1, Number(url.searchParams.get('per_page') ?? 20) || 20));
    const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
    const last = Math.max(1, Math.ceil(items.length / perPage));
    const next = options.nextPage ? options.nextPage(page) : page < last ? String(page + 1) : '';
    send(response, 200, items.slice((page - 1) * perPage, page * perPage), {
      'X-Page': String(page),
      'X-Per-Page': String(perPage),
      'X-Next-Page': next ?? '',
      ...(items.length <= 10_000 ? { 'X-Total': String(items.length), 'X-Total-Pages': String(last) } : {}),
    });
  };

  const noteView = (mr: SimMergeRequest, note: SimNote) => ({
    id: note.id,
    type: null,
    body: note.body,
    author: note.author,
    created_at: note.created_at,
    updated_at: note.updated_at,
    system: note.system,
    internal: note.internal === true,
    confidential: note.internal === true,
    noteable_iid: mr.iid,
    noteable_type: 'MergeRequest',
  });

  const headPipelineOf = (mr: SimMergeRequest) => {
    const [newest] = (options.pipelines ?? [])
      .filter((p) => p.iid === mr.iid && p.sha === mr.sha)
      .sort((a, b) => b.id - a.id);
    return newest ? { id: newest.id, sha: newest.sha, status: newest.status } : null;
  };

  const mrView = (mr: SimMergeRequest) => ({
    iid: mr.iid,
    project_id: options.projectId,
    state: mr.state,
    draft: mr.draft,
    labels: mr.labels,
    sha: mr.sha,
    author: mr.author,
    closed_by: mr.closed_by ?? null,
    closed_at: mr.state === 'closed' ? (mr.closed_at ?? null) : null,
    merged_at: mr.state === 'merged' ? (mr.closed_at ?? null) : null,
    source_project_id: mr.sourceProjectId ?? options.projectId,
    target_project_id: options.projectId,
    source_branch: mr.sourceBranch ?? `feature-${mr.iid}`,
    title: mr.title ?? `Merge request ${mr.iid}`,
    updated_at: mr.updated_at ?? started,
    // docs.gitlab.com/api/merge_requests/#get-single-mr: the newest pipeline of its head, or null.
    head_pipeline: headPipelineOf(mr),
    web_url: `http://gitlab.test/group/project/-/merge_requests/${mr.iid}`,
  });

  function handle(
    method: string,
    url: URL,
    body: Record<string, unknown>,
    user: SimGitLabUser,
    response: http.ServerResponse,
  ) {
    const path = url.pathname.replace(/^\/api\/v4/, '');
    if (method === 'GET' && path === '/user') return send(response, 200, who(user));
    if (method === 'GET' && path === '/users') {
      const named = options.users.filter(
        (u) => u.username.toLowerCase() === url.searchParams.get('username')?.toLowerCase(),
      );
      return send(response, 200, named.map(who));
    }
    const project = `/projects/${options.projectId}`;
    if (!path.startsWith(`${project}/`)) return send(response, 404, { message: '404 Project Not Found' });
    const rest = path.slice(project.length);
    // docs.gitlab.com/api/members/#get-a-member-of-a-group-or-project-including-inherited-and-invited-members
    const member = /^\/members\/all\/(\d+)$/.exec(rest);
    if (method === 'GET' && member) {
      const level = options.members?.[Number(member[1])];
      const named = options.users.find((u) => u.id === Number(member[1]));
      return level === undefined || !named
        ? send(response, 404, { message: '404 Not found' })
        : send(response, 200, { ...who(named), access_level: level });
    }
    const status = statusRoutes(method, rest, body, user, url) ?? historyRoutes(method, rest, url);
    if (status)
      return status.code === 200 && Array.isArray(status.body) && status.paged
        ? paged(response, url, status.body)
        : send(response, status.code, status.body);
    // docs.gitlab.com/api/merge_requests/#list-project-merge-requests: by source branch, labels, state and
    // updated_after; order_by updated_at or created_at, sort asc or desc (desc by default); paged
    if (method === 'GET' && rest === '/merge_requests') {
      const state = url.searchParams.get('state') ?? 'all';
      const branch = url.searchParams.get('source_branch');
      const labels = (url.searchParams.get('labels') ?? '').split(',').filter(Boolean);
      const after = Date.parse(url.searchParams.get('updated_after') ?? '');
      const byUpdate = url.searchParams.get('order_by') === 'updated_at';
      const updated = (mr: SimMergeRequest) => Date.parse(mr.updated_at ?? started);
      const listed = [...mergeRequests.values()]
        .filter((mr) => Number.isNaN(after) || updated(mr) >= after)
        .filter((mr) => state === 'all' || mr.state === state)
        .filter((mr) => branch === null || (mr.sourceBranch ?? `feature-${mr.iid}`) === branch)
        .filter((mr) => labels.every((label) => mr.labels.includes(label)))
        .sort((a, b) => (byUpdate ? updated(a) - updated(b) : 0) || a.iid - b.iid);
      return paged(response, url, (url.searchParams.get('sort') === 'asc' ? listed : listed.reverse()).map(mrView));
    }
    const matched = /^\/merge_requests\/(\d+)(\/.*)?$/.exec(rest);
    const mr = matched ? mergeRequests.get(Number(matched[1])) : undefined;
    if (!matched || !mr) return send(response, 404, { message: '404 Not found' });
    const sub = matched[2] ?? '';
    const writes = (options.members?.[user.id] ?? 0) >= 30;
    const refuse = () => send(response, 403, { message: '403 Forbidden' });
    // docs.gitlab.com/api/merge_requests/#get-single-mr and #update-mr
    if (sub === '' && method === 'GET') return send(response, 200, mrView(mr));
    if (sub === '' && method === 'PUT') {
      if (!writes) return refuse();
      if (body.state_event === 'close') Object.assign(mr, { state: 'closed', closed_by: who(user), closed_at: iso() });
      mr.updated_at = iso();
      for (const label of String(body.add_labels ?? '')
        .split(',')
        .filter(Boolean))
        if (!mr.labels.includes(label)) mr.labels.push(label);
      const off = String(body.remove_labels ?? '')
        .split(',')
        .filter(Boolean);
      mr.labels = mr.labels.filter((label) => !off.includes(label));
      return send(response, 200, mrView(mr));
    }
    // docs.gitlab.com/api/merge_requests/#list-merge-request-diffs (paged)
    if (sub === '/diffs' && method === 'GET') return paged(response, url, mr.diffs);
    // docs.gitlab.com/api/merge_requests/#get-single-merge-request-commits: newest first
    if (sub === '/commits' && method === 'GET')
      return paged(
        response,
        url,
        [...mr.commits].reverse().map((id) => ({ id, short_id: id.slice(0, 8) })),
      );
    // docs.gitlab.com/api/discussions/#list-project-merge-request-discussion-items: a line comment is a DiffNote
    if (sub === '/discussions' && method === 'GET')
      return paged(
        response,
        url,
        mr.notes.map((n) => ({
          id: `d${n.id}`,
          individual_note: n.position === undefined,
          notes: [{ ...noteView(mr, n), ...(n.position ? { type: 'DiffNote', position: n.position } : {}) }],
        })),
      );
    // docs.gitlab.com/api/merge_requests/#list-mr-pipelines: newest first
    if (sub === '/pipelines' && method === 'GET')
      return paged(
        response,
        url,
        (options.pipelines ?? []).filter((p) => p.iid === mr.iid).sort((a, b) => b.id - a.id),
      );
    // docs.gitlab.com/api/notes/#list-all-merge-request-notes (`sort`, `order_by`)
    if (sub === '/notes' && method === 'GET') {
      const asc = url.searchParams.get('sort') === 'asc';
      const ordered = asc ? mr.notes : [...mr.notes].reverse();
      return paged(
        response,
        url,
        ordered.map((note) => noteView(mr, note)),
      );
    }
    if (sub === '/notes' && method === 'POST') {
      if (!writes) return refuse();
      if (typeof body.body !== 'string' || body.body === '')
        return send(response, 400, { message: { body: ["can't be blank"] } });
      if (body.body.length > 1_000_000)
        return send(response, 400, { message: { body: ['is too long (maximum is 1000000 characters)'] } });
      const note = addNote(mr, user, body.body, false);
      return send(response, 201, noteView(mr, note));
    }
    const noted = /^\/notes\/(\d+)(\/award_emoji(?:\/(\d+))?)?$/.exec(sub);
    const note = noted ? mr.notes.find((n) => n.id === Number(noted[1])) : undefined;
    if (!noted || !note) return send(response, 404, { message: '404 Note Not Found' });
    if (!noted[2]) {
      if (method === 'GET') return send(response, 200, noteView(mr, note));
      if (method === 'PUT') {
        // Only the note's author edits it (docs.gitlab.com/api/notes/#modify-existing-merge-request-note).
        if (note.author.id !== user.id) return refuse();
        if (typeof body.body !== 'string') return send(response, 400, { message: '400 Bad request - body is missing' });
        Object.assign(note, { body: body.body, updated_at: iso() });
        return send(response, 200, noteView(mr, note));
      }
      return send(response, 405, { message: '405 Method Not Allowed' });
    }
    // docs.gitlab.com/api/emoji_reactions/#add-reactions-to-comments
    if (method === 'GET' && !noted[3]) return paged(response, url, note.awards);
    if (method === 'POST' && !noted[3]) {
      if (!writes) return refuse();
      const name = String(body.name ?? '');
      // A second award of one emoji by one user is refused: 404 "Award Emoji Name has already been taken".
      if (note.awards.some((a) => a.name === name && a.user.id === user.id))
        return send(response, 404, { message: '404 Award Emoji Name has already been taken' });
      const award = { id: ++nextId, name, user: who(user), created_at: iso() };
      note.awards.push(award);
      return send(response, 201, award);
    }
    if (method === 'DELETE' && noted[3]) {
      const award = note.awards.find((a) => a.id === Number(noted[3]));
      if (!award) return send(response, 404, { message: '404 Award Emoji Not Found' });
      if (award.user.id !== user.id) return refuse();
      note.awards = note.awards.filter((a) => a !== award);
      return send(response, 204, undefined);
    }
    return send(response, 404, { message: '404 Not found' });
  }

  /**
   * Commit statuses (docs.gitlab.com/api/commits/#set-the-pipeline-status-of-a-commit and
   * #list-the-statuses-of-a-commit): setting one of the same name in the same pipeline moves it to
   * the new state; to the state it is in, GitLab answers 400 "Cannot transition status".
   */
  function statusRoutes(
    method: string,
    rest: string,
    body: Record<string, unknown>,
    user: SimGitLabUser,
    url: URL,
  ): { code: number; body: unknown; paged?: true } | undefined {
    const listed = /^\/repository\/commits\/([0-9a-f]{40})\/statuses$/.exec(rest);
    if (method === 'GET' && listed) {
      const name = url.searchParams.get('name');
      const all = (statuses.get(listed[1] ?? '') ?? []).filter((s) => name === null || s.name === name);
      return { code: 200, body: all };
    }
    const setting = /^\/statuses\/([0-9a-f]{40})$/.exec(rest);
    if (method !== 'POST' || !setting) return undefined;
    if ((options.members?.[user.id] ?? 0) < 30) return { code: 403, body: { message: '403 Forbidden' } };
    const sha = setting[1] ?? '';
    const state = String(body.state ?? '');
    if (!['pending', 'running', 'success', 'failed', 'canceled', 'skipped'].includes(state))
      return { code: 400, body: { error: 'state does not have a valid value' } };
    const name = String(body.name ?? 'default');
    const pipeline = typeof body.pipeline_id === 'number' ? body.pipeline_id : null;
    const list = statuses.get(sha) ?? [];
    statuses.set(sha, list);
    const same = list.find((s) => s.name === name && s.pipeline_id === pipeline);
    if (same?.status === state)
      return { code: 400, body: { message: `Cannot transition status via :${state} from :${state}` } };
    // A running status is never enqueued again (its state machine has no running -> pending).
    if (same?.status === 'running' && state === 'pending')
      return { code: 400, body: { message: 'Cannot transition status via :enqueue from :running' } };
    const made = same ?? {
      id: ++nextId,
      sha,
      name,
      status: state,
      description: null,
      target_url: null,
      pipeline_id: pipeline,
      created_at: iso(),
      started_at: null,
    };
    Object.assign(made, {
      status: state,
      description: typeof body.description === 'string' ? body.description : made.description,
      target_url: typeof body.target_url === 'string' ? body.target_url : made.target_url,
      started_at: made.started_at ?? (state === 'running' ? iso() : null),
    });
    if (!same) list.push(made);
    return { code: 201, body: made };
  }

  /** What a commit's history says (docs.gitlab.com/api/repositories/, api/commits/, api/pipelines/). */
  function historyRoutes(
    method: string,
    rest: string,
    url: URL,
  ): { code: number; body: unknown; paged?: true } | undefined {
    if (method !== 'GET') return undefined;
    const history = options.history ?? {};
    const ancestors = (sha: string): string[] => {
      const seen: string[] = [];
      for (const queue = [sha]; queue.length > 0;) {
        const next = queue.shift() ?? '';
        if (seen.includes(next)) continue;
        seen.push(next);
        queue.push(...(history[next]?.parents ?? []));
      }
      return seen;
    };
    if (rest === '/pipelines') {
      const running = url.searchParams.get('scope') === 'running';
      return { code: 200, body: (options.pipelines ?? []).filter((p) => !running || p.status === 'running') };
    }
    const pipeline = /^\/pipelines\/(\d+)$/.exec(rest);
    if (pipeline) {
      const found = (options.pipelines ?? []).find((p) => p.id === Number(pipeline[1]));
      return found ? { code: 200, body: found } : { code: 404, body: { message: '404 Not found' } };
    }
    if (rest === '/repository/merge_base') {
      const [a = '', b = ''] = url.searchParams.getAll('refs[]');
      const base = ancestors(b).find((sha) => ancestors(a).includes(sha) && history[sha]);
      return base ? { code: 200, body: { id: base } } : { code: 400, body: { message: 'Could not find merge base' } };
    }
    if (rest === '/repository/compare') {
      const from = url.searchParams.get('from') ?? '';
      const between = ancestors(url.searchParams.get('to') ?? '').filter((sha) => !ancestors(from).includes(sha));
      const commits = between.reverse().map((sha) => ({
        id: sha,
        title: history[sha]?.title ?? `commit ${sha.slice(0, 7)}`,
        parent_ids: history[sha]?.parents ?? [],
      }));
      const files = [...new Set(between.flatMap((sha) => history[sha]?.files ?? []))];
      return { code: 200, body: { commits, diffs: files.map((f) => ({ old_path: f, new_path: f })) } };
    }
    const associated = /^\/repository\/commits\/([0-9a-f]{40})\/merge_requests$/.exec(rest);
    if (associated)
      return {
        code: 200,
        paged: true,
        body: [...mergeRequests.values()]
          .filter((mr) => mr.sha === associated[1])
          .map((mr) => ({ ...mrView(mr), source_project_id: mr.sourceProjectId ?? options.projectId }))
          // A list of merge requests leaves out each one's head pipeline.
          .map(({ head_pipeline: _pipeline, ...listed }) => listed),
      };
    return undefined;
  }

  function addNote(mr: SimMergeRequest, author: SimGitLabUser, body: string, system: boolean): SimNote {
    // One reading of the clock: two on the wall clock may straddle a millisecond, and a note whose
    // update is later than its creation reads as edited (no command).
    const at = iso();
    const note = {
      id: ++nextId,
      body,
      author: { id: author.id, username: author.username },
      system,
      created_at: at,
      updated_at: at,
      awards: [],
    };
    mr.notes.push(note);
    mr.updated_at = note.updated_at;
    return note;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const method = request.method ?? 'GET';
      const token = request.headers['private-token'];
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
      } catch {
        return send(response, 400, { error: 'the body is not JSON' });
      }
      const path = url.pathname.replace(/^\/api\/v4/, '');
      requests.push({ method, path: `${path}${url.search}`, ...(typeof token === 'string' ? { token } : {}), body });
      const fault = faults.find((f) => (!f.method || f.method === method) && (!f.path || f.path.test(path)));
      const answerFault = (to: http.ServerResponse) => {
        if (!fault) return;
        if ((fault.times = (fault.times ?? 1) - 1) <= 0) faults.splice(faults.indexOf(fault), 1);
        if (fault.rawBody === undefined)
          return send(to, fault.status, fault.body ?? { message: `${fault.status}` }, fault.headers);
        to.writeHead(fault.status, { 'Content-Type': 'application/json', ...fault.headers });
        to.end(fault.rawBody);
      };
      if (fault && !fault.afterActing) return answerFault(response);
      // docs.gitlab.com/api/rest/authentication/: a missing or unknown token is 401.
      const user = options.users.find((u) => u.token !== undefined && u.token === token);
      if (!user) return send(response, 401, { message: '401 Unauthorized' });
      // Acted on, its own answer dropped: the fault's goes instead.
      const actedOn = { writeHead: () => actedOn, end: () => answerFault(response) } as unknown as http.ServerResponse;
      handle(method, url, body, user, fault ? actedOn : response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    api: `${base}/api/v4`,
    mergeRequest: (iid) => {
      const mr = mergeRequests.get(iid);
      if (!mr) throw new Error(`no merge request !${iid}`);
      return mr;
    },
    addMergeRequest: (mr) => void mergeRequests.set(mr.iid, mr),
    addLineNote: (iid, author, body, path, line) => {
      const mr = mergeRequests.get(iid);
      if (!mr) throw new Error(`no merge request !${iid}`);
      const note = addNote(mr, author, body, false);
      note.position = { new_path: path, old_path: path, new_line: line, old_line: null };
      return note;
    },
    addNote: (iid, author, body, system = false) => {
      const mr = mergeRequests.get(iid);
      if (!mr) throw new Error(`no merge request !${iid}`);
      return addNote(mr, author, body, system);
    },
    statuses,
    fault: (fault) => void faults.push(fault),
    clearFaults: () => void faults.splice(0),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
