/**
 * A hostile GitHub answer to the label's removal that echoes the api-key and the report-token (cut
 * where a message is capped, broken over lines, with a workflow command) is quoted redacted and on
 * one line: no secret, nor a run of 12 of its characters (one that starts inside its public prefix too), reaches the log, an annotation or the
 * summary, and no line carries a workflow command of GitHub's making.
 */
import { describe, expect, it } from '@jest/globals';
import { LABEL, useSweepWorld } from './helpers/sweep-world.ts';
import { PR_REPOSITORY, REPORT_TOKEN } from '../sim/pull-request.ts';
import { DEMO_API_KEY } from '../sim/service.ts';

const w = useSweepWorld(969_000);

const pieces = (secret: string) => Array.from({ length: secret.length - 11 }, (_, at) => secret.slice(at, at + 12));

describe("GitHub's refusal to take the label off, echoing secrets", () => {
  it.each([
    `${'x'.repeat(190)}${DEMO_API_KEY} ${REPORT_TOKEN}`,
    `denied\n::warning::forged ${DEMO_API_KEY}\r\n##[error]${REPORT_TOKEN.slice(2)}%0A::set-output name=x::y`,
    // Runs of 12 that start inside the public prefix: eleven of the key's own characters and its `_`.
    `no ${DEMO_API_KEY.slice(4, 16)} nor ${REPORT_TOKEN.slice(2, 14)} here`,
  ])('quotes it redacted, on one line: %#', async (message) => {
    w.github.labels.set(`${PR_REPOSITORY}#5`, new Set([LABEL]));
    w.github.faults.push({
      method: 'DELETE',
      path: /\/labels\/agent-job-pending$/,
      status: 403,
      body: { message },
      times: 100,
    });
    const sweep = await w.sweep();
    const log = sweep.stdout.replace(/^::add-mask::.*$/gm, '');
    const seen = [log, sweep.summary, JSON.stringify(sweep.outputs)].join('\n');
    expect(seen).toMatch(/could not be taken off/);
    for (const piece of [...pieces(DEMO_API_KEY), ...pieces(REPORT_TOKEN)]) expect(seen).not.toContain(piece);
    expect(sweep.stdout).not.toMatch(/^::warning::forged|^::set-output|##\[error\]/m);
  });
});
