import type { HttpSend } from '../../src/service/transport.ts';
import { run, type RunDeps } from '../../src/main.ts';
import type { Outcome } from '../../src/report/report.ts';
import type { ActionIO } from '../../src/output/log.ts';
import { EventClock } from './event-clock.ts';
import { VirtualClock } from './virtual.ts';

/** Records every call the action makes to the runner, in order. */
export class FakeIO implements ActionIO {
  readonly calls: Array<[string, ...string[]]> = [];
  private readonly inputs: Record<string, string>;
  constructor(inputs: Record<string, string>) {
    this.inputs = inputs;
  }
  private record(...call: [string, ...string[]]): void {
    this.calls.push(call);
  }
  getInput = (name: string): string => this.inputs[name] ?? '';
  setSecret = (value: string): void => this.record('setSecret', value);
  setOutput = (name: string, value: string): void => this.record('setOutput', name, value);
  info = (message: string): void => this.record('info', message);
  debug = (message: string): void => this.record('debug', message);
  isDebug = (): boolean => true;
  notice = (message: string, title: string): void => this.record('notice', message, title);
  warning = (message: string, title?: string): void => this.record('warning', message, title ?? '');
  error = (message: string, title: string): void => this.record('error', message, title);
  setFailed = (message: string): void => this.record('setFailed', message);
  startGroup = (name: string): void => this.record('startGroup', name);
  endGroup = (): void => this.record('endGroup');
  writeSummary = async (html: string): Promise<void> => this.record('writeSummary', html);
  named(name: string): string[][] {
    return this.calls.filter(([call]) => call === name).map(([, ...args]) => args);
  }
  outputs(): Record<string, string> {
    return Object.fromEntries(this.named('setOutput'));
  }
  /** Everything written, except the masking of secrets. */
  written(): string {
    return JSON.stringify(this.calls.filter(([call]) => call !== 'setSecret'));
  }
}

/** run() on a recording runner, a virtual clock that never waits, and no pull request look-up. */
export async function runOnFake(
  io: FakeIO,
  httpSend: HttpSend,
  options: { env?: NodeJS.ProcessEnv; lookUpPullRequest?: RunDeps['lookUpPullRequest'] } = {},
): Promise<Outcome> {
  const outcome = await run({
    io,
    httpSend,
    clock: new VirtualClock(),
    random: () => 0,
    signal: new AbortController().signal,
    env: options.env ?? {},
    lookUpPullRequest:
      options.lookUpPullRequest ?? (async () => ({ kind: 'unavailable', reason: 'no look-up in this test' })),
  });
  // A run with a github-token warms Octokit in a setImmediate (src/main.ts:87). On this clock and a
  // fake service a run can end before it fires; on a busy machine it then fired after jest tore the
  // file's modules down, failing the file with every test passed. It fires, and loads, in the test.
  await new Promise((resolve) => setImmediate(resolve));
  await import('../../src/github/octokit.ts');
  return outcome;
}

/** run() with several jobs side by side: an event clock lets their sleeps overlap in virtual time. */
export function runOnEventClock(
  io: FakeIO,
  httpSend: HttpSend,
  options: { clock?: EventClock; env?: NodeJS.ProcessEnv; signal?: AbortSignal; random?: () => number } = {},
): Promise<Outcome> {
  const clock = options.clock ?? new EventClock();
  return clock.run(
    run({
      io,
      httpSend,
      clock,
      random: options.random ?? (() => 0.5),
      signal: options.signal ?? new AbortController().signal,
      env: options.env ?? {},
      lookUpPullRequest: async () => ({ kind: 'unavailable', reason: 'no look-up in this test' }),
    }),
  );
}
