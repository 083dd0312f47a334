/** The dotenv file's one write: private, whole, and never through a planted link. */
import { randomBytes } from 'node:crypto';
import { fstatSync, statSync, type Stats } from 'node:fs';
import { lstat, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `text` to `file`, owner-only, as a new file renamed into place: a symbolic link at `file`
 * (one another user planted in a shared folder) is replaced, never followed, and a reader never
 * sees half a file. The system's own links are followed: one that ends at this command's standard
 * output or error (`/dev/stdout`, whatever it was redirected to) is written to through that
 * stream, and one the system keeps under /dev or /proc (`/dev/fd/63` of `>(...)`) as it is.
 */
export async function writePrivately(file: string, text: string): Promise<void> {
  const found = await lstat(file).catch(() => undefined);
  // A device (/dev/null) is written to as it is: renaming over it would replace it.
  if (found?.isCharacterDevice()) return writeFile(file, text, 'utf8');
  if (found?.isSymbolicLink()) {
    const target = await stat(file).catch(() => undefined);
    const stream = target ? ownStream(target) : undefined;
    if (stream)
      return new Promise((resolve, reject) => stream.write(text, (error) => (error ? reject(error) : resolve())));
    if (target && systemLink(file)) return writeFile(file, text, 'utf8');
  }
  if (found && !found.isFile() && !found.isSymbolicLink())
    throw new Error(`it is not a file (${found.isDirectory() ? 'a folder' : 'a pipe, socket or device'})`);
  // A name no other user can foresee, so none can take it first in a shared folder.
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, text, { encoding: 'utf8', mode: 0o600, flag: 'wx' });
  } catch (error) {
    // The temporary file's name would mislead: it is the folder (or its disk) that refused.
    throw new Error(folderRefused((error as NodeJS.ErrnoException).code, path.dirname(file)), { cause: error });
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Why no new file could be made in `folder`, in words that name it rather than the temporary file. */
function folderRefused(code: string | undefined, folder: string): string {
  if (code === 'ENOENT') return `ENOENT: its folder '${folder}' does not exist`;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
    return `${code}: no new file may be made in its folder '${folder}'`;
  if (code === 'ENOSPC' || code === 'EDQUOT') return `${code}: the disk of its folder '${folder}' is full`;
  return `${code ?? 'an error'} writing a new file in its folder '${folder}'`;
}

/** The command's standard output or error, when `target` is the very file it is. */
function ownStream(target: Stats): NodeJS.WriteStream | undefined {
  const same = (fd: number): boolean => {
    const own = fstatSync(fd, { throwIfNoEntry: false });
    return own !== undefined && own.dev === target.dev && own.ino === target.ino;
  };
  return same(1) ? process.stdout : same(2) ? process.stderr : undefined;
}

/** Whether the file is this process's own standard output or error, by any path (a link to /dev/stdout too). */
export function writesOwnStream(file: string): boolean {
  const target = statSync(file, { throwIfNoEntry: false });
  return target !== undefined && ownStream(target) !== undefined;
}

/**
 * A link the system keeps for this process (/dev/stdout, /dev/fd/N, /proc/self/fd/N): no other user
 * can plant one there. Only these names: /dev holds folders every user may write to (/dev/shm,
 * /dev/mqueue), where a planted link is as likely as in /tmp.
 */
export const systemLink = (file: string): boolean =>
  /^\/(?:dev\/(?:stdout|stderr|fd\/\d+)|proc\/(?:self|thread-self|\d+)\/fd\/\d+)$/.test(path.resolve(file));
