/** The log, alone: what each surface receives, to the character. */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { createLog, type SummaryDoc } from '../../src/output/log.ts';
import { escapeControls, linked, msg, oneLineJson, quoted } from '../../src/output/text.ts';
import { FakeIO } from '../helpers/fake-io.ts';

function log(secrets: string[] = [], debug = true) {
  const io = new FakeIO({});
  io.isDebug = () => debug;
  return { io, log: createLog(io, secrets) };
}

describe('redaction', () => {
  it('masks each secret once, skipping empty ones', () => {
    const { io } = log(['', 'mint_abc123456', 'mint_abc123456', 'ghs_zzz987654']);
    expect(io.named('setSecret')).toEqual([['mint_abc123456'], ['ghs_zzz987654']]);
  });

  it('masks each line of a secret of several lines apart, as the runner reads its log line by line', () => {
    // The shrunk case of secrets.property (seed 7): a proxy password of two lines was one mask,
    // which the runner, matching each line of the log, never finds.
    const { io } = log(['__ __\n________', 'mint_abc123456', 'pem\r\n  line two \n\n\tmint_abc123456']);
    expect(io.named('setSecret')).toEqual([
      ['__ __\n________'],
      ['__ __'],
      ['________'],
      ['mint_abc123456'],
      ['pem\r\n  line two \n\n\tmint_abc123456'],
      ['pem'],
      ['line two'],
    ]);
  });

  it('hides a secret that contains another whole, not leaving its tail', () => {
    const { io, log: out } = log(['abcdef123', 'abcdef123XYZ789']);
    out.info('a abcdef123XYZ789 b abcdef123 c');
    expect(io.named('info')).toEqual([['a *** b *** c']]);
  });

  it('hides a piece of a secret: its start, six characters past its public prefix, in every form', () => {
    const token = 'ghs_Q7vK2mZp9XwL4rT8';
    const { io, log: out } = log([token, ' mint_R4nd0mK3yT41l ']);
    out.info(`cut ${token.slice(0, 10)}; wrapped ${token.slice(0, 15)}\nrest; markup ghs&#95;Q7vK2m; key mint_R4nd0m`);
    out.info(`too short: ghs_Q7vK2 and mint_R4nd0`);
    expect(io.named('info')).toEqual([
      ['cut ***; wrapped ***\\nrest; markup ***; key ***'],
      ['too short: ghs_Q7vK2 and mint_R4nd0'],
    ]);
  });

  it('hides a secret in every form an escaper gives it: JSON, URL, markup', () => {
    const key = 'mint_a"b\\c<d>&e f';
    const { io, log: out } = log([key]);
    out.info(`json ${JSON.stringify(key)} url ${encodeURIComponent(key)} raw ${key}`);
    expect(io.named('info')).toEqual([['json "***" url *** raw ***']]);
  });

  it('redacts a quoted value before cutting it, so no piece shows', () => {
    const key = 'mint_0123456789abcdef';
    const { io, log: out } = log([key]);
    out.info(msg`value ${quoted(`${'x'.repeat(290)}${key}`, 300)}`);
    const [[line]] = io.named('info') as [[string]];
    expect(line).toContain('***');
    expect(line).not.toContain('mint_0');
  });

  it('writes no debug line unless debug logging is on', () => {
    const off = log([], false);
    off.log.debug('hidden');
    expect(off.io.named('debug')).toEqual([]);
    const on = log([], true);
    on.log.debug(':starts like a command');
    expect(on.io.named('debug')).toEqual([['\\u003astarts like a command']]);
  });

  it('keeps an output whole and only redacts it', () => {
    const { io, log: out } = log(['mint_secret_value']);
    out.output('job', `${'v'.repeat(5_000)} mint_secret_value`);
    expect(io.named('setOutput')).toEqual([['job', `${'v'.repeat(5_000)} ***`]]);
  });
});

