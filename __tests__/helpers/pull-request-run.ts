/** The trigger of a pull request run, as the unit tests of the comment and the check run see it. */
import type { Trigger } from '../../src/pull-request/host.ts';

export const STEP = { workflow: 'Docs', job: 'docs', step: 'agent', repository: 'acme/product', pull: 5 };

export function pullRequestTrigger(change: Partial<Trigger> = {}): Trigger {
  return {
    owner: 'acme',
    repo: 'product',
    eventName: 'pull_request',
    pullNumber: 5,
    headSha: 'a'.repeat(40),
    headNeedsLookUp: false,
    fromFork: false,
    runId: '77',
    attempt: 1,
    runUrl: 'https://github.com/acme/product/actions/runs/77',
    step: STEP,
    notes: [],
    ...change,
  };
}
