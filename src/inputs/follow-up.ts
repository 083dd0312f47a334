/** The words of `follow-up-command` and `follow-up-permission`, checked where the inputs are read. */
import { msg, quoted, type Say } from '../output/text.ts';

/** The levels of a commenter's permission on a repository, lowest first. */
export const PERMISSION_LEVELS = ['read', 'triage', 'write', 'maintain', 'admin'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/**
 * Whether `command` is a usable `follow-up-command`: one word, no white space, at most 40
 * characters, beginning with a sign. A plain word (`docs`) begins ordinary comments ("docs look
 * fine"), each of which would go to the agent as an instruction.
 */
export function commandProblem(command: string): Say | undefined {
  if (!/^\S{1,40}$/.test(command))
    return "'follow-up-command' is one word of at most 40 characters with no spaces, such as /docs.";
  if (/^[\p{L}\p{N}]/u.test(command))
    return msg`'follow-up-command' is "${quoted(command)}", a plain word that ordinary comments begin with ("${quoted(command)} look fine" would go to the agent); begin it with a sign, such as /${quoted(command)}.`;
  return undefined;
}