describe('log groups and defaults', () => {
  it('opens and closes a log group with an escaped name', () => {
    const { io, log: out } = log();
    out.startGroup('Outputs\n::x');
    out.endGroup();
    expect(io.calls).toEqual([['startGroup', 'Outputs\\n::x'], ['endGroup']]);
  });

  it('masks nothing when given no secrets', () => {
    const io = new FakeIO({});
    createLog(io).info('Stryker was here');
    expect(io.calls).toEqual([['info', 'Stryker was here']]);
  });
});

describe('the job summary', () => {
  it('links a quoted link inside a paragraph and redacts the text around it', async () => {
    const { io, log: out } = log(['mint_secret_123456']);
    await out.summary({
      icon: '',
      heading: 'h',
      paragraphs: [msg`key mint_secret_123456 then ${linked('https://a.test/pr/1', '#1')} end`],
      rows: [],
    });
    const [[html]] = io.named('writeSummary') as [[string]];
    expect(html).toContain('<p>key &#42;&#42;&#42; then <a href="https://a.test/pr/1">&#35;1</a> end</p>');
  });

  const doc: SummaryDoc = {
    icon: '✅',
    heading: 'Agent job j1 completed',
    paragraphs: [msg`Opened ${linked('https://github.com/a/b/pull/1', '#1')} at last.`, 'Second: *plain*'],
    table: {
      headers: ['Job', 'Status'],
      rows: [
        [{ code: 'j1' }, { none: 'none' }],
        [{ code: 'j2' }, { text: 'ok' }],
      ],
    },
    rows: [
      ['Pull request', { link: 'https://github.com/a/b/pull/1', text: '#1' }],
      ['Head', { code: '0123456789abcdef0123', abbreviate: 12 }],
      ['Mixed', { cells: [{ text: 'open,' }, { code: 'x' }] }],
    ],
    code: { title: 'Copy this:', text: '- uses: a/b@v1\n  with:' },
    details: { title: 'Prompt sent', text: 'line 1\n\nline 3' },
  };

  it('is one HTML block with each part escaped for it, exactly', async () => {
    const { io, log: out } = log();
    await out.summary(doc);
    expect(io.named('writeSummary')).toEqual([
      [
        [
          '<h2>✅ Agent job j1 completed</h2>',
          '<p>Opened <a href="https://github.com/a/b/pull/1">&#35;1</a> at last.</p>',
          '<p>Second&#58; &#42;plain&#42;</p>',
          '<table>',
          '<tr><th>Job</th><th>Status</th></tr>',
          '<tr><td><code>j1</code></td><td><i>none</i></td></tr>',
          '<tr><td><code>j2</code></td><td>ok</td></tr>',
          '</table>',
          '<table>',
          '<tr><th align="left">Pull request</th><td><a href="https://github.com/a/b/pull/1">&#35;1</a></td></tr>',
          '<tr><th align="left">Head</th><td><code>0123456789ab</code></td></tr>',
          '<tr><th align="left">Mixed</th><td>open, <code>x</code></td></tr>',
          '</table>',
          '<p>Copy this&#58;</p>',
          '<pre><code>- uses&#58; a/b&#64;v1&#10;  with&#58;</code></pre>',
          '<details><summary>Prompt sent</summary>',
          '<pre>line 1&#10;&#10;line 3</pre>',
          '</details>',
          '',
        ].join('\n'),
      ],
    ]);
  });

  it.each([
    ['javascript:alert(1)', false],
    [`https://a.test/${'p'.repeat(1_970)}`, true],
    [`https://a.test/${'p'.repeat(1_985)}`, true],
    [`https://a.test/${'p'.repeat(1_986)}`, false],
    [`https://a.test/${'p'.repeat(1_990)}`, false],
  ])('links %s only when it is an http(s) URL of at most 2,000 characters', async (href, linkedOk) => {
    const { io, log: out } = log();
    await out.summary({ icon: '', heading: 'h', paragraphs: [], rows: [['Link', { link: href, text: 'it' }]] });
    const [[html]] = io.named('writeSummary') as [[string]];
    expect(html.includes('<a href=')).toBe(linkedOk);
  });

  it('leaves out the tables and blocks a document does not have', async () => {
    const { io, log: out } = log();
    await out.summary({ icon: '⚠️', heading: 'Invalid input', paragraphs: ['x'], rows: [] });
    expect(io.named('writeSummary')).toEqual([['<h2>⚠️ Invalid input</h2>\n<p>x</p>\n']]);
  });
});

