/**
 * The command on a Node.js older than it needs: said on standard error and, as any bad usage is,
 * as JSON with --json and in the --output-file's dotenv file (EXIT_CODE=3). Loads nothing but what
 * that takes. A path that holds a secret, or a piece of one, is neither shown nor made.
 */
import { readFileSync, statSync } from 'node:fs';
import { keyFilesOf, outputFileOf } from './args.ts';
import { earlyRedact, keyFileSecrets } from './early-redact.ts';
import { dotenvOf, EXIT, jsonLine } from './results.ts';
import { writePrivately } from './write-privately.ts';

export async function refuseOldNode(argv: readonly string[], version: string): Promise<number> {
  const words = `wait-for-agent-job needs Node.js 24.5 or later (this is ${version}). Install Node.js 24.5 or later (nodejs.org, or a node:24 image in CI).`;
  process.stderr.write(`error: ${words}\n`);
  if (argv.includes('--json')) process.stdout.write(jsonLine({ error: words, 'exit-code': EXIT.usage }));
  const file = outputFileOf(argv);
  if (file === undefined) return EXIT.usage;
  const redact = earlyRedact({ argv, env: process.env, keyFileLines: keyFileLines(argv) });
  if (redact(file) !== file) {
    process.stderr.write(
      `error: --output-file '${redact(file)}' holds a secret (the api-key or a token), or a piece of one, so it was not written. Give --output-file another path.\n`,
    );
    return EXIT.usage;
  }
  await writePrivately(file, dotenvOf({}, EXIT.usage)).catch((error: unknown) => {
    process.stderr.write(`error: --output-file '${file}' could not be written (${redact(String(error))}).\n`);
  });
  return EXIT.usage;
}

/**
 * The lines of --api-key-file (a small file, or a pipe such as `<(…)`, read once: nothing else
 * reads it on a Node this old): each may be the key a path holds.
 */
function keyFileLines(argv: readonly string[]): string[] {
  const file = keyFilesOf(argv)[0];
  try {
    const kind = file === undefined ? undefined : statSync(file);
    if (file === undefined || !(kind?.isFile() || kind?.isFIFO()) || (kind.isFile() && kind.size > 64 * 1024))
      return [];
    return keyFileSecrets(readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
}
