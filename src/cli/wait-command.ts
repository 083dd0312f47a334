import type { CliArgs } from './args.ts';

/** A word the shell reads as it is written; anything else goes in single quotes. */
const shellWord = (value: string): string =>
  /^[A-Za-z0-9._~:/%@+=,-]+$/.test(value) ? value : `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The command that waits for a job later, as a person can copy and run it: with the flags this
 * command was given that say where the job is (its project, the service, plain http allowed).
 * What came from the environment (MINTLIFY_PROJECT_ID) is there for that command too.
 */
export function waitCommandOf(args: Pick<CliArgs, 'inputs'>, jobId: string, afterMessage = false): string {
  const where = (['project-id', 'base-url'] as const).flatMap((name) => {
    const value = args.inputs[name]?.trim() ?? '';
    return value === '' ? [] : [`--${name}=${shellWord(value)}`];
  });
  const insecure = args.inputs['allow-insecure-http'] === 'true' ? ['--allow-insecure-http'] : [];
  const after = afterMessage ? ['--after-message'] : [];
  return ['wait-for-agent-job', 'wait', shellWord(jobId), ...after, ...where, ...insecure].join(' ');
}
