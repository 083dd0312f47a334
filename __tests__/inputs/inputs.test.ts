import { describe, expect, it } from '@jest/globals';
import { InputError, INPUT_DEFAULTS, readInputs } from '../../src/inputs/inputs.ts';
import { renderMessage } from '../../src/output/text.ts';

const KEY = 'mint_abcdef0123456789';
const required = { 'project-id': 'proj_123', 'job-id': 'job-456', 'api-key': KEY };

function read(inputs: Record<string, string>) {
  return readInputs((name) => inputs[name] ?? '');
}

function problems(inputs: Record<string, string>): string[] {
  try {
    read({ ...required, ...inputs });
  } catch (error) {
    if (error instanceof InputError) return error.problems.map((problem) => renderMessage(problem));
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('readInputs', () => {
  it('applies the defaults to unset and empty optional inputs', () => {
    const { config, warnings } = read({ ...required, 'poll-interval': '  ' });
    expect(config).toEqual({
      projectId: 'proj_123',
      work: { plan: { kind: 'wait' }, jobId: 'job-456', jobIds: ['job-456'], letGo: false },
      failFast: false,
      wait: true,
      sweep: false,
      onFinishDispatch: '',
      apiKey: KEY,
      previousApiKey: '',
      baseUrl: INPUT_DEFAULTS['base-url'],
      pollIntervalMs: 10_000,
      timeoutMs: 1_800_000,
      failOn: new Set(['failed']),
      requirePr: false,
      githubToken: '',
      visibility: { comment: 'auto', checkName: '', reportToken: '', onRerun: 'resume', docsPrComment: false },
      docsNeed: { paths: [], skipLabel: '', onPush: 'follow-up', onClose: 'comment', agentLogin: 'mintlify[bot]' },
    });
    expect(warnings).toEqual([]);
  });

  it("reads 'paths' one glob a line (comments and blank lines left out) and 'skip-label'", () => {
    const { config } = read({
      ...required,
      paths: '  src/**\n\n# not docs\n!src/**/*.test.ts\r\n',
      'skip-label': ' no-docs ',
    });
    expect(config.docsNeed).toEqual({
      paths: ['src/**', '!src/**/*.test.ts'],
      skipLabel: 'no-docs',
      onPush: 'follow-up',
      onClose: 'comment',
      agentLogin: 'mintlify[bot]',
    });
  });

  it.each([
    ['!src/**', "'paths' holds only exclusions"],
    ['src/**\n!', '\'paths\' holds "!"'],
    ['/src/**', 'matches no changed file: changed files are named from the repository\'s root, so write "src/**"'],
    ['./src/**', 'so write "src/**"'],
    ['src\\**', 'folders are split by \'/\', so write "src/**"'],
    ['docs/', 'names folders, not files: write "docs/**"'],
    ['src/[abc', 'close each [, { and ( it opens'],
    ['src/{a,b', 'close each [, { and ( it opens'],
    ['src/**\n!/src/gen/**', 'so write "src/gen/**"'],
    ['src/**, lib/**', 'takes one glob a line, so write "src/**" and each after a comma on a line of its own'],
  ])("refuses 'paths' of %j, naming the input and the fix", (paths, problem) => {
    expect(() => read({ ...required, paths })).toThrow(problem);
  });

  it("takes a root file's bare name in 'paths' (a Makefile), and {a,b} groups", () => {
    expect(read({ ...required, paths: 'src/{a,b}/**\nMakefile\nLICENSE' }).warnings).toEqual([]);
  });

  it('says the rule for an id once', () => {
    let message = '';
    try {
      read({ ...required, 'project-id': 'my project' });
    } catch (error) {
      message = String(error);
    }
    expect(message.match(/ids hold only/g)).toHaveLength(1);
    expect(message).toContain("letters, digits, '-', '_', '.' and '~', up to 200.");
  });

  it("takes the globs a repository's paths usually hold", () => {
    const paths = 'src/**\n!src/**/*.test.ts\nlib/[ab]*/*.{ts,js}\n**/*.md\napi/(v1|v2)/**';
    expect(read({ ...required, paths }).config.docsNeed.paths).toHaveLength(5);
  });

  it("refuses a 'skip-label' that is not one line", () => {
    expect(() => read({ ...required, 'skip-label': 'a\u0007b' })).toThrow("'skip-label' is");
  });

  it("refuses a 'paths' line with a comment after its glob, naming the glob to write", () => {
    expect(() => read({ ...required, paths: 'src/**          # the code\n!src/**/*.test.ts' })).toThrow(
      `'paths' holds "src/**          # the code", which matches no changed file: a comment goes on a line of its own (starting with '#'), so write "src/**" alone.`,
    );
  });

  it("takes a glob whose file names hold ' #', such as 'specs/RFC #*.md'", () => {
    expect(read({ ...required, paths: 'specs/RFC #*.md\ndocs/# notes/**' }).config.docsNeed.paths).toEqual([
      'specs/RFC #*.md',
      'docs/# notes/**',
    ]);
  });

  it("refuses the action's own pending label as 'skip-label', in any case", () => {
    for (const label of ['agent-job-pending', ' Agent-Job-Pending '])
      expect(() => read({ ...required, 'skip-label': label })).toThrow(
        "'skip-label' is 'agent-job-pending', the label the action puts on a pull request while its job works",
      );
  });

  it('reads every input', () => {
    const { config } = read({
      ...required,
      'base-url': 'http://127.0.0.1:8080/',
      'poll-interval': '500ms',
      timeout: '1h',
      'fail-on': 'failed,\narchived',
      'require-pr': 'true',
    });
    expect(config).toMatchObject({
      baseUrl: 'http://127.0.0.1:8080',
      pollIntervalMs: 500,
      timeoutMs: 3_600_000,
      failOn: new Set(['failed', 'archived']),
      requirePr: true,
    });
  });

  it.each([
    ['none', []],
    ['FAILED', ['failed']],
    ['archived', ['archived']],
    [' failed , archived ', ['failed', 'archived']],
  ])('reads fail-on %j', (value, statuses) => {
    expect([...read({ ...required, 'fail-on': value }).config.failOn]).toEqual(statuses);
  });

  it.each([
    [{ 'project-id': '' }, `'project-id' is required but empty`],
    [{ 'job-id': '   ' }, `Neither 'job-id' nor 'prompt' is set`],
    [{ 'api-key': '' }, `'api-key' is required but empty`],
    [{ 'job-id': 'a/b' }, `'job-id' is "a/b", which is not an id`],
    [{ 'job-id': '..' }, `'job-id' is "..", which is not an id`],
    [{ 'job-id': 'a?b=1' }, `'job-id' is "a?b=1", which is not an id`],
    [{ 'job-id': 'a#b' }, `'job-id' is "a#b", which is not an id`],
    [{ 'project-id': '%2e%2e' }, `'project-id' is "%2e%2e", which is not an id`],
    [{ 'job-id': 'a b' }, `'job-id' is "a b", which is not an id`],
    [{ 'job-id': Array.from({ length: 51 }, (_, i) => `job-${i}`).join(',') }, `'job-id' lists 51 jobs`],
    [{ 'job-id': 'job-1,job-2', message: 'x' }, `'message' goes to one job`],
    [{ 'job-id': 'https://x/job/1' }, 'It looks like a URL: pass only the id.'],
    [{ 'project-id': '${{ vars.MINTLIFY_PROJECT_ID }}' }, 'GitHub Actions expression (${{ ... }}) as text'],
    [{ 'project-id': '$MINTLIFY_PROJECT_ID' }, 'the variable reference $MINTLIFY_PROJECT_ID as text'],
    [{ 'job-id': '%JOB_ID%' }, 'pass the id itself, or expand the variable where it is set'],
    [{ 'api-key': 'mint_abc def' }, `'api-key' contains a space or line break`],
    [{ 'api-key': 'mint_abc\ndef' }, `'api-key' contains a space or line break`],
    [{ 'poll-interval': 'soon' }, `'poll-interval' is "soon", which is not a duration`],
    [{ 'poll-interval': '-5s' }, `'poll-interval' is "-5s", which is not a duration`],
    [{ 'poll-interval': '0' }, `'poll-interval' is "0"; it must be longer than zero.`],
    [{ 'poll-interval': '50ms' }, `'poll-interval' is 50ms; it must be at least 100ms`],
    [{ timeout: '25h' }, `'timeout' is "25h"; it can be at most 24h.`],
    [{ timeout: '0s' }, `'timeout' is "0s"; it must be longer than zero.`],
    [{ 'poll-interval': '5m', timeout: '1m' }, `'poll-interval' (5m 00s) is longer than 'timeout' (1m 00s)`],
    [{ 'fail-on': 'failed,completed' }, `'fail-on' has "completed"`],
    [{ 'fail-on': 'none, failed' }, `'fail-on' combines 'none' with statuses`],
    [{ 'fail-on': ',' }, `'fail-on' is ",", which names no status`],
    [{ 'fail-on': ' , \n' }, `which names no status; use a comma-separated list of 'failed' and 'archived', or 'none'`],
    [{ 'require-pr': 'maybe' }, `'require-pr' is "maybe"; use 'true' or 'false'.`],
    [{ 'base-url': 'api.mintlify.com' }, `'base-url' is "api.mintlify.com", which is not a URL`],
    [{ 'base-url': 'ftp://api.mintlify.com' }, `'base-url' uses "ftp:"`],
    [{ 'base-url': 'https://user:pw@api.mintlify.com' }, `'base-url' carries credentials`],
    [
      { 'base-url': 'https://user:p/w@api.mintlify.com' },
      `'base-url' is "https://***@api.mintlify.com", which is not a URL`,
    ],
    [{ 'base-url': 'https://api.mintlify.com/?x=1' }, `'base-url' has a query or fragment`],
    [{ 'base-url': 'http://api.mintlify.com' }, `'base-url' is plain http:// to api.mintlify.com`],
    [{ 'allow-insecure-http': 'sure' }, `'allow-insecure-http' is "sure"`],
  ])('refuses %j: %s', (inputs, expected) => {
    const found = problems(inputs);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(expected);
  });

  it("does not hold 'poll-interval' against 'timeout' when the step does not wait (nothing is polled)", () => {
    const noWait = { ...required, message: 'x', wait: 'false', 'poll-interval': '10s', timeout: '1s' };
    expect(read(noWait).config.pollIntervalMs).toBe(10_000);
    expect(problems({ message: 'x', 'poll-interval': '10s', timeout: '1s' })).toEqual([
      expect.stringContaining("'poll-interval' (10s) is longer than 'timeout' (1s)"),
    ]);
  });

  it.each([
    ['yes', 'true'],
    ['On', 'true'],
    ['no', 'false'],
    ['OFF', 'false'],
  ])("reads 'comment: %s' as every yes/no input reads it: %s", (word, comment) => {
    expect(read({ ...required, comment: word }).config.visibility.comment).toBe(comment);
  });

  it("reads 'after-message' on a step that waits with job-id alone, in the yes/no words", () => {
    expect(read({ ...required, 'after-message': 'yes' }).config.work.plan).toEqual({
      kind: 'wait',
      afterMessage: true,
    });
    expect(read({ ...required, 'after-message': 'false' }).config.work.plan).toEqual({ kind: 'wait' });
  });

  it.each([
    ['a message', { message: 'x' }],
    ['a prompt', { 'job-id': '', prompt: 'x' }],
  ])("refuses 'after-message' on a step that sends %s: it knows it sent one", (_, inputs) => {
    expect(problems({ ...inputs, 'after-message': 'true' })).toEqual([
      expect.stringContaining("'after-message' is true, but it is for a step that waits with 'job-id' alone"),
    ]);
  });

  it('reports every problem at once, each naming its input', () => {
    expect(problems({ 'project-id': '', 'job-id': '', timeout: 'x' }).map((p) => p.split("'")[1])).toEqual([
      'project-id',
      'job-id',
      'timeout',
    ]);
  });

  it('never shows the key in a problem', () => {
    const key = 'mint_hunter2 value';
    expect(problems({ 'api-key': key }).join('\n')).not.toContain('hunter2');
  });

  it.each(['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]:8080'])(
    'accepts plain http to the loopback %s',
    (url) => {
      expect(read({ ...required, 'base-url': url }).config.baseUrl).toBe(url);
    },
  );

  it('accepts plain http to another host when allow-insecure-http is true', () => {
    expect(
      read({ ...required, 'base-url': 'http://docs-proxy.internal', 'allow-insecure-http': 'true' }).config.baseUrl,
    ).toBe('http://docs-proxy.internal');
  });

  it.each([
    ['mint_dsc_abc123', 'an assistant key (mint_dsc_...)'],
    ['mint_us_abc123', 'an index key (mint_us_...)'],
    ['sk-abc123', `does not start with 'mint_'`],
  ])('warns when the key looks like a non-admin key (%s)', (key, expected) => {
    const { warnings } = read({ ...required, 'api-key': key });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(expected);
    expect(warnings[0]).not.toContain(key);
  });

  it('warns when a bare-number timeout means under a minute (seconds, where minutes were meant)', () => {
    const { config, warnings } = read({ ...required, timeout: '5', 'poll-interval': '1s' });
    expect(config.timeoutMs).toBe(5_000);
    expect(warnings).toEqual([
      `'timeout' is "5": a bare number is seconds, so the step waits at most 5s for the job; write '5m' for minutes.`,
    ]);
    for (const timeout of ['60', '90', '5s', '5m', '500ms'])
      expect(read({ ...required, timeout, 'poll-interval': '100ms' }).warnings).toEqual([]);
  });
});

describe('where the report goes: comment, check-name, report-token, on-rerun', () => {
  it('reads each, words in any case', () => {
    const { config } = read({
      ...required,
      comment: 'TRUE',
      'check-name': '  Docs agent ',
      'report-token': 'ghs_abc',
      'on-rerun': 'Start',
      'docs-pr-comment': 'TRUE',
    });
    expect(config.visibility).toEqual({
      comment: 'true',
      checkName: 'Docs agent',
      reportToken: 'ghs_abc',
      onRerun: 'start',
      docsPrComment: true,
    });
  });

  it('treats an unevaluated report-token (a local run) as none, and says so in the debug log', () => {
    const { config, notes } = read({ ...required, 'report-token': '${{ github.token }}' });
    expect(config.visibility.reportToken).toBe('');
    expect(notes).toContain(
      "'report-token' is the unevaluated expression ${{ github.token }} (a local run, outside the runner), so it is not used.",
    );
  });

  it('names each bad value and the words to use', () => {
    expect(
      problems({
        comment: 'always',
        'on-rerun': 'skip',
        'check-name': 'Docs\nagent',
        'report-token': 'ghs_a ghs_b',
      }),
    ).toEqual([
      "'comment' is \"always\"; use 'auto', 'true' or 'false'.",
      "'on-rerun' is \"skip\"; use 'resume' or 'start'.",
      "'check-name' is \"Docs\\nagent\"; a check run's name is one line of at most 100 characters, such as 'Docs agent'.",
      "'report-token' contains a space or line break; pass a token alone, such as ${{ github.token }}.",
    ]);
  });

  it('refuses a github-token or report-token that holds the api-key: the admin key never goes to GitHub', () => {
    for (const name of ['github-token', 'report-token']) {
      expect(problems({ [name]: KEY })).toEqual([
        `'${name}' holds the api-key, which would send the admin key to GitHub; pass a GitHub token instead, such as \${{ github.token }}.`,
      ]);
    }
  });

  it('refuses a previous-api-key that is not a key, is the api-key, or is passed as a token', () => {
    const OLD = 'mint_old0123456789abcdef';
    expect(problems({ 'previous-api-key': 'mint_old key' })).toEqual([
      "'previous-api-key' contains a space or line break, so it cannot be a key; re-save the secret with the old key alone.",
    ]);
    expect(problems({ 'previous-api-key': KEY })).toEqual([
      "'previous-api-key' is the same as 'api-key'; pass the key that was rotated out, or leave 'previous-api-key' empty.",
    ]);
    expect(problems({ 'previous-api-key': OLD, 'github-token': OLD })).toEqual([
      `'github-token' holds the api-key, which would send the admin key to GitHub; pass a GitHub token instead, such as \${{ github.token }}.`,
    ]);
    expect(read({ ...required, 'previous-api-key': OLD }).config.previousApiKey).toBe(OLD);
  });

  it('refuses a check name over 100 characters', () => {
    expect(problems({ 'check-name': 'x'.repeat(101) })).toEqual([
      expect.stringMatching(/^'check-name' is ".*"; a check run's name is one line of at most 100 characters/),
    ]);
  });
});

describe('talking to the agent: follow-up-command, follow-up-permission', () => {
  const base = { 'project-id': 'proj_123', 'api-key': KEY };

  it('needs no job-id, prompt or message with a command, and takes write by default', () => {
    const { config } = read({ ...base, 'follow-up-command': ' /docs ' });
    expect(config.followUp).toEqual({ command: '/docs', permission: 'write' });
    expect(config.work.plan).toEqual({ kind: 'wait' });
    expect(read({ ...base, 'follow-up-command': '/docs', 'follow-up-permission': 'maintain' }).config.followUp).toEqual(
      { command: '/docs', permission: 'maintain' },
    );
    expect(read(required).config.followUp).toBeUndefined();
  });

  // Was broken: `Write`, GitHub's own label for the level, was refused while the other word inputs ignore case.
  it.each(['Write', 'MAINTAIN', ' Admin '])('takes follow-up-permission %j in any case', (given) => {
    const { config } = read({ ...base, 'follow-up-command': '/docs', 'follow-up-permission': given });
    expect(config.followUp?.permission).toBe(given.trim().toLowerCase());
  });

  it("takes a prompt beside the command: one step for a pull request's events and its comments", () => {
    const { config } = read({ ...base, 'follow-up-command': '/docs', prompt: 'Document the change.' });
    expect(config.followUp).toEqual({ command: '/docs', permission: 'write' });
    expect(config.work.plan).toEqual({ kind: 'start', prompt: 'Document the change.' });
  });

  it.each([
    [{ 'follow-up-command': '/docs please' }, "'follow-up-command' is one word of at most 40 characters"],
    [{ 'follow-up-command': '/docs', message: 'x', 'job-id': '1' }, "remove 'message' from this step"],
    [
      { 'follow-up-command': '/docs', prompt: 'x', 'job-id': '1' },
      "'prompt' starts the pull request's job and each command goes to it. Remove 'job-id'.",
    ],
    [{ 'follow-up-command': '/docs', message: 'x' }, "remove 'message' from this step"],
    [{ 'follow-up-command': '/docs', 'job-id': 'a,b' }, "'message' goes to one job, but 'job-id' lists 2"],
    [{ 'follow-up-command': '/docs', 'follow-up-permission': 'read' }, '\'follow-up-permission\' is "read"'],
  ])('refuses %j, naming the input', (inputs, problem) => {
    expect(problems({ ...base, ...inputs }).join('\n')).toContain(problem);
  });
});

describe('wait: sweep, sweep and on-finish-dispatch', () => {
  const letGo = {
    'project-id': 'proj_123',
    'api-key': KEY,
    prompt: 'Docs.',
    'report-token': 'ghs_x',
    'check-name': 'Docs',
  };
  const fails = (inputs: Record<string, string>): string => {
    try {
      readInputs((name) => inputs[name] ?? '');
    } catch (error) {
      if (error instanceof InputError) return error.problems.map((problem) => renderMessage(problem)).join('\n');
      throw error;
    }
    throw new Error('expected an InputError');
  };

  it('reads wait: sweep with a check name as letting go, and a workflow file to dispatch', () => {
    const { config } = readInputs(
      (name) => ({ ...letGo, wait: 'Sweep', 'on-finish-dispatch': '.github/workflows/review.yml' })[name] ?? '',
    );
    expect(config).toMatchObject({ wait: true, work: { letGo: true }, sweep: false, onFinishDispatch: 'review.yml' });
  });

  it.each([
    [{ wait: 'sweep', 'check-name': '' }, "'wait' is sweep but 'check-name' is empty"],
    [{ wait: 'sweep', 'check-name': '' }, "Set 'check-name', such as 'Docs agent' (the name the recipes use)."],
    [{ wait: 'sweep', comment: 'false' }, "'wait' is sweep but 'comment' is false"],
    [{ wait: 'sweep', 'report-token': '' }, "'report-token' is empty, but 'wait: sweep'"],
    [{ wait: 'later' }, "'wait' is \"later\"; use 'true', 'false' or 'sweep'."],
    [{ wait: 'sweep', 'on-finish-dispatch': '../x.yml' }, '\'on-finish-dispatch\' is "../x.yml"'],
    [{ 'on-finish-dispatch': 'review.yml' }, "only a job let go with 'wait: sweep' is finished later"],
    [{ sweep: 'true' }, "'sweep' is true, and a sweep reads its jobs from the pull requests' records: remove 'prompt'"],
    [{ sweep: 'true', prompt: '', wait: 'sweep' }, "'sweep' is true and 'wait' is sweep"],
    // Was broken (a helper): the sweep's step was told to set 'wait: sweep', which it refuses.
    [
      { sweep: 'true', prompt: '', 'on-finish-dispatch': 'review.yml' },
      "'on-finish-dispatch' is set on the sweep's step, but the sweep reads it from the record of each pull request's step with 'wait: sweep': move it there",
    ],
  ])('refuses %j, naming the input and the fix', (extra, problem) => {
    expect(fails({ ...letGo, ...extra })).toContain(problem);
  });

  // Was broken (a helper): a sweep's step given these ran as if they were read, without a word.
  it("warns of what a sweep's step is given and never reads", () => {
    const given = { ...letGo, prompt: '', sweep: 'true', 'fail-on': 'failed,archived', 'require-pr': 'true' };
    const { warnings } = readInputs((name) => ({ ...given, wait: 'false' })[name] ?? '');
    const said = warnings.map(String);
    for (const name of ['fail-on', 'require-pr', 'check-name'])
      expect(said).toContainEqual(
        expect.stringContaining(`'${name}' is set on the sweep's step, which does not use it`),
      );
    expect(said).toContainEqual(expect.stringContaining("'wait' is false on the sweep's step"));
    expect(said.join('\n')).not.toContain("give it to the step that waits for the job ('job-id'");
  });

  it('takes sweep: true with no prompt or job-id', () => {
    const { config } = readInputs((name) => ({ ...letGo, prompt: '', sweep: 'true' })[name] ?? '');
    expect(config).toMatchObject({ sweep: true, work: { letGo: false, plan: { kind: 'wait' }, jobIds: [] } });
  });
});

describe('a secret in an input that is not a secret one (a variable mixed up)', () => {
  const GITHUB = 'ghs_0123456789abcdefghijklmnopqrstuv';
  it.each([
    ['project-id', KEY],
    ['job-id', `job-1,${KEY}`],
    ['check-name', `Docs ${GITHUB}`],
    ['skip-label', KEY],
    ['base-url', `https://api.mintlify.com/${KEY}`],
    // A piece: the key without its public prefix (`${KEY#mint_}`), a token's body.
    ['job-id', KEY.slice('mint_'.length)],
    ['project-id', KEY.slice('mint_'.length)],
    ['check-name', `Docs ${GITHUB.slice(4, 20)}`],
  ])('refuses %s holding it, naming the input and never the secret', (name, value) => {
    const found = problems({ [name]: value, 'github-token': GITHUB });
    expect(found).toContainEqual(expect.stringContaining(`'${name}' holds a secret (the api-key or a token)`));
    expect(found.join('\n')).not.toContain(KEY.slice(5));
    expect(found.join('\n')).not.toContain(GITHUB.slice(4));
  });

  // Was broken: only this step's own secret was refused; another key's value went out as "***".
  it.each([
    ['prompt', 'mint_prodABCDEF0123456789xyz'],
    ['prompt', 'ghp_abcdefghijklmnopqrstuvwxyz0123456789'],
    ['message', ` ${KEY}\n${GITHUB} `],
    // Was broken (a helper): a key in quotes, backquotes or brackets went out as "\"***\"".
    ['prompt', `"${KEY}"`],
    ['prompt', `\`${KEY}\`.`],
    ['prompt', `(${KEY})`],
  ])('refuses a %s that is secrets of any kind and nothing else: it would go out as "***"', (name, value) => {
    const found = problems({
      [name]: value,
      'github-token': GITHUB,
      ...(name === 'message' ? { 'job-id': 'job-1' } : {}),
    });
    expect(found).toContainEqual(
      expect.stringContaining(`'${name}' holds a secret (the api-key or a token), not a text`),
    );
    expect(found.join('\n')).not.toMatch(/mint_prod|ghp_abc/);
  });

  it('sends a prompt that quotes a secret among other words, and a prompt of asterisks', () => {
    for (const prompt of ['Rotate ghp_abcdefghijklmnopqrstuvwxyz0123456789 in the guide', '***'])
      expect(read({ ...required, 'job-id': '', prompt }).config.work.plan).toEqual({ kind: 'start', prompt });
  });

  it("says so when 'api-key' holds what another input holds, and it is no key: the secret was mixed up", () => {
    const found = problems({ 'project-id': 'docs-project', 'api-key': 'docs-project' });
    expect(found).toContainEqual(
      expect.stringContaining(
        "'project-id' and 'api-key' hold the same value, which is not an admin API key (mint_...)",
      ),
    );
    expect(found.join('\n')).not.toContain("'project-id' holds a secret");
  });

  it('looks for a short secret (a test token) only as a whole value', () => {
    expect(
      read({ ...required, 'github-token': 'token', 'check-name': 'Docs token check' }).config.visibility.checkName,
    ).toBe('Docs token check');
    expect(problems({ 'github-token': 'token', 'check-name': 'token' })).toContainEqual(
      expect.stringContaining("'check-name' holds a secret"),
    );
  });
});
