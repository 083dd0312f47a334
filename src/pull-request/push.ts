/**
 * What a push to the product pull request tells its docs job: the pull request's own new commits
 * and the files they change since the last head the job was told about. A merge of the base
 * branch into the pull request ("Update branch") is not news: merge commits are left out, and
 * files only the base changed too. A force-push rewrote the history: the job is told so, with the
 * pull request's changes against its base. The user's prompt is never sent again. Nothing here
 * cuts a value (commit ids are whole, titles are whole first lines, lists drop whole items): what
 * is shown of the message goes through the log, which redacts before it cuts.
 */
import type { Comparison } from './host.ts';
import type { Say } from '../output/text.ts';
import { GITHUB_WORDS, type PullRequestWords } from './where.ts';

/** At most this many commits and files are named in one follow-up; the rest are counted. */
export const MAX_NAMED_COMMITS = 30;
export const MAX_NAMED_FILES = 100;

function named(title: string, items: string[], max: number): string {
  const shown = items.slice(0, max).map((item) => `- ${item}`);
  const rest = items.length > max ? [`- and ${items.length - max} more`] : [];
  return [title, ...shown, ...rest].join('\n');
}

/** What changed, as the host told it. */
export type PushChange =
  /** `prFiles`: the pull request's files against its base, when the comparison's own cannot serve. */
  | { kind: 'compared'; from: string; comparison: Comparison; prFiles?: string[] }
  | { kind: 'rewritten'; from?: string; prFiles: string[] }
  /** The comparison could not be read: the job is told there is news, with the files when known. */
  | { kind: 'unlisted'; prFiles?: string[]; why?: Say };

const closing = (noun: string) => `Update the docs ${noun} you opened for these changes, and keep what still holds.`;

/**
 * The follow-up for a push, or undefined when nothing in it is news (only a merge of the base
 * branch); in its host's words (`words`: a GitLab merge request is no pull request).
 */
export function pushMessage(
  where: string,
  to: string,
  change: PushChange,
  words: PullRequestWords = GITHUB_WORDS,
): string | undefined {
  const { noun } = words;
  if (change.kind === 'unlisted')
    return [
      `The product ${noun} ${where} has new commits; its head is now ${to}. What they change could not be listed.`,
      ...(change.prFiles ? [named(`The ${noun}'s changes against its base:`, change.prFiles, MAX_NAMED_FILES)] : []),
      closing(noun),
    ].join('\n\n');
  if (change.kind === 'rewritten') {
    // No head told is known (its record went with a deleted comment): no force-push is claimed.
    const what =
      change.from === undefined
        ? `The product ${noun} ${where} has new commits; its head is now ${to}. Which of its heads you were last told of is not known here.`
        : `The history of the product ${noun} ${where} was rewritten since ${change.from} (a force-push); its head is now ${to}.`;
    return [
      what,
      named(`All of the ${noun}'s changes against its base:`, change.prFiles, MAX_NAMED_FILES),
      closing(noun),
    ].join('\n\n');
  }
  const { comparison, from } = change;
  const own = comparison.commits.filter((commit) => !commit.merge);
  if (own.length === 0) return undefined;
  const merged = own.length < comparison.commits.length;
  // With the base merged in, the comparison's files include the base's: keep the pull request's own.
  const files =
    change.prFiles === undefined
      ? comparison.files
      : merged && !comparison.filesCapped
        ? comparison.files.filter((file) => change.prFiles?.includes(file))
        : change.prFiles;
  const commits = own.map((commit) => `${commit.sha} ${commit.title}`);
  const more = comparison.moreCommits ? [`(and more commits than ${words.host} listed)`] : [];
  const capped = `Files the ${noun} changes (${words.host} lists ${words.compareFiles} of a push's):`;
  return [
    `The product ${noun} ${where} changed since ${from}; its head is now ${to}.`,
    [named('New commits:', commits, MAX_NAMED_COMMITS), ...more].join('\n'),
    named(comparison.filesCapped ? capped : 'Files changed:', files, MAX_NAMED_FILES),
    closing(noun),
  ].join('\n\n');
}
