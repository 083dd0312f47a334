/**
 * A proxy variable holding credentials in a shape other than `scheme://user:password@host`: the
 * `host:port:user:password` line proxy vendors hand out (as given, or after `http://`), or a URL whose
 * `@` was typed as `:`. SECURITY.md: any user name or password in the proxy variables is secret,
 * and a malformed variable is an input error "credentials shown as ***": a value whose credentials
 * cannot be told apart is not shown at all, on the bundled action and its command line.
 */
import { describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { ActionRun } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { useSimulatedService } from './helpers/simulated.ts';

jest.setTimeout(60_000);
const sim = useSimulatedService();

const PASSWORD = 'Wq7vTz2pLk9sNf4x';
const VENDOR_LINE = `http://proxy.corp.example:3128:alice:${PASSWORD}`;
const AT_TYPED_AS_COLON = `http://alice:${PASSWORD}:proxy.corp.example:3128`;

/** Every surface of a run, the ::add-mask:: lines aside. */
const surfaces = (run: ActionRun): string =>
  [
    ...run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::')),
    run.stderr,
    JSON.stringify(run.outputs),
    run.summary,
  ].join('\n');

describe('a proxy variable whose credentials are not before an @', () => {
  it.each([
    ['a vendor line host:port:user:password', VENDOR_LINE],
    ['@ typed as :', AT_TYPED_AS_COLON],
    [
      'the vendor line as given, no scheme (read as a URL of scheme proxy.corp.example)',
      VENDOR_LINE.slice('http://'.length),
    ],
  ])('%s: the input error names the variable and never shows the password', async (_, value) => {
    sim.service().setJob('job-proxy', [{ job: { status: 'completed' } }]);
    const run = await sim.act({ 'job-id': 'job-proxy' }, { HTTPS_PROXY: value });
    expect(run.exitCode).toBe(1);
    expect(surfaces(run)).toContain('HTTPS_PROXY');
    const shown = surfaces(run)
      .split('\n')
      .filter((line) => line.includes(PASSWORD.slice(0, 6)));
    expect(shown).toEqual([]);
  });

  it('on the command line: the usage error on standard error never shows the password', async () => {
    const cli = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
    const env = {
      PATH: process.env.PATH ?? '',
      MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
      MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
      HTTPS_PROXY: VENDOR_LINE,
    };
    const ran = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [cli, 'wait', 'job-proxy', '--json'], { env });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.on('close', (code) => resolve({ code, out }));
    });
    expect(ran.code).toBe(3);
    expect(ran.out).toContain('HTTPS_PROXY');
    expect(ran.out.split('\n').filter((line) => line.includes(PASSWORD.slice(0, 6)))).toEqual([]);
  });
});
