/**
 * The bundle speaks the runner's protocol itself (runner/workflow-commands.ts) instead of loading
 * @actions/core: it must write exactly what @actions/core writes, for any text, or an annotation,
 * a mask or an output would read differently on the runner.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import * as core from '@actions/core';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runnerIO } from '../../src/runner/io.ts';
import { workflowCommandsIO } from '../../src/runner/workflow-commands.ts';
import type { ActionIO } from '../../src/out/sink.ts';

/** What `act` writes to stdout, and the exit code it sets. */
function captured(act: () => void): { out: string; exitCode: typeof process.exitCode } {
  const write = process.stdout.write.bind(process.stdout);
  const before = process.exitCode;
  let out = '';
  process.stdout.write = ((chunk: string | Uint8Array) => {
    out += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  try {
    act();
  } finally {
    process.stdout.write = write;
  }
  const exitCode = process.exitCode;
  process.exitCode = before;
  return { out, exitCode };
}

const saved = { ...process.env };
afterEach(() => {
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  Object.assign(process.env, saved);
});

// Every character the protocol escapes, and the ones it does not.
const text = fc.string({ unit: fc.constantFrom('a', ' ', '%', '\r', '\n', ':', ',', '::', '=', 'é', '\u2028') });
const title = fc.option(text, { nil: undefined });

const both = (use: (io: ActionIO) => void): [string, string] => [
  captured(() => use(runnerIO)).out,
  captured(() => use(workflowCommandsIO)).out,
];

describe("the runner's protocol, spoken without @actions/core", () => {
  it('writes every annotation, mask, group and log line as @actions/core does (property)', () => {
    fc.assert(
      fc.property(text, title, (message, heading) => {
        for (const use of [
          (io: ActionIO) => io.info(message),
          (io: ActionIO) => io.debug(message),
          (io: ActionIO) => io.setSecret(message),
          (io: ActionIO) => io.notice(message, heading ?? ''),
          (io: ActionIO) => io.warning(message, heading),
          (io: ActionIO) => io.error(message, heading ?? ''),
          (io: ActionIO) => io.startGroup(message),
          (io: ActionIO) => io.endGroup(),
        ]) {
          const [expected, actual] = both(use);
          expect(actual).toBe(expected);
        }
      }),
    );
  });

  it('fails the step as @actions/core does', () => {
    const expected = captured(() => runnerIO.setFailed('it failed:\nhere'));
    const actual = captured(() => workflowCommandsIO.setFailed('it failed:\nhere'));
    expect(actual).toEqual(expected);
    expect(actual.exitCode).toBe(1);
  });

  it('reads inputs as @actions/core does: INPUT_ and the name upper-cased, spaces as _, trimmed', () => {
    process.env['INPUT_API-KEY'] = '  mint_x \n';
    process.env.INPUT_TWO_WORDS = 'y';
    for (const name of ['api-key', 'two words', 'absent']) {
      expect(workflowCommandsIO.getInput(name)).toBe(core.getInput(name));
    }
  });

  it('reads debug as @actions/core does', () => {
    for (const value of ['1', 'true', '', '0']) {
      process.env.RUNNER_DEBUG = value;
      expect(workflowCommandsIO.isDebug()).toBe(core.isDebug());
    }
  });

  it('writes an output as the same heredoc to GITHUB_OUTPUT, for any value (property)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outputs-'));
    try {
      const file = path.join(dir, 'output');
      process.env.GITHUB_OUTPUT = file;
      const written = (io: ActionIO, name: string, value: string): string => {
        writeFileSync(file, '');
        io.setOutput(name, value);
        return readFileSync(file, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER');
      };
      fc.assert(
        fc.property(fc.constantFrom('status', 'pr-link'), text, (name, value) => {
          expect(written(workflowCommandsIO, name, value)).toBe(written(runnerIO, name, value));
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('falls back to the set-output command without GITHUB_OUTPUT, as @actions/core does', () => {
    delete process.env.GITHUB_OUTPUT;
    const [expected, actual] = both((io) => io.setOutput('status', 'a\nb%'));
    expect(actual).toBe(expected);
  });

  it('appends the job summary to GITHUB_STEP_SUMMARY, and says so when the runner gave none', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
    try {
      const file = path.join(dir, 'summary');
      writeFileSync(file, 'before\n');
      process.env.GITHUB_STEP_SUMMARY = file;
      await workflowCommandsIO.writeSummary('<h2>done</h2>\n');
      expect(readFileSync(file, 'utf8')).toBe('before\n<h2>done</h2>\n');
      delete process.env.GITHUB_STEP_SUMMARY;
      await expect(workflowCommandsIO.writeSummary('x')).rejects.toThrow(
        'Unable to find environment variable for $GITHUB_STEP_SUMMARY',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
