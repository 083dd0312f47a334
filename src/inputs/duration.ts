const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const DURATION = /^(\d+(?:\.\d+)?|\.\d+)\s*(ms|s|m|h)?$/i;

/** Parses `10`, `0.5`, `500ms`, `45s`, `30m` or `1h` into milliseconds; a bare number is seconds. */
export function parseDuration(text: string): number | undefined {
  const match = DURATION.exec(text.trim());
  if (!match) return undefined;
  const unit = (match[2] ?? 's').toLowerCase();
  const ms = Number(match[1]) * (UNIT_MS[unit] ?? 1_000);
  return Number.isFinite(ms) ? Math.round(ms) : undefined;
}

/** Renders milliseconds the way a person reads them: `850ms`, `12s`, `4m 05s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  if (ms < 1_000) return `${Math.max(0, Math.round(ms))}ms`;
  const totalSeconds = Math.round(ms / 1_000);
  if (totalSeconds < 60) return `${totalSeconds}s`;
  const hours = Math.floor(totalSeconds / 3_600);
  const minutes = Math.floor((totalSeconds % 3_600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}m`;
  return `${minutes}m ${String(seconds).padStart(2, '0')}s`;
}

/** Renders milliseconds in the form the duration inputs take: `250ms`, `1.5s`, `30s`, `30m`, `1h`. */
export function formatInputDuration(ms: number): string {
  const rounded = Math.max(0, Math.round(ms));
  if (rounded < 1_000) return `${rounded}ms`;
  const tenths = Math.round(rounded / 100) / 10;
  if (tenths < 60 || tenths % 60 !== 0) return `${tenths}s`;
  const minutes = tenths / 60;
  return minutes % 60 === 0 ? `${minutes / 60}h` : `${minutes}m`;
}
