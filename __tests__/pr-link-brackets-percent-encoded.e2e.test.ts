/**
 * Was broken: a `prLink` on a host the action does not know is handed on as `pr-link`, `pr-links`
 * and the `results` entry's `prLink` with `##[` raw (src/service/pr-link.ts `encodeSpecials`
 * percent-encodes `$ \` ' " ( ) \ ; & | < > ! * { } ^` and space, never `[` or `]`; a URL keeps `#`
 * and `[` raw in its fragment and path). The runner reads `##[name]` anywhere in a line as a
 * workflow command.
 *
 * How a user meets it: README's recipe (examples/start-and-wait.yml) hands `pr-link` to a script
 * through `env:` and prints it: `echo "Agent job $JOB_ID ended $STATUS; pull request: ${PR_LINK:-none}"`.
 * A service (or a proxy or cache in between) that answers
 * `prLink: "https://docs.example.net/review##[error]..."` makes that line an error annotation
 * (or `##[add-mask]`, `##[set-output ...]`) in the user's run. README promises: "A link on a host
 * the action does not know is handed on as sent, with only characters a shell or a log would
 * misread percent-encoded"; the action's own log already writes the same link as `##\[`.
 *
 * What should happen instead: the `[` (and `]`) of a link handed on is percent-encoded as the other
 * characters a log would misread are (`%5B`, `%5D`: the same URL to a browser), in `pr-link`,
 * `pr-links` and `results`, so no line that prints it holds `##[`.
 */
import { describe, expect, it } from '@jest/globals';
import { useSimulatedService } from './helpers/simulated.ts';

const sim = useSimulatedService();

describe('a pull request link on another host, handed on', () => {
  it('holds no `##[` the runner would read as a workflow command', async () => {
    const link = 'https://docs.example.net/review/42##[error]Docs agent: the api-key leaked, rotate it now';
    sim.service().setJob('job-linked', [
      {
        job: {
          id: 'job-linked',
          status: 'completed',
          prLink: link.replace(/ /g, '%20'),
          source: { repository: 'https://github.com/acme/docs', ref: 'agent/job-linked' },
        },
      },
    ]);
    const run = await sim.act({ 'job-id': 'job-linked' });
    expect(run.exitCode).toBe(0);
    // The link is handed on (a host the action does not know), as README says.
    expect(run.outputs['pr-link']).toMatch(/^https:\/\/docs\.example\.net\/review\/42/);
    // README's recipe prints it: each line it prints must hold no command the runner reads.
    const printed = `Agent job job-linked ended ${run.outputs.status}; pull request: ${run.outputs['pr-link']}`;
    expect({ printed, hasRunnerCommand: /##\[/.test(printed) }).toEqual({ printed, hasRunnerCommand: false });
    expect(run.outputs['pr-links']).not.toContain('##[');
    expect(run.outputs.results).not.toContain('##[');
  });
});
