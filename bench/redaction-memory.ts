/**
 * `node --expose-gc bench/redaction-memory.ts`: the heap the redaction keeps after a full
 * collection once it has read texts that each echo a secret thousands of times (a hostile body),
 * against before it read them, in KiB. What it remembers of texts read lately must stay small.
 */
import { createRedact } from '../src/output/redaction.ts';

const KEY = 'mint_demo0123456789abcdefghij';
const heapAfterCollection = (): number => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 1024;
};
const redact = createRedact([KEY]);
redact('warm-up');
const before = heapAfterCollection();
for (let i = 0; i < 12; i++) redact(`${i} ${`${KEY} `.repeat(4_000)}`);
console.log(JSON.stringify({ keptKiB: Math.max(0, heapAfterCollection() - before) }));
