/**
 * Resolves once `condition` holds: a wait for something the test can see happen (a request, a
 * reaction, a line of a child's output), never for a stretch of time. It looks again every 10 ms;
 * the test's own timeout bounds it.
 */
export async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
