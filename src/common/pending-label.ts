/** The label a step that let the runner go puts on its pull request, and the finish takes off: the sweep's index. */
export const PENDING_LABEL = 'agent-job-pending';
