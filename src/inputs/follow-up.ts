/** The words of `follow-up-command` and `follow-up-permission`, checked where the inputs are read. */

/** The levels of a commenter's permission on a repository, lowest first. */
export const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** Whether `command` is a usable `follow-up-command`: one word, no white space, at most 40 characters. */
export function commandProblem(command: string): string | undefined {
  if (!/^\S{1,40}$/.test(command))
    return "'follow-up-command' is one word of at most 40 characters with no spaces, such as /docs.";
  return undefined;
}
