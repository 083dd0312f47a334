/**
 * A review of a GitLab merge request, as the host's review: GitLab gives a review no id of its own
 * (docs.gitlab.com/api/draft_notes/: a reviewer's draft notes are published together), so a
 * review here is a reviewer's line comments (`DiffNote`s of the discussions,
 * docs.gitlab.com/api/discussions/) published together: each within PUBLISHED_TOGETHER_MS of the
 * one before it, by the same author. Its id is its first note's, so it names the same review on
 * every read; its line comments carry their lines from the note's `position`. A reaction on a
 * line is an award on its note.
 */
import type { Answer, Budget, Failure, PullRequestHost } from '../pull-request/host.ts';
import type { LineComment, Review } from '../pull-request/review.ts';
import { route, type GitLabWire } from './wire.ts';
import { fullText } from '../output/text.ts';
import { ALREADY_AWARDED, authorOf, EMOJI, gitLabId, isInternalNote, READ_NEEDS, time, WRITE_NEEDS } from './values.ts';

/** Notes a publish makes are dated within this of each other; a reviewer's next review comes later than that. */
export const PUBLISHED_TOGETHER_MS = 5_000;

const UNREADABLE: Failure = {
  ok: false,
  status: 200,
  cause: "GitLab's discussions hold a note that is not what GitLab sends (an id that is not a number, no body)",
};

interface DiffNote {
  id: number;
  authorId?: number;
  review: Omit<Review, 'id' | 'state' | 'body'>;
  line: LineComment;
}

const lineNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

/** A discussion's note as a line comment, 'other' for a note that is none (a plain or system note), undefined when unreadable. */
function diffNoteOf(item: unknown): DiffNote | 'other' | undefined {
  const note = (item ?? {}) as Record<string, unknown>;
  const id = gitLabId(note.id);
  if (id === undefined || typeof note.body !== 'string') return undefined;
  if (note.type !== 'DiffNote' || note.system === true || isInternalNote(note)) return 'other';
  const position = (note.position ?? {}) as Record<string, unknown>;
  const path = typeof position.new_path === 'string' ? position.new_path : position.old_path;
  if (typeof path !== 'string') return undefined;
  const author = authorOf(note.author);
  const createdAt = time(note.created_at);
  const line = lineNumber(position.new_line);
  const originalLine = lineNumber(position.old_line);
  return {
    id,
    ...(author?.id === undefined ? {} : { authorId: author.id }),
    review: { ...(author === undefined ? {} : { author }), submittedAt: createdAt },
    line: {
      id,
      path,
      ...(line === undefined ? {} : { line }),
      ...(originalLine === undefined ? {} : { originalLine }),
      body: note.body,
      createdAt,
    },
  };
}

/** The diff notes of every discussion, oldest first, or a failure when one cannot be read. */
async function diffNotes(
  wire: GitLabWire,
  projectId: number,
  iid: number,
  budget: Budget,
): Promise<Answer<DiffNote[]>> {
  const listed = await wire.list(
    { path: route`/projects/${projectId}/merge_requests/${iid}/discussions`, needs: READ_NEEDS },
    budget,
  );
  if (!listed.ok) return listed;
  const notes: DiffNote[] = [];
  for (const discussion of listed.items) {
    const items = (discussion as { notes?: unknown } | null)?.notes;
    if (!Array.isArray(items)) return UNREADABLE;
    for (const item of items) {
      const note = diffNoteOf(item);
      if (note === undefined) return UNREADABLE;
      if (note !== 'other') notes.push(note);
    }
  }
  return { ok: true, value: notes.sort((a, b) => a.line.createdAt - b.line.createdAt || a.id - b.id) };
}

/** The notes grouped into reviews: an author's notes each within PUBLISHED_TOGETHER_MS of the one before. */
export function reviewsOf(notes: readonly DiffNote[]): Array<{ review: Review; lines: LineComment[] }> {
  const reviews: Array<{ review: Review; lines: LineComment[]; last: number; authorId?: number }> = [];
  for (const note of notes) {
    const open = reviews.findLast((review) => review.authorId !== undefined && review.authorId === note.authorId);
    const together = open !== undefined && note.line.createdAt - open.last <= PUBLISHED_TOGETHER_MS;
    if (open && together) {
      open.lines.push(note.line);
      open.last = note.line.createdAt;
      continue;
    }
    reviews.push({
      review: { id: note.id, state: 'commented', body: '', ...note.review },
      lines: [note.line],
      last: note.line.createdAt,
      ...(note.authorId === undefined ? {} : { authorId: note.authorId }),
    });
  }
  return reviews.map(({ review, lines }) => ({ review, lines }));
}

type ReviewOperations = Pick<PullRequestHost, 'reviews' | 'reviewComments' | 'reactOnLine'>;

export function reviewOperations(site: { wire: GitLabWire; projectId: number; iid: number }): ReviewOperations {
  const { wire, projectId, iid } = site;
  return {
    async reviews(budget) {
      const notes = await diffNotes(wire, projectId, iid, budget);
      return notes.ok ? { ok: true, value: reviewsOf(notes.value).map(({ review }) => review) } : notes;
    },

    async reviewComments(reviewId, budget) {
      const notes = await diffNotes(wire, projectId, iid, budget);
      if (!notes.ok) return notes;
      const review = reviewsOf(notes.value).find((found) => found.review.id === reviewId);
      return { ok: true, value: review?.lines ?? [] };
    },

    async reactOnLine(noteId, mark, budget) {
      const made = await wire.request(
        {
          method: 'POST',
          path: route`/projects/${projectId}/merge_requests/${iid}/notes/${noteId}/award_emoji`,
          body: { name: EMOJI[mark] },
          needs: WRITE_NEEDS,
        },
        budget,
      );
      // A second award of the same emoji is refused (404 "has already been taken"): the line has it.
      const had = !made.ok && made.status === 404 && ALREADY_AWARDED.test(fullText(made.cause));
      return made.ok || had ? { ok: true, value: null } : made;
    },
  };
}
