import v8 from 'node:v8';

/**
 * The action sleeps nearly all the time and a poll costs microseconds of CPU, so V8's
 * optimizing compilers (Turbofan, Maglev) buy nothing here, and over thousands of polls they
 * and a growing young generation add about 20 MiB to the process. Measured by `npm run bench`.
 * Only flags that V8 reads when it decides to optimize or to grow the heap are changed.
 */
export function tuneForWaiting(): void {
  v8.setFlagsFromString('--no-turbofan');
  v8.setFlagsFromString('--no-maglev');
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}
