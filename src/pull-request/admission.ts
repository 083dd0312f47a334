/**
 * Whether a `/docs` command may be sent: the one rule every path that sends one asks (its own
 * run, a later run sending it owed, the queue taking an earlier one over), read from what the
 * command says and its author's permission, in one order. The permission is read only when the
 * command says nothing that refuses it first.
 */
import type { PermissionLevel } from '../inputs/follow-up.ts';
import type { Log } from '../output/log.ts';
import { msg, type Say } from '../output/text.ts';
import { onlySecrets, toProse } from '../output/redaction.ts';
import { mayCommand } from './command.ts';
import { isAgentLogin } from './docs-need.ts';
import { refusedForGood, type Answer } from './host.ts';

export type Admission =
  | { kind: 'send' }
  /** Edited before a run sent it: an edited comment is no command. */
  | { kind: 'changed' }
  /** Written by the agent's own account ('agent-login'). */
  | { kind: 'agents-own' }
  /** The author's permission could not be read: `forGood` when the host refused the token itself. */
  | { kind: 'unread'; cause: Say; forGood: boolean }
  /** The author's permission is short of 'follow-up-permission'. */
  | { kind: 'below'; level: PermissionLevel | undefined }
  | { kind: 'no-message' }
  /** The message is a secret and nothing else (a token pasted after the command). */
  | { kind: 'secret-alone' };

export interface AdmissionRules {
  required: PermissionLevel;
  /** 'agent-login': that account's commands are never sent. */
  agentLogin: string;
  /** The log's redaction, which says what a secret is. */
  log: Pick<Log, 'excerpt'>;
  /**
   * The path replies to a command with no message (its own run shows how to write one): only to
   * someone who may command, so the permission is read first. Otherwise such a command is refused
   * without a read, and a read GitHub fails never holds the commands after it.
   */
  repliesToNoMessage?: boolean;
}

export async function admitCommand(
  command: { login: string; message: string; edited?: boolean | undefined },
  rules: AdmissionRules,
  permission: (login: string) => Promise<Answer<PermissionLevel | undefined>>,
): Promise<Admission> {
  if (command.edited) return { kind: 'changed' };
  if (isAgentLogin(command.login, rules.agentLogin)) return { kind: 'agents-own' };
  if (command.message === '' && rules.repliesToNoMessage !== true) return { kind: 'no-message' };
  const level = await permission(command.login);
  if (!level.ok) return { kind: 'unread', cause: level.cause, forGood: refusedForGood(level) };
  if (!mayCommand(level.value, rules.required)) return { kind: 'below', level: level.value };
  if (command.message === '') return { kind: 'no-message' };
  return isSecretAlone(rules.log, command.message) ? { kind: 'secret-alone' } : { kind: 'send' };
}

/** Why a command the rule did not admit is not sent, for the log of a run that finds it owed. */
export function refusalOf(
  admission: Exclude<Admission, { kind: 'send' }>,
  login: string,
  required: PermissionLevel,
): Say {
  switch (admission.kind) {
    case 'changed':
      return 'it was edited before a run sent it, and an edited comment is no command';
    case 'agents-own':
      return AGENTS_OWN_COMMAND(login);
    case 'unread':
      return msg`whether ${login} may command could not be read (${admission.cause})`;
    case 'below':
      return msg`${login} has ${admission.level ?? 'no'} permission, and 'follow-up-permission' asks for ${required}: once they have it, a new command is sent (this one stays answered)`;
    case 'no-message':
      return 'it holds no message after the command word (a command is the word, then what to tell the agent)';
    case 'secret-alone':
      return 'it holds a secret (a key or a token) and nothing else';
  }
}

/** The agent's own account ('agent-login') writes in the docs pull request it works on: its text commands nothing, as its reviews are not sent. */
export const AGENTS_OWN_COMMAND = (login: string): Say =>
  msg`${login} is the agent's own account ('agent-login'), whose words command nothing`;

/**
 * A command whose message is a secret and nothing else, read as the log redacts it, whole: never
 * sent (it would reach the job as `***`).
 */
export const isSecretAlone = (log: Pick<Log, 'excerpt'>, message: string): boolean =>
  onlySecrets(message, (text) => log.excerpt(text, text.length + 1));

const secretAloneReply = (login: string): string =>
  `${toProse(login)}: the message after the command is a secret (a key or a token) and nothing else, so nothing was sent. If it is live, delete this comment and rotate it; write the command again with words for the agent.`;
const secretAloneWarning = (login: string, commentId: number): Say =>
  msg`The command of ${login} (comment ${commentId}) holds a secret (a key or a token) and nothing else, so nothing was sent. A live key or token is in the clear in that comment: delete the comment and rotate the secret.`;

/** Answers a command of a secret alone: 😕, a reply, and a warning to rotate it. */
export async function refuseSecretAlone(
  log: Log,
  command: { id: number; login: string },
  answer: { react(): Promise<unknown>; reply(text: string): Promise<unknown> },
): Promise<void> {
  await answer.react();
  await answer.reply(secretAloneReply(command.login));
  log.warning(secretAloneWarning(command.login, command.id));
}
