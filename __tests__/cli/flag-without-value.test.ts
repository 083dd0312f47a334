/**
 * A flag that needs a value given none (last on the line, or before another flag) is refused
 * naming the flag and the fix, in our words: Node's parseArgs said "argument is ambiguous. Did you
 * forget to specify the option argument ... use '--prompt=-XYZ'" (a new user's helper).
 */
import { describe, expect, it } from '@jest/globals';
import { refusal } from '../helpers/cli-refusal.ts';

describe('a flag given no value', () => {
  it.each([
    [['start', '--prompt', '--base-url', 'http://127.0.0.1:8787'], '--prompt', '-TEXT'],
    [['start', '--base-url', 'http://127.0.0.1:8787', '--prompt'], '--prompt', '-TEXT'],
    // Was: "(a value that starts with '-' goes as --output-file=-5s)", a duration's example for a path.
    [['wait', 'job-1', '--output-file'], '--output-file', '-VALUE'],
  ])('%j is refused naming %s and the fix', (argv, flag, example) => {
    const said = refusal(argv);
    expect(said).toContain(
      `${flag} needs a value after it, and none was given, or the one given starts with '-' and reads as a flag: give it as ${flag}=`,
    );
    expect(said).toContain(`${flag}=${example}`);
    expect(said).not.toMatch(/ambiguous|XYZ|argument missing/);
  });
});

// Was broken (a helper): `--timeout -5m` was told to write `--timeout=-5s`, which is then refused
// as no longer than zero: a duration that starts with '-' is never one.
describe('a duration flag given none, or one starting with -', () => {
  it.each([
    [['wait', 'job-1', '--timeout', '-5s'], '--timeout', '30m'],
    [['wait', 'job-1', '--timeout', '-5m'], '--timeout', '30m'],
    [['wait', 'job-1', '--poll-interval'], '--poll-interval', '10s'],
  ])('%j is refused naming %s and a duration longer than zero', (argv, flag, example) => {
    const said = refusal(argv);
    expect(said).toContain(`${flag} needs a duration after it, and none was given, or the one given starts with '-'`);
    expect(said).toContain(`give it as ${flag} ${example}`);
    expect(said).not.toMatch(/=-/);
  });
});

// Was broken: `--output-file -` wrote a file named `-` in the working folder, and said nothing.
describe("'-' given as a file", () => {
  it('is refused, naming /dev/stdout for standard output', () => {
    expect(refusal(['wait', 'job_1', '--output-file', '-'])).toContain('--output-file /dev/stdout');
    expect(refusal(['start', '--prompt', 'x', '--output-file=-'])).toContain("would write a file named '-'");
  });

  // Was: "The key file '-' could not be read (ENOENT ...). Check the path and its permissions."
  it('refuses --api-key-file - too, naming the ways the key comes', () => {
    expect(refusal(['wait', 'job_1', '--api-key-file', '-'])).toContain('or set MINTLIFY_ADMIN_API_KEY');
  });
});
