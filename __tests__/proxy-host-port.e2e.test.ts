/**
 * A proxy variable without its scheme: HTTPS_PROXY=proxy.corp:3128 (curl, git and npm take it), and
 * a vendor's host:port:user:password. The WHATWG URL parser would read "proxy.corp:" as a scheme;
 * the step takes a value with no `://` for no URL: `host:port` is shown with the fix (`http://`),
 * one with more fields is not shown at all (it may hold a password).
 */
import { describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');

function cli(proxy: string): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'wait', 'job-pr', '--json', '--base-url', 'http://127.0.0.1:9'], {
      env: {
        PATH: process.env.PATH ?? '',
        MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
        MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        HTTPS_PROXY: proxy,
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('HTTPS_PROXY written as host:port, without http://', () => {
  it.each([['proxy.corp:3128'], ['proxy.corp:3128:alice:s3cretpw']])(
    'HTTPS_PROXY=%s: exit 3, the error names HTTPS_PROXY and the fix http://host:port, never a "proxy.corp" scheme',
    async (proxy) => {
      const ran = await cli(proxy);
      const error = (JSON.parse(ran.out) as { error: string }).error;
      expect(ran.code).toBe(3);
      expect(error).toContain('HTTPS_PROXY');
      expect(error).not.toContain('s3cretpw');
      expect({
        error,
        namesFix: error.includes('http://host:port'),
        callsHostAScheme: /a proxy\.corp proxy|"proxy\.corp:\/\/"/.test(error),
      }).toEqual({
        error,
        namesFix: true,
        callsHostAScheme: false,
      });
    },
  );
});
