/**
 * The summary's step to copy, on the bundled action run locally (`uses: ./`, local-action: no
 * GITHUB_ACTION_REPOSITORY): it names this release's major version, as the README does.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { runAction } from '../sim/run-action.ts';
import { VERSION } from '../src/common/version.ts';

let service: SimulatedService;

beforeAll(async () => {
  service = await startService({ activeReads: 1 });
});
afterAll(async () => service.close());

describe('the action, as README.md promises', () => {
  it("wait: false: the summary's step to copy names this major version, never @v1", async () => {
    const run = await runAction({
      'project-id': DEMO_PROJECT_ID,
      'api-key': DEMO_API_KEY,
      'base-url': service.url,
      prompt: 'Document the flag',
      wait: 'false',
    });
    expect(run.exitCode).toBe(0);
    expect(run.outputs.outcome).toBe('started');
    expect(run.summary).toContain('To wait for it later');
    expect(run.summary).not.toContain('wait-for-agent-job&#64;v1');
    expect(run.summary).toContain(`wait-for-agent-job&#64;v${VERSION.split('.')[0] ?? ''}`);
  });
});
