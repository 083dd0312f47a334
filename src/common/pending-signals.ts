/**
 * Node runs a signal's handler only when its event loop reads the signal, in the loop's poll phase.
 * Code that takes no turn of the loop (loading the bundle, reading the inputs, building a prompt:
 * awaits on settled promises only) runs on past a cancel the runner already sent. Two turns of
 * `setImmediate` pass one poll phase whichever phase they start in, so a signal sent before this
 * call has reached its handler when it returns. Event-loop turns, not time: no clock is read.
 */
export async function letPendingSignalsIn(): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await new Promise<void>((resolve) => setImmediate(resolve));
}
