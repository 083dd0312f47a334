/**
 * Was broken: on a Node.js older than 24.5 the command line says so and exits 3 ("bad usage or input"),
 * but ignores --json and --output-file: standard output stays empty and no dotenv file is written.
 * docs/cli.md: "With `--json`, bad usage prints `{ "error": ..., "exit-code": 3 }`", and --help:
 * "--output-file ... written on bad usage too (EXIT_CODE=3)", "on every ending".
 *
 * How a user meets it: a GitLab job on `image: node:22` (the current LTS) runs
 * `npx ... wait-for-agent-job start --prompt ... --json > agent.json --output-file agent.env`: the
 * command exits 3, agent.json is empty (`jq` in the next line fails on no input) and the dotenv report
 * `agent.env` does not exist, so the next job that reads EXIT_CODE gets nothing (GitLab: "no
 * matching files" for the report).
 *
 * What should happen instead: the same refusal, and with --json one JSON document
 * `{ "error": "...Node.js 24.5...", "exit-code": 3 }` on standard output, and with --output-file the
 * dotenv file with EXIT_CODE=3, as every other refusal writes them (that takes no newer Node).
 *
 * An older Node is played by a preload that sets process.versions.node to 22.11.0 (the bundle
 * reads nothing else to decide), so the test needs no second Node install.
 */
import { describe, expect, it } from '@jest/globals';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID } from '../sim/service.ts';
import { CLI } from './helpers/cli.ts';
import { scratchFolder } from './helpers/scratch.ts';

const folder = scratchFolder('cli-old-node-');
const preload = path.join(folder, 'node-22.mjs');
writeFileSync(
  preload,
  "Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '22.11.0' } });\n",
);

function onNode22(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', preload, CLI, ...args], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.stdin.end();
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('on Node.js 22 (older than the 24.5 it needs)', () => {
  it('--json: the refusal is one JSON document with exit-code 3', async () => {
    const ran = await onNode22(['status', 'job-pr', '--json']);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('needs Node.js 24.5 or later');
    const parsed = JSON.parse(ran.out) as Record<string, unknown>;
    expect(parsed).toMatchObject({ 'exit-code': 3 });
    expect(String(parsed.error)).toContain('24.5');
  });

  it('--output-file: the dotenv file is written with EXIT_CODE=3', async () => {
    const envFile = path.join(folder, 'agent.env');
    const ran = await onNode22(['wait', 'job-pr', '--output-file', envFile]);
    expect(ran.code).toBe(3);
    expect(existsSync(envFile)).toBe(true);
    expect(readFileSync(envFile, 'utf8')).toContain('EXIT_CODE=3');
  });

  // Was broken: the refusal echoed a key pasted into the path on standard error and made a file named with it.
  it('--output-file holding the key, or a piece of it: neither shown nor made', async () => {
    for (const name of [DEMO_API_KEY, DEMO_API_KEY.slice(0, 14)]) {
      const envFile = path.join(folder, `out-${name}.env`);
      const ran = await onNode22(['wait', 'job-pr', '--output-file', envFile]);
      expect(ran.code).toBe(3);
      expect(ran.err).toContain("--output-file '");
      expect(ran.err).toContain('holds a secret (the api-key or a token), or a piece of one, so it was not written');
      expect(ran.err).not.toContain(name);
      expect(existsSync(envFile)).toBe(false);
    }
  });

  it('--output-file that cannot be written: said, with the path', async () => {
    const ran = await onNode22(['wait', 'job-pr', '--output-file', '/nonexistent-folder/agent.env']);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain("--output-file '/nonexistent-folder/agent.env' could not be written");
  });
});

// Was broken (a regression hunter): a key read from a pipe (`--api-key-file <(…)`) was not known on
// an old Node, and a refused --api-key's value on any Node, so a path holding either was made.
describe('--output-file holding a key given another way', () => {
  const key = 'mint_pipe0123456789abcdef';
  const shell = (node: string, args: string) =>
    spawnSync('bash', ['-c', `${node} ${CLI} wait job-pr ${args}`], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
      encoding: 'utf8',
    });

  it('from a pipe, on Node.js 22: neither shown nor made', () => {
    const envFile = path.join(folder, `pipe-${key}.env`);
    const ran = shell(
      `'${process.execPath}' --import '${preload}'`,
      `--api-key-file <(echo ${key}) --output-file '${envFile}'`,
    );
    expect(ran.status).toBe(3);
    expect(ran.stderr).not.toContain(key);
    expect(existsSync(envFile)).toBe(false);
  });

  it.each([
    ['Node.js 22', `'${process.execPath}' --import '${preload}'`],
    ['this Node.js', `'${process.execPath}'`],
  ])('as a refused --api-key, on %s: neither shown nor made', (_, node) => {
    const value = 'sk_live_9f8e7d6c5b4a39281706';
    const envFile = path.join(folder, `flag-${value}.env`);
    const ran = shell(node, `--api-key ${value} --output-file '${envFile}'`);
    expect(ran.status).toBe(3);
    expect(ran.stderr).not.toContain(value);
    expect(existsSync(envFile)).toBe(false);
  });

  // Was broken (a regression hunter): a word given as a secret flag's value (`--gitlab-token
  // $GITLAB_TOKEN merge-request`, the variable unset) was hidden as a secret, garbling the refusal.
  it('a word or a command as a refused flag value is no secret: the refusal reads whole', () => {
    const ran = shell(`'${process.execPath}'`, '--gitlab-token merge-request');
    expect(ran.status).toBe(3);
    expect(ran.stderr).toContain('--gitlab-token is refused');
    expect(ran.stderr).not.toContain('***');
    const word = shell(`'${process.execPath}'`, '--api-key the');
    expect(word.stderr).toContain('the environment');
    expect(word.stderr).not.toContain('***');
  });
});
