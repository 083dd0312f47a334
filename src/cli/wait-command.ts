import type { CliArgs } from './args.ts';
import { shellWord } from './shell-word.ts';

/** The flags that judge how a job ended: the later wait exits as this command would have. */
const JUDGING = ['require-pr', 'fail-on', 'fail-fast'] as const;

/** A key file the later command can read again: a path, not standard input or a pipe's device. */
const readableAgain = (file: string | undefined): file is string =>
  file !== undefined && file !== '-' && !/^\/(dev|proc)\//.test(file);

/**
 * The command that waits for a job later, as a person can copy and run it: with the flags this
 * command was given that say where the job is (its project, the service, plain http allowed),
 * how its ending is judged (--require-pr, --fail-on, --fail-fast) and where the key is read
 * (--api-key-file). What came from the environment (MINTLIFY_PROJECT_ID) is there for that command too.
 */
export function waitCommandOf(
  args: Pick<CliArgs, 'inputs' | 'apiKeyFile'>,
  jobId: string,
  afterMessage = false,
): string {
  const given = (names: readonly (keyof CliArgs['inputs'])[]) =>
    names.flatMap((name) => {
      const value = args.inputs[name]?.trim() ?? '';
      return value === '' ? [] : [`--${name}=${shellWord(value)}`];
    });
  const insecure = args.inputs['allow-insecure-http'] === 'true' ? ['--allow-insecure-http'] : [];
  const after = afterMessage ? ['--after-message'] : [];
  const keyFile = readableAgain(args.apiKeyFile) ? [`--api-key-file=${shellWord(args.apiKeyFile)}`] : [];
  const where = [...given(['project-id', 'base-url']), ...insecure, ...keyFile];
  // A key read from a pipe cannot be read again: the command says so where a shell reads nothing.
  const keyAgain =
    args.apiKeyFile !== undefined && keyFile.length === 0
      ? ['# the key came from a pipe: set MINTLIFY_ADMIN_API_KEY, or add --api-key-file FILE']
      : [];
  return ['wait-for-agent-job', 'wait', shellWord(jobId), ...after, ...where, ...given(JUDGING), ...keyAgain].join(' ');
}
