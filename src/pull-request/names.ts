/**
 * The names the pull request's modules share: an account's, as the host gives it, and a step's,
 * as its records carry it. Types only, importing nothing: host.ts, record.ts and review.ts each
 * take them from here, so no circle of imports runs between those three.
 */

/** An account as the host names it. `login` is its name as written, `handle` the same name for comparing. */
export interface Account {
  id?: number;
  login?: string;
  handle?: string;
}

/** A comment's or reaction's author: `bot` for an app's or a workflow token's account. */
export interface Author extends Account {
  bot: boolean;
}

/**
 * The step a record belongs to: the workflow file (GITHUB_WORKFLOW_REF's path, not the display
 * name two files can share), the job and the step, in this repository, on this pull request.
 */
export interface StepName {
  workflow: string;
  job: string;
  step: string;
  /** `owner/repo`: a record copied to another repository is not this step's. */
  repository?: string;
  /** A record copied to another pull request is not this step's. */
  pull?: number;
}
