/** What the runner's environment says about this run, read in one place. */

/** The link to this workflow run, or undefined outside a workflow run. */
export function workflowRunUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  if (!repository || !runId) return undefined;
  return `${server || 'https://github.com'}/${repository}/actions/runs/${runId}`;
}
