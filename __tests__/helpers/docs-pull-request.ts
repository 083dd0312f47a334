/** The docs pull request acme/docs#42 as the simulated GitHub API answers it: open, not a draft. */
export const DOCS_PULL_REQUEST = {
  'acme/docs#42': {
    number: 42,
    state: 'open',
    draft: false,
    merged: false,
    merged_at: null,
    head: { sha: 'f00dfeed'.repeat(5), ref: 'agent/job-readable' },
  },
};
