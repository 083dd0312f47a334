/**
 * The command line as a user runs it: the bundled dist/cli/index.js in a child process against the
 * simulated service, each command, each exit code, --json, --output-file, standard input, SIGINT,
 * and no piece of the key on any output.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService, type SimulatedService } from '../sim/service.ts';
import { VERSION } from '../src/common/version.ts';
import { startProxy } from './helpers/proxy.ts';
import { scratchFolder } from './helpers/scratch.ts';

const CLI = path.join(import.meta.dirname, '..', 'dist', 'cli', 'index.js');
const SCRIPT = '/usr/bin/script';
const folder = scratchFolder('cli-e2e-');
let service: SimulatedService;

beforeAll(async () => {
  // Jobs end by reads, never by how fast the machine is: active twice, then done.
  service = await startService({ activeReads: 2 });
});
afterAll(async () => service.close());

interface Ran {
  code: number | null;
  out: string;
  err: string;
}

function cli(
  args: string[],
  options: { env?: Record<string, string>; stdin?: string; interruptOn?: RegExp; signal?: NodeJS.Signals } = {},
) {
  return new Promise<Ran>((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
        MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        ...options.env,
      },
    });
    let [out, err] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      if (options.interruptOn?.test(err)) child.kill(options.signal ?? 'SIGINT');
    });
    if (options.stdin !== undefined) child.stdin.end(options.stdin);
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

const at = () => ['--base-url', service.url, '--allow-insecure-http', 'true', '--poll-interval', '1s'];

/** No piece of the key (12 characters or more) anywhere the command wrote. */
function expectNoKey(ran: Ran): void {
  const written = ran.out + ran.err;
  for (let i = 0; i + 12 <= DEMO_API_KEY.length; i++) expect(written).not.toContain(DEMO_API_KEY.slice(i, i + 12));
}

