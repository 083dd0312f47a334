/**
 * Who the report-token writes as, read once per step: GraphQL's `viewer` answers for every kind
 * of token (GITHUB_TOKEN and app installation tokens included, which `GET /user` refuses), and
 * `GET /user` is asked when GraphQL does not answer (a personal token on a server without it).
 * Unknown when neither answers: then a comment is taken for this action's only by the author its
 * signed record names, or, for a record written before the author was known, by a bot's.
 */
import type { Account, Budget } from '../pull-request/host.ts';
import type { GitHubCall } from './client.ts';
import { accountOf } from './values.ts';

const VIEWER_QUERY = 'query { viewer { login databaseId } }';

function known(account: Account): Account | undefined {
  return account.id === undefined && account.login === undefined ? undefined : account;
}

export async function readIdentity(call: GitHubCall, budget: Budget): Promise<Account | undefined> {
  const graph = await call({ graphql: VIEWER_QUERY }, budget);
  if (graph.ok) {
    const viewer = (graph.data as { data?: { viewer?: { login?: unknown; databaseId?: unknown } } } | null)?.data
      ?.viewer;
    const found = known(accountOf(viewer?.databaseId, viewer?.login));
    if (found) return found;
  }
  if (budget.signal.aborted) return undefined;
  const user = await call({ route: 'GET /user' }, budget);
  if (!user.ok) return undefined;
  const data = (user.data ?? {}) as { login?: unknown; id?: unknown };
  return known(accountOf(data.id, data.login));
}
