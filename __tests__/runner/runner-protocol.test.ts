/**
 * The runner's protocol is @actions/core's: what reaches the runner's stdout and files, read back
 * the way the runner reads them, must be exactly the value the action meant, for any text.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runnerIO } from '../../src/runner/io.ts';
import { parseCommand, parseOutputFile, type WorkflowCommand } from '../../sim/run-action.ts';

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
const level = fc.constantFrom('notice' as const, 'warning' as const, 'error' as const);

/** The one command a write made, read back as the runner reads it. */
function commandOf(out: string): WorkflowCommand | undefined {
  const lines = out.split('\n').filter((line) => line !== '');
  expect(lines).toHaveLength(1);
  return parseCommand(lines[0] ?? '');
}

describe("the runner's protocol, through @actions/core", () => {
  it('an annotation reads back as the message and title it was given, for any text (property)', () => {
    fc.assert(
      fc.property(text, text, level, (message, title, name) => {
        const command = commandOf(captured(() => runnerIO[name](message, title)).out);
        expect(command?.command).toBe(name);
        expect(command?.message).toBe(message);
        // The runner trims the properties' text, as the simulated runner does.
        const trimmed = title.replace(/[ \u2028]+$/, '');
        if (trimmed !== '') expect(command?.properties.title).toBe(trimmed);
      }),
    );
  });

  it('a mask, a debug line and a group read back as their text, for any text (property)', () => {
    fc.assert(
      fc.property(text, (value) => {
        const mask = commandOf(captured(() => runnerIO.setSecret(value)).out);
        expect(mask).toMatchObject({ command: 'add-mask', message: value });
        expect(commandOf(captured(() => runnerIO.debug(value)).out)).toMatchObject({
          command: 'debug',
          message: value,
        });
        const group = commandOf(captured(() => runnerIO.startGroup(value)).out);
        expect(group).toMatchObject({ command: 'group', message: value });
      }),
    );
  });

  it('fails the step: an error command and exit code 1', () => {
    const { out, exitCode } = captured(() => runnerIO.setFailed('it failed:\nhere'));
    expect(commandOf(out)).toMatchObject({ command: 'error', message: 'it failed:\nhere' });
    expect(exitCode).toBe(1);
  });

  it('reads inputs from INPUT_ with the name upper-cased, spaces as _, trimmed', () => {
    process.env['INPUT_API-KEY'] = '  mint_x \n';
    process.env.INPUT_TWO_WORDS = 'y';
    expect(runnerIO.getInput('api-key')).toBe('mint_x');
    expect(runnerIO.getInput('two words')).toBe('y');
    expect(runnerIO.getInput('absent')).toBe('');
  });

  it('an output reads back from GITHUB_OUTPUT as the value, for any value (property)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outputs-'));
    try {
      const file = path.join(dir, 'output');
      process.env.GITHUB_OUTPUT = file;
      fc.assert(
        fc.property(fc.constantFrom('status', 'pr-link'), text, (name, value) => {
          writeFileSync(file, '');
          runnerIO.setOutput(name, value);
          expect(parseOutputFile(readFileSync(file, 'utf8'))[name]).toBe(value);
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('appends the job summary to GITHUB_STEP_SUMMARY, and says so when the runner gave none', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'summary-'));
    try {
      const file = path.join(dir, 'summary');
      writeFileSync(file, 'before\n');
      // @actions/core keeps the file it first found, so the runner giving none is tried first.
      delete process.env.GITHUB_STEP_SUMMARY;
      await expect(runnerIO.writeSummary('x')).rejects.toThrow('GITHUB_STEP_SUMMARY');
      process.env.GITHUB_STEP_SUMMARY = file;
      await runnerIO.writeSummary('<h2>done</h2>\n');
      expect(readFileSync(file, 'utf8')).toBe('before\n<h2>done</h2>\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
