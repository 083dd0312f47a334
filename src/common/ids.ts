/**
 * The one check for every id that becomes a path segment, from an input or from the service:
 * letters, digits and `-_.~`, at most 200 characters, and never `.` or `..` (which a URL would
 * resolve away, asking for another path than the job's).
 */
export const MAX_ID_LENGTH = 200;
export const ID_CHARACTERS = /^[A-Za-z0-9._~-]+$/;

/** Why the value cannot be an id, or undefined when it can. */
export function idProblem(value: string): string | undefined {
  if (value === '') return 'it is empty';
  if (value === '.' || value === '..') return `'${value}' is a path step, not an id`;
  if (value.length > MAX_ID_LENGTH) return `it is longer than ${MAX_ID_LENGTH} characters`;
  if (!ID_CHARACTERS.test(value)) return "ids hold only letters, digits, '-', '_', '.' and '~'";
  return undefined;
}

/** The id, encoded for a URL path; undefined when it is not a usable id. */
export function pathSegment(value: string): string | undefined {
  return idProblem(value) === undefined ? encodeURIComponent(value) : undefined;
}

/** A full commit id, as GitHub gives it: the only form a head SHA is handed on in. */
export const COMMIT_SHA = /^[0-9a-f]{40}$/;

/**
 * A GitHub login, the one pattern for every login read or given: a handle of letters, digits and
 * `-`; an enterprise managed user's `_shortcode` after it (`lead_acme`); a bot's `[bot]` last.
 */
/**
 * A GitLab username: letters, digits, `_`, `.` and `-`, starting with a letter, a digit or `_`
 * (docs.gitlab.com/user/reserved_names/), such as a project access token's `project_42_bot_3f2a`.
 */
export const GITLAB_USERNAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,254}$/;

export const GITHUB_LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:_[A-Za-z0-9]{1,20})?(?:\[bot\])?$/;