describe('wait-for-agent-job, as a user runs it', () => {
  it('starts a job, waits, and prints the result as one typed JSON object; words go to standard error', async () => {
    const ran = await cli(['start', '--prompt', 'Document the --dry-run flag', '--json', ...at()]);
    expect(ran.code).toBe(0);
    const result = JSON.parse(ran.out) as Record<string, unknown>;
    expect(result).toMatchObject({ status: 'completed', outcome: 'completed', started: true, 'exit-code': 0 });
    expect(typeof result['pr-number']).toBe('number');
    expect(result['job-id']).toEqual([expect.stringMatching(/^job-/)]);
    expect(ran.err).toContain('Started job');
    expect(ran.err + ran.out).not.toMatch(/::|##\[/);
    // Standard error is a pipe here: plain lines, no live line, no escape sequence.
    expect(ran.err).not.toContain('\u001b');
    expectNoKey(ran);
  });

  // util-linux's `script` gives the command a terminal, as a person's shell does.
  (existsSync(SCRIPT) ? it : it.skip)(
    'on a terminal, draws one live line over itself and takes it away at the end',
    async () => {
      const quote = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;
      const command = [process.execPath, CLI, 'start', '--prompt', 'Document the flag.', ...at()].map(quote).join(' ');
      const shown = await new Promise<{ code: number | null; text: string }>((resolve) => {
        const child = spawn(SCRIPT, ['-qec', command, '/dev/null'], {
          env: {
            PATH: process.env.PATH ?? '',
            TERM: 'xterm',
            MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
            MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
          },
        });
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.on('close', (code) => resolve({ code, text }));
      });
      expect(shown.code).toBe(0);
      const CLEAR = '\r\u001b[2K';
      expect(shown.text).toContain(`${CLEAR}active, waited`);
      expect(shown.text).toMatch(/next read in \ds \(Ctrl-C to stop\)/);
      // What the terminal shows at the end: the lines for people, the live line gone.
      const screen = shown.text
        .split('\n')
        .map((line) => line.split(CLEAR).at(-1) ?? '')
        .join('\n');
      expect(screen).toContain('Job status: active -> completed');
      expect(screen).not.toContain('waited');
      expectNoKey({ code: shown.code, out: shown.text, err: '' });
    },
  );

  it('reaches the service through HTTP_PROXY, and shows no piece of the key on the way', async () => {
    const proxy = await startProxy();
    try {
      const port = new URL(service.url).port;
      // A name only the proxy can reach: the job is read only if the request went through it.
      const ran = await cli(
        ['wait', 'job-pr', '--base-url', `http://agent-api.proxied.test:${port}`, ...at().slice(2)],
        {
          env: { HTTP_PROXY: proxy.url, NO_PROXY: '' },
        },
      );
      expect(ran.code).toBe(0);
      expect(proxy.seen.some((line) => line.includes('agent-api.proxied.test'))).toBe(true);
      expectNoKey(ran);
    } finally {
      await proxy.close();
    }
  });

  it('never prints the key a hostile service sends back in another case, escaped or as a piece', async () => {
    const hostile = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          id: 'job_1',
          status: `  ${DEMO_API_KEY.toUpperCase()}  `,
          model: `\\u006d${DEMO_API_KEY.slice(1)}`,
          createdAt: DEMO_API_KEY.slice(-14),
          source: {
            repository: 'https://github.com/acme/docs',
            ref: `a $CI_JOB_TOKEN \`id\` ${DEMO_API_KEY.slice(3)}`,
          },
        }),
      );
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
      const envFile = path.join(folder, 'hostile.env');
      const status = await cli(['status', 'job_1', '--json', '--base-url', base]);
      expectNoKey(status);
      const waited = await cli([
        'wait',
        'job_1',
        '--json',
        '--output-file',
        envFile,
        '--base-url',
        base,
        '--timeout',
        '3s',
        '--poll-interval',
        '1s',
      ]);
      expectNoKey(waited);
      const dotenv = readFileSync(envFile, 'utf8');
      expectNoKey({ code: 0, out: dotenv, err: '' });
      expect(dotenv).not.toMatch(/[$`]/);
    } finally {
      await new Promise<void>((resolve) => hostile.close(() => resolve()));
    }
  });

  it('bounds status by --timeout against a service that never answers: exit 2, not 30 s a job', async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const ran = await cli(['status', 'job_1', 'job_2', '--timeout', '2s', '--json', '--base-url', base]);
      expect(ran.code).toBe(2);
      expect(JSON.parse(ran.out)).toMatchObject({ 'exit-code': 2 });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('refuses an --output-file it cannot write before anything is sent, and replaces a link rather than follow it', async () => {
    const before = service.requests.length;
    const refused = await cli([
      'start',
      '--prompt',
      'Document it.',
      '--output-file',
      path.join(folder, 'none', 'x.env'),
      ...at(),
    ]);
    expect(refused.code).toBe(3);
    expect(refused.err).toContain('nothing was sent');
    expect(service.requests.length).toBe(before);
    const victim = path.join(folder, 'victim.txt');
    writeFileSync(victim, 'keep me');
    const link = path.join(folder, 'link.env');
    symlinkSync(victim, link);
    const ran = await cli(['wait', 'job-pr', '--output-file', link, ...at()]);
    expect(ran.code).toBe(0);
    expect(readFileSync(victim, 'utf8')).toBe('keep me');
    expect(lstatSync(link).isSymbolicLink()).toBe(false);
    expect(readFileSync(link, 'utf8')).toContain('EXIT_CODE=0');
  });

  it('answers bad usage with JSON when asked for it, and help for no command is bad usage', async () => {
    const ran = await cli(['wait', '--frob', '--json']);
    expect(ran.code).toBe(3);
    expect(JSON.parse(ran.out)).toMatchObject({
      error: expect.stringContaining("'--frob' is not a flag"),
      'exit-code': 3,
    });
    const bogus = await cli(['bogus', '--help']);
    expect(bogus.code).toBe(3);
    expect(bogus.err).toContain("'bogus' is not a command");
  });

  it('writes the result to a device as it is (/dev/null stays a device), and ends on a signal while a prompt file is a pipe', async () => {
    const ran = await cli(['wait', 'job-pr', '--output-file', '/dev/null', ...at()]);
    expect(ran.code).toBe(0);
    expect(lstatSync('/dev/null').isCharacterDevice()).toBe(true);
    const fifo = path.join(folder, 'prompt.fifo');
    execFileSync('mkfifo', [fifo]);
    const envFile = path.join(folder, 'fifo.env');
    const child = spawn(process.execPath, [CLI, 'start', '--prompt-file', fifo, '--output-file', envFile, ...at()], {
      env: { PATH: process.env.PATH ?? '', MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY, MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID },
    });
    // Opening the pipe to write waits for its reader: once open, the command is reading it.
    const writer = await open(fifo, 'w');
    child.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('close', (exitCode, bySignal) => resolve([exitCode, bySignal])),
    );
    await writer.close();
    // Node cannot exit while a read of a pipe blocks its pool: the command ends by the signal
    // itself, after handing on what it knows (a shell reports 143).
    expect(code === 143 || signal === 'SIGTERM').toBe(true);
    expect(readFileSync(envFile, 'utf8')).toContain('OUTCOME=cancelled');
  });

  it('refuses a key with an invisible character as bad input, in JSON too, before any request', async () => {
    const before = service.requests.length;
    const ran = await cli(['wait', 'job-pr', '--json', ...at()], {
      env: { MINTLIFY_ADMIN_API_KEY: `\u200b${DEMO_API_KEY}` },
    });
    expect(ran.code).toBe(3);
    expect(JSON.parse(ran.out)).toMatchObject({ error: expect.stringContaining('not plain ASCII'), 'exit-code': 3 });
    expect(service.requests.length).toBe(before);
    expectNoKey(ran);
  });

  it('ends with 129 on SIGHUP, the result handed on', async () => {
    const envFile = path.join(folder, 'hup.env');
    const ran = await cli(['wait', 'job-forever', '--output-file', envFile, ...at()], {
      interruptOn: /Job status: active/,
      signal: 'SIGHUP',
    });
    expect(ran.code).toBe(129);
    expect(readFileSync(envFile, 'utf8')).toContain('EXIT_CODE=129');
  });

  it('takes the prompt from standard input and the key from a file', async () => {
    const keyFile = path.join(folder, 'key');
    writeFileSync(keyFile, `${DEMO_API_KEY}\r\n`);
    chmodSync(keyFile, 0o600);
    const ran = await cli(['start', '--api-key-file', keyFile, ...at()], {
      stdin: 'Document the flag.\n',
      env: { MINTLIFY_ADMIN_API_KEY: '' },
    });
    expect(ran.code).toBe(0);
    expect(ran.err).not.toContain('may be read by other users');
    expect(service.requests.some((r) => r.method === 'POST' && (r.body ?? '').includes('Document the flag.'))).toBe(
      true,
    );
    expectNoKey(ran);
  });

  it('warns when others may read the key file', async () => {
    const keyFile = path.join(folder, 'open-key');
    writeFileSync(keyFile, DEMO_API_KEY);
    chmodSync(keyFile, 0o644);
    const ran = await cli(['status', 'job-pr', '--api-key-file', keyFile, ...at()], {
      env: { MINTLIFY_ADMIN_API_KEY: '' },
    });
    expect(ran.err).toContain('may be read by other users of this machine: chmod 600 it');
    expect(ran.code).toBe(0);
  });

  it('sends a follow-up and waits for it, writing the dotenv file a next CI job reads', async () => {
    const started = JSON.parse((await cli(['start', '--prompt', 'Docs.', '--json', ...at()])).out) as {
      'job-id': string[];
    };
    const [job = ''] = started['job-id'];
    const env = path.join(folder, 'agent.env');
    const ran = await cli(['message', job, '--message', 'Make the intro shorter', '--output-file', env, ...at()]);
    expect(ran.code).toBe(0);
    expect(service.requests.some((r) => r.url.endsWith(`/job/${job}/message`))).toBe(true);
    const lines = readFileSync(env, 'utf8').trimEnd().split('\n');
    expect(lines).toContain(`JOB_ID=${job}`);
    expect(lines).toContain('OUTCOME=completed');
    expect(lines).toContain('EXIT_CODE=0');
    for (const line of lines) expect(line).toMatch(/^[A-Z_]+=[^\n]*$/);
  });

  it.each([
    ['a failed job', ['wait', 'job-failed'], 1],
    ['a job that outlasts --timeout', ['wait', 'job-forever', '--timeout', '2s'], 2],
    ['no job id', ['wait'], 3],
    ['a bad --timeout', ['wait', 'job-pr', '--timeout', 'soon'], 3],
    ['an unknown command', ['launch'], 3],
    ['a job the service does not have', ['wait', 'job-nope'], 4],
  ])('exits as the README says for %s', async (_what, args, code) => {
    const ran = await cli([...args, ...at()]);
    expect([ran.code, ran.err.length > 0]).toEqual([code, true]);
    expectNoKey(ran);
  });

  it('exits 4 when the service refuses the key, and 5 when it cannot be reached', async () => {
    const refused = await cli(['status', 'job-pr', ...at()], {
      env: { MINTLIFY_ADMIN_API_KEY: 'mint_notTheKey0123456789abc' },
    });
    expect(refused.code).toBe(4);
    expect(refused.err).toContain('refused the key (HTTP 401)');
    const unreachable = await cli([
      'status',
      'job-pr',
      '--base-url',
      'http://127.0.0.1:9',
      '--allow-insecure-http',
      'true',
    ]);
    expect(unreachable.code).toBe(5);
  });

  it('refuses a key on the command line, saying where it goes instead', async () => {
    const ran = await cli(['start', '--prompt', 'x', '--api-key', DEMO_API_KEY]);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain("--api-key is refused: a secret on the command line shows in 'ps'");
    expect(ran.err).toContain('MINTLIFY_ADMIN_API_KEY');
    expectNoKey(ran);
  });

  it('says which variable is missing', async () => {
    const ran = await cli(['wait', 'job-pr'], { env: { MINTLIFY_ADMIN_API_KEY: '', MINTLIFY_PROJECT_ID: '' } });
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('set MINTLIFY_ADMIN_API_KEY');
    expect(ran.err).toContain('--project-id ID, or set MINTLIFY_PROJECT_ID');
  });

  it('reads each job once with status, exiting 0 whatever their state', async () => {
    const ran = await cli(['status', 'job-forever', 'job-failed', '--json', ...at()]);
    expect(ran.code).toBe(0);
    const { jobs } = JSON.parse(ran.out) as { jobs: Array<{ id: string; status: string }> };
    expect(jobs.map((job) => job.id)).toEqual(['job-forever', 'job-failed']);
  });

  it('ends with 130 on SIGINT, saying what it knows', async () => {
    const ran = await cli(['wait', 'job-forever', '--json', ...at()], { interruptOn: /Job status: active/ });
    expect(ran.code).toBe(130);
    expect(JSON.parse(ran.out)).toMatchObject({ outcome: 'cancelled', 'exit-code': 130 });
    expect(ran.err).toContain('Cancelled while the job was active');
  });

  it('prints its help and its version', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    for (const code of ['0 ', '1 ', '2 ', '3 ', '4 ', '5 ', '130']) expect(help.out).toContain(`\n  ${code}`);
    expect(help.out).toContain('wait-for-agent-job COMMAND --help');
    // Each command's own help: its usage and examples, asked either way.
    for (const command of ['start', 'message', 'wait', 'status']) {
      for (const argv of [
        [command, '--help'],
        ['help', command],
      ]) {
        const own = await cli(argv);
        expect(own.code).toBe(0);
        expect(own.out).toMatch(new RegExp(`^Usage: wait-for-agent-job ${command} `));
        expect(own.out).toMatch(/\nExamples:\n {2}wait-for-agent-job /);
        expect(own.err).toBe('');
      }
    }
    const version = await cli(['--version']);
    expect(version.out.trim()).toBe(VERSION);
    // --json keeps its promise here too: one JSON object on standard output.
    const asJson = await cli(['--version', '--json']);
    expect(asJson.code).toBe(0);
    expect(JSON.parse(asJson.out)).toEqual({ version: VERSION });
    const pkg = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(VERSION).toBe(pkg.version);
  });

  it('runs with npx from the packed package in an empty folder, offline: nothing to install, no tests inside', () => {
    const packed = mkdtempSync(path.join(folder, 'pack-'));
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const [{ filename, files } = { filename: '', files: [] }] = JSON.parse(
      execFileSync(npm, ['pack', '--json', '--pack-destination', packed], {
        cwd: path.join(import.meta.dirname, '..'),
        encoding: 'utf8',
      }),
    ) as Array<{ filename: string; files: Array<{ path: string }> }>;
    expect(files.some((file) => file.path.startsWith('__tests__/') || file.path.startsWith('src/'))).toBe(false);
    expect(files.map((file) => file.path)).toEqual(
      expect.arrayContaining([
        'dist/cli/index.js',
        'dist/cli/licenses.txt',
        'docs/cli.md',
        // docs/cli.md and merge-request --help name these: they ship with it.
        'docs/gitlab.md',
        'templates/docs-agent.yml',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
      ]),
    );
    const empty = mkdtempSync(path.join(folder, 'npx-'));
    // --offline: npm may not reach the registry, so a dependency to install would fail the run.
    const version = execFileSync(
      npm,
      ['exec', '--offline', '--yes', '--package', path.join(packed, filename), '--', 'wait-for-agent-job', '--version'],
      {
        cwd: empty,
        encoding: 'utf8',
        env: {
          ...process.env,
          // This Node (24) first, as a user's PATH has theirs; a cache of its own, empty.
          PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
          npm_config_cache: path.join(empty, '.npm'),
        },
      },
    );
    expect(version.trim()).toBe(VERSION);
  });

  it('plays in the demo with no account: start, follow-up, status, a failure and a refused key', () => {
    const demo = path.join(import.meta.dirname, '..', 'sim', 'demo.ts');
    const output = execFileSync(process.execPath, [demo, 'cli'], { encoding: 'utf8', timeout: 90_000 });
    expect(output.match(/exit code 0/g)).toHaveLength(3);
    expect(output).toContain('agent.env: JOB_ID=job-');
    expect(output).toContain('exit code 1');
    expect(output).toContain('exit code 3');
    expect(output).not.toContain(DEMO_API_KEY.slice(0, 12));
  }, 100_000);

  it('ends with 130 on SIGINT while it still reads the prompt from a pipe that never closes, and hands on that it was cancelled', async () => {
    const envFile = path.join(folder, 'stdin-cancelled.env');
    const ran = await new Promise<Ran>((resolve) => {
      const child = spawn(process.execPath, [CLI, 'start', '--json', '--output-file', envFile, ...at()], {
        env: {
          PATH: process.env.PATH ?? '',
          MINTLIFY_ADMIN_API_KEY: DEMO_API_KEY,
          MINTLIFY_PROJECT_ID: DEMO_PROJECT_ID,
        },
      });
      let [out, err] = ['', ''];
      // The pipe stays open: the command is reading it when the signal comes.
      child.stdin.write('Document the');
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => {
        err += chunk.toString();
        if (err.includes('Reading the prompt from standard input')) child.kill('SIGINT');
      });
      child.on('close', (code) => resolve({ code, out, err }));
    });
    expect(ran.code).toBe(130);
    expect(ran.err).toContain('Cancelled (SIGINT) while reading the prompt: nothing was sent.');
    expect(JSON.parse(ran.out)).toMatchObject({ outcome: 'cancelled', 'exit-code': 130 });
    expect(readFileSync(envFile, 'utf8')).toMatch(/^OUTCOME=cancelled$[\s\S]*^EXIT_CODE=130$/m);
  });

  it("says what to do in its own words: flags, not the action's inputs", async () => {
    const ran = await cli(['wait', 'job-no-pr', '--require-pr', 'true', ...at()]);
    expect(ran.code).toBe(1);
    expect(ran.err).toContain('--require-pr false');
    expect(ran.err).not.toMatch(/'(?:require-pr|fail-on|timeout|base-url|poll-interval|job-id)'|require-pr: /);
    expect(ran.err).not.toMatch(/\bthe step\b/);
  });

  it('is bad usage with no command, and names an unknown flag plainly', async () => {
    const none = await cli([]);
    expect(none.code).toBe(3);
    expect(none.out).toBe('');
    expect(none.err).toContain('Give a command: start, message, wait, status, merge-request.');
    const unknown = await cli(['wait', 'job-pr', '--frob']);
    expect(unknown.code).toBe(3);
    expect(unknown.err).toContain("error: '--frob' is not a flag. Run 'wait-for-agent-job --help'");
    const typo = await cli(['wait', 'job-pr', '--poll-intervall', '5s']);
    expect(typo.code).toBe(3);
    expect(typo.err).toContain("error: '--poll-intervall' is not a flag: did you mean --poll-interval?");
  });

  it('reads a status with a short --timeout: status never polls', async () => {
    const ran = await cli(['status', 'job-pr', '--timeout', '5s', ...at().slice(0, 4)]);
    expect(ran.code).toBe(0);
  });

  it('refuses an empty message rather than reporting a follow-up it never sent', async () => {
    const ran = await cli(['message', 'job-pr', '--message', '  ', ...at()]);
    expect(ran.code).toBe(3);
    expect(ran.err).toContain('The message from --message is empty');
    expect(service.requests.some((r) => r.url.endsWith('/job/job-pr/message') && (r.body ?? '').includes('"  "'))).toBe(
      false,
    );
  });

  it('says a missing key file is missing, with exit 3 and no stack trace', async () => {
    const ran = await cli(['status', 'job-pr', '--api-key-file', path.join(folder, 'none'), ...at()], {
      env: { MINTLIFY_ADMIN_API_KEY: '' },
    });
    expect(ran.code).toBe(3);
    expect(ran.err).toContain(`The key file '${path.join(folder, 'none')}' could not be read (`);
    expect(ran.err).not.toMatch(/\n\s+at /);
  });

  it('gives the highest code of several jobs: a timed-out one beside a failed one is 2', async () => {
    const ran = await cli(['wait', 'job-failed', 'job-forever', '--timeout', '3s', ...at()]);
    expect(ran.code).toBe(2);
  });

  it('never echoes a key pasted where a command goes', async () => {
    const ran = await cli([DEMO_API_KEY, 'wait']);
    expect(ran.code).toBe(3);
    expectNoKey(ran);
  });

  it.each([['status'], ['wait']])(
    '%s --json: a hostile answer carries no key and no workflow command to a runner reading stdout',
    async (command) => {
      service.setJob('job-hostile', [
        {
          job: {
            status: 'completed',
            source: { repository: 'https://github.com/acme/docs', ref: `agent/${DEMO_API_KEY}##[error]x` },
            model: '##[set-output name=x]y\n::error::z',
            prLink: null,
            createdAt: '2026-11-22T09:00:00Z',
            archivedAt: null,
          },
        },
      ]);
      const ran = await cli([command ?? 'status', 'job-hostile', '--json', ...at()]);
      expect(ran.code).toBe(0);
      expectNoKey(ran);
      expect(ran.out).not.toContain('##[');
      expect(ran.out.split('\n').filter((line) => /^\s*::/.test(line))).toEqual([]);
      expect(ran.err.split('\n').filter((line) => /^\s*::|##\[/.test(line))).toEqual([]);
      expect(() => JSON.parse(ran.out) as unknown).not.toThrow();
    },
  );
});
