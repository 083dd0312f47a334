/** A folder of the test file's own under the system's temporary folder, removed when the file's tests end. */
import { afterAll } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function scratchFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
