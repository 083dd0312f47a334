/**
 * What a rate limit looks like, in one place for the step's GitHub client (its words, src/github/
 * client.ts) and its gate (src/github/octokit.ts). Apart from Octokit, so the client's words load
 * without it.
 */

/** A refused answer as the step reads it: its status, body and headers. */
export interface RefusedAnswer {
  status: number;
  data: unknown;
  headers: Record<string, string | undefined>;
}

/**
 * The one rule of what a rate limit looks like: a 429, whatever its words; a 403 that asks for a
 * wait (`retry-after`), says the limit is spent (`x-ratelimit-remaining: 0`), or says so in words
 * (GitHub's "secondary rate limit", an older server's or a proxy's "abuse detection" and the like).
 */
export function isRateLimit(answer: RefusedAnswer): boolean {
  if (answer.status === 429) return true;
  if (answer.status !== 403) return false;
  const message = (answer.data as { message?: unknown } | null)?.message;
  return (
    answer.headers['retry-after'] !== undefined ||
    answer.headers['x-ratelimit-remaining']?.trim() === '0' ||
    (typeof message === 'string' && /rate limit|abuse/i.test(message))
  );
}
