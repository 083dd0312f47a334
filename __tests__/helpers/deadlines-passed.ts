/** Moves a pull request comment's pending records' deadlines into the past: they are signed with the api-key, which a test holds. */
import { DEMO_API_KEY } from '../../sim/service.ts';
import { PR_STEP } from '../../sim/pull-request.ts';
import { commentMarker, readCommentRecords } from '../../src/pull-request/record.ts';

export function deadlinesPassed(comment: { body: string } | undefined, nowMs: number): void {
  const kept = readCommentRecords(comment?.body, PR_STEP, DEMO_API_KEY);
  if (!comment || !kept) throw new Error('no comment');
  const records = kept.records.map((record) =>
    record.pending ? { ...record, pending: { ...record.pending, until: nowMs - 1_000 } } : record,
  );
  comment.body = comment.body.replace(
    /<!-- wait-for-agent-job[^>]*-->/,
    commentMarker(PR_STEP, { ...kept, records }, DEMO_API_KEY),
  );
}
