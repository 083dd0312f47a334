/**
 * `node bench/poll-memory.ts <base-url> <polls>`: runs the real client and polling loop for that
 * many polls against a local service, with no sleeping, and prints peak RSS and the heap after a
 * full collection (run with --expose-gc), in KiB.
 */
import { createFetchJob } from '../src/service/client.ts';
import { createHttpSend } from '../src/service/transport.ts';
import { waitForJob } from '../src/wait/wait.ts';
import { systemClock } from '../src/common/clock.ts';

const [baseUrl = '', pollsText = '100'] = process.argv.slice(2);
const polls = Number(pollsText);
const lines = { info: () => undefined, warning: () => undefined, debug: () => undefined };
const fetchJob = createFetchJob(
  { baseUrl, projectId: 'demo-project', jobId: `job-${polls}`, apiKey: 'mint_demo0123456789abcdef' },
  createHttpSend({}),
  () => undefined,
);
const result = await waitForJob({
  fetchJob,
  clock: { ...systemClock, sleep: () => new Promise((resolve) => setImmediate(resolve)) },
  random: Math.random,
  log: lines,
  pollIntervalMs: 1,
  timeoutMs: 600_000,
  requestTimeoutMs: 30_000,
  signal: new AbortController().signal,
});
if (result.polls !== polls || result.job?.status !== 'completed') {
  console.error(`expected ${polls} polls ending completed, got ${result.polls} ending ${result.outcome}`);
  process.exit(1);
}
// The heap after a full collection: what the polls left behind, apart from compiled code.
(globalThis as { gc?: () => void }).gc?.();
const heapKiB = Math.round(process.memoryUsage().heapUsed / 1024);
console.log(JSON.stringify({ polls: result.polls, maxRssKiB: process.resourceUsage().maxRSS, heapKiB }));
process.exit(0);
