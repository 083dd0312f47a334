/**
 * The one cancellation every request of the step takes. The runner cancels with SIGINT and
 * kills with SIGTERM 7.5 s later; whatever was in flight when the cancel came, and whatever
 * starts after it, ends `LAST_WRITES_MS` after the cancel at the latest, so the step has its
 * outputs and summary written and exits before the SIGTERM. The clients (the service's and
 * GitHub's) join this signal to every request they send: no budget built anywhere else, nor one
 * fixed before the cancel came, can outlive it.
 */
import type { Clock } from './clock.ts';

/** What the last writes of a cancelled step may take, counted from the cancel. */
export const LAST_WRITES_MS = 5_000;

export interface StepEnd {
  /** Aborts `LAST_WRITES_MS` after the cancel. */
  signal: AbortSignal;
  /** Lets the timer go once the step is over. */
  dispose(): void;
}

export function stepEnd(cancel: AbortSignal, clock: Clock, lastWritesMs = LAST_WRITES_MS): StepEnd {
  const ended = new AbortController();
  const disposed = new AbortController();
  const afterCancel = (): void => {
    void clock.sleep(lastWritesMs, disposed.signal).then(() => {
      if (!disposed.signal.aborted) ended.abort();
    });
  };
  if (cancel.aborted) afterCancel();
  else cancel.addEventListener('abort', afterCancel, { once: true });
  return {
    signal: ended.signal,
    dispose: () => {
      cancel.removeEventListener('abort', afterCancel);
      disposed.abort();
    },
  };
}

/** A request's own signal joined with the step's end. */
export function withinStep(signal: AbortSignal | undefined, end: AbortSignal | undefined): AbortSignal | undefined {
  if (!end) return signal;
  return signal ? AbortSignal.any([signal, end]) : end;
}
