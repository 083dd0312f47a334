/**
 * The command on a Node.js older than it needs: said on standard error and, as any bad usage is,
 * as JSON with --json and in the --output-file's dotenv file (EXIT_CODE=3). Loads nothing but what
 * that takes.
 */
import { outputFileOf } from './args.ts';
import { dotenvOf, EXIT, jsonLine } from './results.ts';
import { writePrivately } from './write-privately.ts';

export async function refuseOldNode(argv: readonly string[], version: string): Promise<number> {
  const words = `wait-for-agent-job needs Node.js 24.5 or later (this is ${version}). Install Node.js 24.5 or later (nodejs.org, or a node:24 image in CI).`;
  process.stderr.write(`error: ${words}\n`);
  if (argv.includes('--json')) process.stdout.write(jsonLine({ error: words, 'exit-code': EXIT.usage }));
  const file = outputFileOf(argv);
  if (file !== undefined)
    await writePrivately(file, dotenvOf({}, EXIT.usage)).catch((error: unknown) => {
      process.stderr.write(`error: --output-file '${file}' could not be written (${String(error)}).\n`);
    });
  return EXIT.usage;
}
