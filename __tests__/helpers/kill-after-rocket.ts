/** A scheduled sweep SIGKILLed right after its 🚀 on a command: the send taken, its record never written. */
import type { ChildProcess } from 'node:child_process';
import { eventFile, PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../../sim/pull-request.ts';
import { runAction } from '../../sim/run-action.ts';
import type { useKillWorld } from './kill-world.ts';

type KillWorld = ReturnType<typeof useKillWorld>;

/** SIGKILLs the run as its first GitHub request after the 🚀 on comment `id` arrives (held, never acted on). */
function killAfterRocket(w: KillWorld, id: number, fired: { at?: string }) {
  return (child: ChildProcess): void => {
    const from = w.github.requests.length;
    let rocket = -1;
    const matcher = {
      test: (): boolean => {
        const seen = w.github.requests;
        if (rocket < 0) {
          const at = seen
            .slice(from)
            .findIndex(
              (r) =>
                r.method === 'POST' &&
                r.url.includes(`/issues/comments/${id}/reactions`) &&
                /rocket/.test(JSON.stringify(r.body ?? '')),
            );
          if (at >= 0) rocket = from + at;
        }
        if (rocket >= 0 && seen.length - 1 > rocket) {
          if (fired.at === undefined) {
            const r = seen[rocket + 1]!;
            fired.at = `${r.method} ${r.url.split('?')[0]}`;
            child.kill('SIGKILL');
          }
          return true;
        }
        return false;
      },
    } as unknown as RegExp;
    w.github.faults.unshift({ path: matcher, status: 200, until: new Promise(() => {}), times: 1e9 });
  };
}

/** One scheduled sweep, SIGKILLed right after its 🚀 on comment `id`; `fired.at`: the request it was killed at. */
export async function sweepKilledAfterRocket(w: KillWorld, id: number) {
  const fired: { at?: string } = {};
  const env = pullRequestEnv(w.github.url, 990_001, {
    GITHUB_EVENT_NAME: 'schedule',
    GITHUB_EVENT_PATH: eventFile({ repository: { full_name: PR_REPOSITORY, default_branch: 'main' } }),
    GITHUB_WORKFLOW: 'Sweep',
    GITHUB_JOB: 'sweep',
    GITHUB_ACTION: 'sweep',
  });
  const sweepInputs = w.sim.inputs({ sweep: 'true', 'report-token': REPORT_TOKEN, 'github-token': REPORT_TOKEN });
  const killed = await w.github.running(env, () =>
    runAction(sweepInputs, { killAfterMs: 120_000, env, onStart: killAfterRocket(w, id, fired) }),
  );
  w.github.faults.length = 0;
  return { killed, fired };
}
