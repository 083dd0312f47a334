/**
 * What a run's stages share, built once by the face that starts the run (main.ts): its log and
 * environment, its clock, its cancel signal and deadline, the service and the code host (whose
 * pull request hosts are each built once a run). A stage names the part it uses as a `Pick` of
 * this, never a bag of its own.
 */
import type { Clock } from '../common/clock.ts';
import type { Log } from '../output/log.ts';
import type { CodeHost } from '../pull-request/code-host.ts';
import type { LeaseBook } from '../pull-request/lease.ts';
import type { Service } from '../service/client.ts';

export interface RunContext {
  log: Log;
  env: NodeJS.ProcessEnv;
  clock: Clock;
  random: () => number;
  /** Aborts on the runner's cancel. */
  signal: AbortSignal;
  /** The monotonic time the step's `timeout` ends at. */
  deadline: number;
  /** One request may take this long before it counts as a transient fault. */
  requestTimeoutMs: number;
  service: Service;
  /** How many requests this run has sent the service so far (each try of each request counts). */
  serviceRequests(): number;
  codeHost: CodeHost;
  /** The pull requests' leases this run holds (pull-request/lease.ts). */
  leases: LeaseBook;
}
