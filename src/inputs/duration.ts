const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };
const NUMBER = String.raw`(?:\d+(?:\.\d+)?|\.\d+)`;
const ONE = new RegExp(String.raw`^(${NUMBER})\s*(ms|s|m|h)?$`, 'i');
/** Several parts, each with its unit, largest first: `1h30m`, `5m 30s`, `1m30.5s`. */
const PART = new RegExp(String.raw`(${NUMBER})\s*(ms|s|m|h)\s*`, 'giy');
const ORDER = ['h', 'm', 's', 'ms'];

type Part = { number: string; unit: string };

/** Parses `10`, `0.5`, `500ms`, `45s`, `30m`, `1h` or `1h30m` into milliseconds; a bare number is seconds. */
export function parseDuration(text: string): number | undefined {
  const trimmed = text.trim();
  const one = ONE.exec(trimmed);
  const parts = one ? [{ number: one[1] ?? '', unit: one[2] ?? 's' }] : severalParts(trimmed);
  if (parts === undefined) return undefined;
  const ms = parts.reduce((sum, { number, unit }) => sum + Number(number) * (UNIT_MS[unit.toLowerCase()] ?? 1_000), 0);
  return Number.isFinite(ms) ? Math.round(ms) : undefined;
}

function severalParts(text: string): Part[] | undefined {
  const parts: Part[] = [];
  PART.lastIndex = 0;
  for (let match = PART.exec(text); match; match = PART.exec(text)) {
    parts.push({ number: match[1] ?? '', unit: match[2] ?? '' });
    if (PART.lastIndex === text.length) break;
  }
  if (parts.length < 2 || PART.lastIndex !== text.length) return undefined;
  const ranks = parts.map(({ unit }) => ORDER.indexOf(unit.toLowerCase()));
  return ranks.every((rank, i) => i === 0 || rank > (ranks[i - 1] ?? 0)) ? parts : undefined;
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
