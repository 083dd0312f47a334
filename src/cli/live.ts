/**
 * On a terminal, one line that says where the wait stands (the status, the time waited, the next
 * read), written over itself each second; the lines for people are written above it. Elsewhere
 * (a CI log, a pipe) there is none: each change is a line of its own.
 */
import type { Clock } from '../common/clock.ts';
import { formatDuration } from '../inputs/duration.ts';
import type { Progress } from '../output/log.ts';

/** Standard error when it is a terminal: what the live line writes with, and how wide it may be. */
export interface Terminal {
  write(text: string): void;
  /** The terminal's width in characters, when it says. */
  columns(): number | undefined;
}

export interface LiveLine {
  show(progress: Progress): void;
  /** Writes a line for people: the live line is taken away first and drawn again after it. */
  line(text: string): void;
  /** Takes the live line away for good. */
  stop(): void;
}

/** Back to the line's start, and the line cleared: no colour, nothing else of ANSI. */
const CLEAR = '\r\u001b[2K';
const TICK_MS = 1_000;

/** Whole seconds: a live line that counts milliseconds would only flicker. */
function seconds(ms: number, round: (x: number) => number): string {
  const whole = round(ms / 1_000);
  return whole <= 0 ? '0s' : formatDuration(whole * 1_000);
}

/** The live line's words for `progress`, `sinceMs` after it came. */
export function liveText(progress: Progress, sinceMs: number): string {
  const who = progress.job === undefined ? '' : `${progress.job}: `;
  const status = progress.status ?? 'no answer yet';
  const next = progress.nextReadInMs - sinceMs;
  const read = next > 0 ? `next read in ${seconds(next, Math.round)}` : 'reading';
  return `${who}${status}, waited ${seconds(progress.waitedMs + sinceMs, Math.floor)}; ${read} (Ctrl-C to stop)`;
}

/** Columns a character takes: two from U+1100 on (wide scripts, emoji), an over-count that never wraps. */
const columnsOf = (char: string): number => ((char.codePointAt(0) ?? 0) >= 0x1100 ? 2 : 1);

/** Cut to fit the terminal's width less one column, so the line never wraps (a wrapped line cannot be cleared). */
export function fitted(text: string, columns: number | undefined): string {
  // A terminal that gives no width (0) is taken as 80 wide.
  const width = Math.max(20, (columns || 80) - 1);
  const chars = [...text];
  if (chars.reduce((sum, char) => sum + columnsOf(char), 0) <= width) return text;
  let used = 1; // the ellipsis
  let out = '';
  for (const char of chars) {
    used += columnsOf(char);
    if (used > width) break;
    out += char;
  }
  return `${out}…`;
}

/** `ticks`: draw again each second on `clock` (off in a test that moves the clock itself). */
export function createLiveLine(terminal: Terminal, clock: Clock, ticks = true): LiveLine {
  let shown: { progress: Progress; at: number } | undefined;
  let drawn = false;
  const stopped = new AbortController();
  const draw = (): void => {
    if (!shown) return;
    terminal.write(`${CLEAR}${fitted(liveText(shown.progress, clock.now() - shown.at), terminal.columns())}`);
    drawn = true;
  };
  const erase = (): void => {
    if (drawn) terminal.write(CLEAR);
    drawn = false;
  };
  const tick = async (): Promise<void> => {
    while (!stopped.signal.aborted) {
      await clock.sleep(TICK_MS, stopped.signal);
      if (!stopped.signal.aborted) draw();
    }
  };
  return {
    show(progress) {
      if (stopped.signal.aborted) return;
      const first = shown === undefined;
      shown = { progress, at: clock.now() };
      draw();
      if (first && ticks) void tick();
    },
    line(text) {
      erase();
      terminal.write(`${text}\n`);
      // A line after the read it waited for (a new status, the result) is news the live line has not caught up with.
      if (shown && clock.now() - shown.at < shown.progress.nextReadInMs) draw();
    },
    stop() {
      stopped.abort();
      erase();
      shown = undefined;
    },
  };
}
