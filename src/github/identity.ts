/**
 * Who the report-token writes as, read once per step: GraphQL's `viewer` answers for every kind
 * of token (GITHUB_TOKEN and app installation tokens included, which `GET /user` refuses), and
 * `GET /user` is asked when GraphQL does not answer (a personal token on a server without it).
 * Unknown when neither answers: then a comment is taken for this action's only by the author its
 * signed record names, or, for a record written before the author was known, by a bot's.
 */
import type { Budget, GitHubCall } from './client.ts';
import { gitHubId } from './values.ts';

export interface Identity {
  id?: number;
  login?: string;
}

const VIEWER_QUERY = 'query { viewer { login databaseId } }';

function identityOf(login: unknown, id: unknown): Identity | undefined {
  const known: Identity = {
    ...(gitHubId(id) === undefined ? {} : { id: gitHubId(id) }),
    ...(typeof login === 'string' && login !== '' && login.length <= 100 ? { login } : {}),
  };
  return known.id === undefined && known.login === undefined ? undefined : known;
}

export async function readIdentity(call: GitHubCall, budget: Budget): Promise<Identity | undefined> {
  const graph = await call({ graphql: VIEWER_QUERY }, budget);
  if (graph.ok) {
    const viewer = (graph.data as { data?: { viewer?: { login?: unknown; databaseId?: unknown } } } | null)?.data
      ?.viewer;
    const found = identityOf(viewer?.login, viewer?.databaseId);
    if (found) return found;
  }
  if (budget.signal.aborted) return undefined;
  const user = await call({ route: 'GET /user' }, budget);
  if (!user.ok) return undefined;
  const data = (user.data ?? {}) as { login?: unknown; id?: unknown };
  return identityOf(data.login, data.id);
}

/** A bot's login reads `name[bot]` in REST and `name` in GraphQL: the same account. */
const bare = (login: string): string => login.toLowerCase().replace(/\[bot\]$/, '');

/** Whether a comment's `user` is the identity: by id when both have one, else by login. */
export function isAccount(user: unknown, identity: Identity): boolean {
  const { id, login } = (user ?? {}) as { id?: unknown; login?: unknown };
  if (identity.id !== undefined && gitHubId(id) !== undefined) return gitHubId(id) === identity.id;
  return identity.login !== undefined && typeof login === 'string' && bare(login) === bare(identity.login);
}

/** A bot's account (an app, GITHUB_TOKEN's github-actions[bot]): by GitHub's `type`, or a login ending in `[bot]`. */
export function isBotAccount(user: unknown): boolean {
  const { type, login } = (user ?? {}) as { type?: unknown; login?: unknown };
  return type === 'Bot' || (typeof login === 'string' && login.endsWith('[bot]'));
}
