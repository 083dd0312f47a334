/**
 * What a write sends its host, redacted where it leaves: every free text run through the one
 * redaction, and each record the action signed kept as it was made. Every host's wire (GitHub's,
 * GitLab's) sends its writes' parameters through `redactParams`.
 */
import type { Redact } from './redaction.ts';

/**
 * A record the action signed (a comment's hidden marker, a check run's `external_id`), sent as
 * made: the client redacts every other text of a write, never this. A record carries no secret by
 * construction (ids and commit ids checked by pattern, a login, a turn's text the log redacted
 * before it was stored, all base64url-encoded, and an HMAC-SHA256 of them), so redaction could
 * find in it only a chance match of a piece of a secret, and would then break its signature.
 * Only `SignedRecord.of` makes one, and only the hosts' writes of records call it.
 */
export class SignedRecord {
  readonly token: string;
  private constructor(token: string) {
    this.token = token;
  }
  static of(token: string): SignedRecord {
    return new SignedRecord(token);
  }
}

/** A parameter's text made of free text and signed records, joined once each free part is redacted. */
export class TextWithRecords {
  readonly parts: ReadonlyArray<string | SignedRecord>;
  private constructor(parts: ReadonlyArray<string | SignedRecord>) {
    this.parts = parts;
  }
  static of(...parts: Array<string | SignedRecord>): TextWithRecords {
    return new TextWithRecords(parts);
  }
}

/**
 * A write's parameters as they leave: every string redacted (the one redaction, the log's), at
 * any depth (a comment's body, a check run's title, summary and text, a dispatch's inputs), and
 * each signed record kept as it was made.
 */
export function redactParams(value: unknown, redact: Redact): unknown {
  if (typeof value === 'string') return redact(value);
  if (value instanceof SignedRecord) return value.token;
  if (value instanceof TextWithRecords)
    return value.parts.map((part) => (part instanceof SignedRecord ? part.token : redact(part))).join('');
  if (Array.isArray(value)) return value.map((item) => redactParams(item, redact));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactParams(item, redact)]));
  return value;
}