describe('text that cannot act on GitHub', () => {
  const markup = (text: string): string =>
    createLog(new FakeIO({})).markup({ icon: 'i', heading: 'h', paragraphs: [text], rows: [] });

  it.each([
    ['#123', '&#35;&#8203;123'],
    ['acme/product#123', 'product&#35;&#8203;123'],
    ['GH-123', 'GH&#8203;-123'],
    ['@org/team', '&#64;&#8203;org'],
  ])('%s in prose links to no issue and mentions no one', (text, shown) => {
    expect(markup(`see ${text} now`)).toContain(shown);
  });

  it.each([
    ['a right-to-left override', '\u202e', '\\u202e'],
    ['a left-to-right isolate', '\u2066', '\\u2066'],
    ['a zero-width space', '\u200b', '\\u200b'],
    ['a byte order mark', '\ufeff', '\\ufeff'],
    ['a soft hyphen', '\u00ad', '\\u00ad'],
    ['an invisible operator', '\u2062', '\\u2062'],
    ['a deprecated format control', '\u206a', '\\u206a'],
    ['an interlinear annotation mark', '\ufff9', '\\ufff9'],
    ['the Mongolian vowel separator', '\u180e', '\\u180e'],
    ['a tag character (invisible text)', '\u{e0041}', '\\udb40\\udc41'],
    ['the combining grapheme joiner', '\u034f', '\\u034f'],
    ['a Hangul filler', '\u3164', '\\u3164'],
    ['a variation selector emoji do not need', '\ufe01', '\\ufe01'],
    ['an Arabic number sign (a prepended format character)', '\u0601', '\\u0601'],
    ['a musical format character past U+FFFF', '\u{1d173}', '\\ud834\\udd73'],
    ['a lone surrogate', '\ud800', '\\ud800'],
  ])('shows %s escaped, so it cannot reorder or hide what a reviewer reads', (_, control, escaped) => {
    expect(markup(`a${control}b`)).toContain(`a${escaped.replaceAll('\\', '&#92;')}b`);
    expect(escapeControls(`a${control}b`)).toBe(`a${escaped}b`);
  });

  it('escapes them in JSON handed on too, where the value a later step parses stays the same', () => {
    const value = { model: 'a\u202eb\u2066c\u2028d\u{e0041}' };
    expect(oneLineJson(value)).toBe('{"model":"a\\u202eb\\u2066c\\u2028d\\udb40\\udc41"}');
    expect(JSON.parse(oneLineJson(value))).toEqual(value);
  });

  it('keeps the joiners and selectors emoji need', () => {
    expect(escapeControls('👩\u200d💻')).toBe('👩\u200d💻');
    expect(escapeControls('❤\ufe0f')).toBe('❤\ufe0f');
  });
});

describe('workflow commands in what the action prints', () => {
  // The pieces a command is made of, in both forms the runner reads.
  const text = fc
    .array(fc.constantFrom('##[', '#', '[', ']', '::', ':', 'error', 'stop-commands', '\n', '\r', ' ', 'a', '\u2028'))
    .map((pieces) => pieces.join(''));

  it('no log line starts a command, and nothing printed holds the older ##[ form, for any text (property)', () => {
    fc.assert(
      fc.property(text, text, (message, title) => {
        const { io, log: out } = log();
        out.info(message);
        out.debug(message);
        out.startGroup(message);
        out.warning(message, title);
        out.notice(message, title);
        out.error(message, title);
        for (const [, ...args] of io.calls)
          for (const printed of args as string[]) expect(printed).not.toContain('##[');
        // A log line is one line, and never a command (an annotation's text follows its own `::name::`,
        // and @actions/core encodes its line breaks).
        for (const [line] of io.named('info') as string[][]) {
          expect(line).not.toMatch(/[\r\n\u2028]/);
          expect(line).not.toMatch(/^\s*::/);
        }
      }),
    );
  });
});
