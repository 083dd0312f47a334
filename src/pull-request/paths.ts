/**
 * `paths` matched against every changed file of the pull request with picomatch, in order: a later
 * `!glob` excludes what an earlier glob took, and a later glob takes it back, as GitHub's own
 * `paths` filter does. On doubt (the files cannot be read, or the host lists fewer than there
 * are) the docs are needed, and the log says why.
 */
import picomatch from 'picomatch';
import { msg, quoted, type Say } from '../output/text.ts';
import type { NothingToDoEnding } from './docs-need.ts';
import type { Budget, PullRequestHost, Trigger } from './host.ts';

/** GitHub lists a pull request's changed files up to this many. */
export const MAX_LISTED_FILES = 3_000;

/** A name no glob can be trusted to read (a control character, such as a newline, or a runaway length): needed. */
const doubtful = (file: string): boolean => file.length > 1_024 || /[\u0000-\u001f\u007f]/.test(file);

/**
 * The first file that needs docs, the last glob to match each file deciding; undefined when none
 * does; `stopped` when `stop()` said so between two files (the time for it ran out).
 */
export function firstNeedingDocs(
  files: readonly string[],
  paths: readonly string[],
  stop: () => boolean = () => false,
): string | undefined | { stopped: true } {
  const globs = paths.map((glob) => {
    const exclude = glob.startsWith('!');
    return { exclude, isMatch: picomatch(exclude ? glob.slice(1) : glob, { dot: true }) };
  });
  for (const file of files) {
    if (stop()) return { stopped: true };
    if (doubtful(file)) return file;
    let needed = false;
    for (const { exclude, isMatch } of globs) if (isMatch(file)) needed = !exclude;
    if (needed) return file;
  }
  return undefined;
}

/** What `paths` decided: nothing to do, or go on with the words the log says why. */
export type PathsDecision =
  { kind: 'none-match'; ending: NothingToDoEnding; warning?: Say } | { kind: 'needed'; say: Say };

/**
 * A bare name in `paths` ('src', 'packages/api') matches one file at that path (a Makefile): when the
 * changed files it missed are in a folder of that name, the glob meant that folder's files.
 */
function folderMeant(paths: readonly string[], files: readonly string[]): Say | undefined {
  // A folder's path too ('packages/api', a monorepo's package): no glob character, no extension.
  const bare = paths.find(
    (glob) =>
      /^[^/*?[{.!][^*?[{.!]*$/.test(glob) && !glob.endsWith('/') && files.some((file) => file.startsWith(`${glob}/`)),
  );
  return bare === undefined
    ? undefined
    : msg`'paths' holds ${quoted(bare, 100)}, which matches only a file at exactly that path, but changed files are in the folder ${quoted(`${bare}/`, 100)}: write ${quoted(`${bare}/**`, 100)} to match them.`;
}

/** `paths` against every changed file the host lists; on doubt, the docs are needed and the log says why. */
export async function decidePaths(
  host: PullRequestHost,
  trigger: Trigger,
  paths: readonly string[],
  budget: Budget,
): Promise<PathsDecision> {
  const total = trigger.pullRequest?.changedFiles;
  if (total !== undefined && total > MAX_LISTED_FILES)
    return {
      kind: 'needed',
      say: msg`The pull request changes ${total} files and GitHub lists only ${MAX_LISTED_FILES}, so 'paths' is taken as matching.`,
    };
  const listed = await host.changedFiles(budget);
  if (!listed.ok)
    return {
      kind: 'needed',
      say: msg`The pull request's files could not be read (${listed.cause}), so 'paths' is taken as matching: the pull request needs docs.`,
    };
  // Fewer files listed than the event counts (an empty page served on a bad day) is no proof.
  if (total !== undefined && listed.value.listed < total)
    return {
      kind: 'needed',
      say: msg`GitHub listed ${listed.value.listed} of the ${total} files the pull request changes, so 'paths' is taken as matching: the pull request needs docs.`,
    };
  const file = firstNeedingDocs(listed.value.paths, paths, () => budget.signal.aborted);
  if (typeof file === 'object')
    return { kind: 'needed', say: "The time to match 'paths' ran out, so it is taken as matching." };
  if (file !== undefined)
    return { kind: 'needed', say: msg`${quoted(file, 200)} matches 'paths': the pull request needs docs.` };
  if (listed.value.listed >= MAX_LISTED_FILES)
    return {
      kind: 'needed',
      say: msg`GitHub lists the first ${MAX_LISTED_FILES} changed files only and none of them matches 'paths', so the rest may: the pull request needs docs.`,
    };
  const folder = folderMeant(paths, listed.value.paths);
  // A folder meant and missed is a wrong input, never "no docs needed": a skipped required check passes.
  if (folder !== undefined)
    return {
      kind: 'none-match',
      ending: {
        outcome: 'no-docs-needed',
        heading: "No docs job: 'paths' names a folder as a file",
        why: folder,
        next: "Fix 'paths' as said, then push (or re-run this run).",
        fails: 'input',
      },
    };
  return {
    kind: 'none-match',
    ending: {
      outcome: 'no-docs-needed',
      heading: "No docs needed: no changed file matches 'paths'",
      why: msg`${listed.value.listed === 1 ? 'The one changed file does not match' : `None of the ${listed.value.listed} changed files matches`} 'paths' (${quoted(paths.join(', '), 200)}).`,
      next: "Change 'paths' if these files need docs.",
    },
  };
}
