/** A step under way: what its stages share, made once by main. */
import type { Clock } from '../common/clock.ts';
import type { StepRecord } from '../pull-request/record.ts';
import type { PullRequestSurfaces } from '../pull-request/plan.ts';
import type { Trigger } from '../pull-request/host.ts';
import type { Config, Work } from '../inputs/inputs.ts';
import type { Log } from '../output/log.ts';
import type { JobEnding, Outcome, StepHistory } from '../report/verdict.ts';
import type { Service } from '../service/client.ts';
import type { CommandComment } from './follow-up-command.ts';
import type { Tally } from './finish-turn.ts';

export interface Step {
  log: Log;
  /** The inputs, as read once. */
  config: Config;
  /** What this run does with the service: as the inputs say, or as its pull request's state decided. */
  work: Work;
  /** What happened before the wait, for the report: sent, started, resumed. */
  history: StepHistory;
  service: Service;
  clock: Clock;
  random: () => number;
  /** Aborts on SIGINT or SIGTERM. */
  signal: AbortSignal;
  requestTimeoutMs: number;
  /** The clock's origin and the step's deadline, both monotonic. */
  since: number;
  deadline: number;
  trigger: Trigger | undefined;
  surfaces: PullRequestSurfaces;
  /** What the comment and the check run record of this step, for a re-run to read. */
  record: StepRecord;
  /** The pull request comment that asked for the follow-up (`follow-up-command`): its reactions. */
  command?: CommandComment;
  /** A follow-up that waits for the job to be idle before it is sent (a command's, a push's). */
  idleFirst?: boolean;
  /** Reports the endings on every surface; the step's outcome. */
  finish(endings: JobEnding[], tally: Tally): Promise<Outcome>;
}
