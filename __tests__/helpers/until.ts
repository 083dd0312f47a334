/**
 * Resolves once `condition` holds: a wait for something the test can see happen (a request, a
 * reaction, a line of a child's output), never for a stretch of time. It looks again every 10 ms;
 * the test's own timeout bounds it.
 */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

/**
 * Does `then` once `condition` holds while `work` (a run) is under way, or once the work ended
 * without it; resolves to the work's result.
 */
export async function once<T>(work: Promise<T>, condition: () => boolean, then: () => void): Promise<T> {
  let ended = false;
  const watched = work.finally(() => (ended = true));
  await until(() => ended || condition());
  then();
  return watched;
}
