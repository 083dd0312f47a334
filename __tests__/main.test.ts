import { describe, expect, it } from '@jest/globals';
import type { HttpGet } from '../src/http.ts';
import { run, type ActionIO } from '../src/main.ts';
import { OUTPUT_NAMES } from '../src/report.ts';
import { VirtualClock } from './helpers/virtual.ts';

const KEY = 'mint_s3cr3t0123456789';

/** Records every call the action makes to the runner, in order. */
class FakeIO implements ActionIO {
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
  notice = (message: string, title: string): void => this.record('notice', message, title);
  warning = (message: string, title?: string): void => this.record('warning', message, title ?? '');
  setFailed = (message: string): void => this.record('setFailed', message);
  startGroup = (name: string): void => this.record('startGroup', name);
  endGroup = (): void => this.record('endGroup');
  writeSummary = async (html: string): Promise<void> => this.record('writeSummary', html);
  named(name: string): string[][] {
    return this.calls.filter(([call]) => call === name).map(([, ...args]) => args);
  }
}

const inputs = { 'project-id': 'proj', 'job-id': 'job-1', 'api-key': KEY, 'poll-interval': '1s', timeout: '10s' };

function answering(status: number, body: unknown): HttpGet {
  return async () => ({ status, headers: {}, body: JSON.stringify(body) });
}

async function runWith(io: FakeIO, httpGet: HttpGet) {
  return run({
    io,
    httpGet,
    clock: new VirtualClock(),
    random: () => 0,
    signal: new AbortController().signal,
    env: {},
  });
}

describe('run', () => {
  it('masks the key before anything else, then never lets it out', async () => {
    const io = new FakeIO({ ...inputs, 'api-key': ` ${KEY}\n` });
    // A service that echoes the key back must not get it into the log.
    const outcome = await runWith(io, answering(404, { error: `no job for key ${KEY}` }));
    expect(outcome).toBe('not-found');
    expect(io.calls[0]).toEqual(['setSecret', ` ${KEY}\n`]);
    expect(io.calls[1]).toEqual(['setSecret', KEY]);
    const everythingElse = JSON.stringify(io.calls.slice(2));
    expect(everythingElse).not.toContain(KEY);
    expect(everythingElse).toContain('no job for key ***');
  });

  it('sets every output once, then annotates, writes the summary, and succeeds', async () => {
    const io = new FakeIO(inputs);
    const outcome = await runWith(io, answering(200, { status: 'completed', prLink: 'https://github.com/o/r/pull/3' }));
    expect(outcome).toBe('completed');
    expect(io.named('setOutput').map(([name]) => name)).toEqual([...OUTPUT_NAMES]);
    expect(io.named('notice')).toEqual([
      ['Job job-1 completed after 0ms and opened a pull request: https://github.com/o/r/pull/3', 'Pull request ready'],
    ]);
    expect(io.named('writeSummary')).toHaveLength(1);
    expect(io.named('setFailed')).toEqual([]);
  });

  it('fails with every input problem and sets the outputs empty', async () => {
    const io = new FakeIO({ ...inputs, 'job-id': '', timeout: 'forever' });
    expect(await runWith(io, answering(200, {}))).toBe('error');
    const [failure] = io.named('setFailed');
    expect(failure?.[0]).toMatch(
      /^Invalid inputs:\n {2}- 'job-id' is required but empty.*\n {2}- 'timeout' is "forever"/s,
    );
    expect(io.named('setOutput')).toHaveLength(OUTPUT_NAMES.length);
  });

  it('turns a bug into one failure that names the action, without a stack trace in the message', async () => {
    const io = new FakeIO(inputs);
    const outcome = await runWith(io, () => {
      throw new TypeError('boom');
    });
    expect(outcome).toBe('error');
    expect(io.named('setFailed')).toEqual([
      [expect.stringMatching(/^wait-for-agent-job: unexpected error: boom\. This is a bug in the action/)],
    ]);
  });

  it('still finishes when the runner gave no summary file', async () => {
    const io = new FakeIO(inputs);
    io.writeSummary = async () => {
      throw new Error('Unable to find environment variable for $GITHUB_STEP_SUMMARY');
    };
    expect(await runWith(io, answering(200, { status: 'completed' }))).toBe('completed');
    expect(io.named('setFailed')).toEqual([]);
  });
});
