/**
 * The runner cancels a step with SIGINT, then SIGTERM 7.5 s later. This module is the first one
 * index.ts imports, so the handlers are in place before the rest of the bundle is evaluated:
 * a signal that came earlier would end the process with nothing written.
 */
const controller = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => controller.abort());
}

/** Aborts on the first SIGINT or SIGTERM; later signals change nothing. */
export const cancelled: AbortSignal = controller.signal;
