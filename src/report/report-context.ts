/**
 * What the report is built from besides the endings, and each ending with its verdict. Types only:
 * report.ts, mirror.ts and summary.ts each take them from here, so no circle of imports runs
 * between those three.
 */
import type { Config } from '../inputs/inputs.ts';
import type { JobEnding, StepHistory, Verdict } from './verdict.ts';

/** What the report needs besides the endings. */
export interface ReportContext {
  config: Config;
  history: StepHistory;
  /** How long the step took, measured once. */
  waitedMs: number;
  /** Requests made to the service, a start or follow-up included. */
  polls: number;
  runUrl?: string;
  /** How this action is named in a workflow's `uses:`, for the YAML to copy. */
  actionRef?: string;
  /** The pull request comment and the check run this step keeps, once written. */
  links?: { commentUrl?: string; checkRunUrl?: string };
}

/** One job with its verdict. */
export interface Judged {
  ending: JobEnding;
  verdict: Verdict;
}
