/**
 * What is known to be secret before the key is read, for the command's first words: the key and
 * the tokens in the environment, a key pasted on the command line, and --api-key-file's lines.
 * Loads nothing a Node.js too old for the rest cannot run (src/cli/too-old.ts asks it too).
 */
import { keyOfLine, unexpandedReference } from '../inputs/secrets.ts';
import { secretFlagValues } from './args.ts';
import { createRedact, type Redact } from '../output/redaction.ts';

/**
 * A key pasted where a command or a flag's value goes (`--prompt-file=mint_…`, `./mint_…`,
 * `--mint_…` too), a secret flag's value (refused, and secret all the same), and the lines of
 * --api-key-file, which runCli reads first: never echoed back.
 */
export function commandLineSecrets(deps: {
  argv: readonly string[];
  keyFileLines?: readonly string[] | undefined;
}): string[] {
  // At an argument's start, after its dashes, an `=` or a path's `/`: never a word inside a prompt's prose.
  const pasted = deps.argv.flatMap((arg) =>
    [...arg.matchAll(/(?:^-*|[=/])["']?(mint_[^\s=,;:'"/\\]{6,})/g)].map((match) => match[1] ?? ''),
  );
  return [...pasted, ...secretFlagValues(deps.argv), ...(deps.keyFileLines ?? [])];
}

/**
 * The tokens a CI job's environment holds, whatever the command (only `merge-request` uses
 * GitLab's): secret on every surface, since a service or proxy may echo them back. An unexpanded
 * reference is a name, no secret: hidden, it would hide the name in every message.
 */
export function environmentTokens(env: NodeJS.ProcessEnv): string[] {
  return [env.GITLAB_TOKEN ?? '', env.CI_JOB_TOKEN ?? '']
    .map((value) => (unexpandedReference(value) === undefined ? keyOfLine(value).trim() : ''))
    .filter((value) => value !== '');
}

/** What is known to be secret before the key is read: the key and the tokens in the environment, and any key on the command line. */
export function earlyRedact(deps: {
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  keyFileLines?: readonly string[] | undefined;
}): Redact {
  const key = deps.env.MINTLIFY_ADMIN_API_KEY ?? '';
  const secrets = [unexpandedReference(key) === undefined ? keyOfLine(key) : '', ...environmentTokens(deps.env)];
  return createRedact([...secrets, ...commandLineSecrets(deps)]);
}

/** A key file's lines, each as a key (`KEY=` or quotes aside too): the secrets it may hold. */
export const keyFileSecrets = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .flatMap((line) => [line, keyOfLine(line), /^(["'`])(.*)\1$/.exec(line)?.[2] ?? '']);
