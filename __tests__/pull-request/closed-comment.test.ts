/** The closed pull request's comment says so at its top, once, with its records untouched. */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { bodyOf, closedComment as closedBody } from '../../src/pull-request/closed-comment.ts';

const closedComment = (body: string, notice: string): string => bodyOf(closedBody(body, notice));

const MARKER = '<!-- wait-for-agent-job.abc.eyJyZWNvcmRzIjpbXX0.c2lnbmVk -->';
const FRESH = '<p>Docs pull request as of 2026-11-26 14&#58;05 UTC; refreshed on every run of this workflow.</p>';
const MERGED =
  '<h3>🔀 This pull request was merged&#58; the docs pull request was told; this comment is no longer refreshed.</h3>';
const CLOSED = '<h3>🔚 This pull request was closed without merging; this comment is no longer refreshed.</h3>';
const comment = (html: string): string => `${html}\n${MARKER}\n`;
const first = '<h3>✅ Completed&#58; acme/docs&#35;101 · open · run</h3>';

describe('the comment of a closed pull request', () => {
  it('says it at the top, drops the freshness line, and keeps the records as they were', () => {
    const body = closedComment(comment(`${first}\n${FRESH}\n<details><summary>x</summary></details>`), MERGED);
    expect(body.startsWith(`${MERGED}\n${first}\n`)).toBe(true);
    expect(body).not.toContain('refreshed on every run');
    expect(body.endsWith(`\n${MARKER}\n`)).toBe(true);
  });

  it('says it once however often the close is re-run, and the newest wording wins', () => {
    const once = closedComment(comment(`${first}\n${FRESH}`), MERGED);
    expect(closedComment(once, MERGED)).toBe(once);
    const reopenedAndClosed = closedComment(once, CLOSED);
    expect(reopenedAndClosed.match(/This pull request was/g)).toHaveLength(1);
    expect(reopenedAndClosed.startsWith(CLOSED)).toBe(true);
  });

  it("says a GitLab merge request's close once too, in its words", () => {
    const merged = MERGED.replaceAll('pull request', 'merge request');
    const once = closedComment(comment(`${first}\n${FRESH}`), merged);
    expect(closedComment(once, merged)).toBe(once);
    expect(once.match(/This merge request was merged/g)).toHaveLength(1);
  });

  it('never touches the marker line, whatever the comment holds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (html, after, merged) => {
        const records = `\n<!-- wait-for-agent-job.${after} -->\n`;
        const body = closedComment(`${html.replaceAll('<!--', '')}${records}`, merged ? MERGED : CLOSED);
        expect(body.endsWith(records)).toBe(true);
        expect(body.startsWith(merged ? MERGED : CLOSED)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('sends as the record only the last marker line: a line a person added after it is text', () => {
    const added = 'mint_added0123456789 (added by hand)';
    const parts = closedBody(`${first}\n<!-- wait-for-agent-job.old -->\n${MARKER}\n${added}\n`, MERGED);
    expect(parts.record).toBe(MARKER);
    // The text goes out through the host's wire, which redacts it; the record is sent as signed.
    expect(parts.text).toContain(added);
    expect(parts.text).toContain('<!-- wait-for-agent-job.old -->');
  });
});
