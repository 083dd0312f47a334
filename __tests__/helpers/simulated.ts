/**
 * A simulated service for one test file's end-to-end runs of the bundled action: started before
 * the file, put back at its start before each test, closed after. `requests()` is what the
 * service received in the current test.
 */
import { afterAll, beforeAll, beforeEach } from '@jest/globals';
import { runAction, type ActionRun } from '../../sim/run-action.ts';
import {
  DEMO_API_KEY,
  DEMO_PROJECT_ID,
  startService,
  type ServiceOptions,
  type SimulatedService,
} from '../../sim/service.ts';

export interface Simulated {
  service(): SimulatedService;
  requests(): SimulatedService['requests'];
  inputs(extra: Record<string, string>): Record<string, string>;
  /** Runs dist/index.js with the demo project and key, this service, and a short poll interval. */
  act(extra: Record<string, string>, env?: Record<string, string>): Promise<ActionRun>;
}

export function useSimulatedService(options: ServiceOptions = {}): Simulated {
  let service: SimulatedService | undefined;
  let mark = 0;
  const current = (): SimulatedService => {
    if (!service) throw new Error('the simulated service is not started');
    return service;
  };
  beforeAll(async () => {
    service = await startService(options);
  });
  beforeEach(() => {
    current().reset();
    mark = current().requests.length;
  });
  afterAll(() => current().close());
  const inputs = (extra: Record<string, string>): Record<string, string> => ({
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': current().url,
    'poll-interval': '100ms',
    timeout: '20s',
    ...extra,
  });
  return {
    service: current,
    requests: () => current().requests.slice(mark),
    inputs,
    act: (extra, env = {}) => runAction(inputs(extra), { killAfterMs: 25_000, env }),
  };
}
