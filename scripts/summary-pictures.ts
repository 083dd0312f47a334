/**
 * `npm run pictures`: the README's pictures of the job summary, made from the demo's own runs so
 * they stay true. Runs the bundled action against the simulated service, renders each summary as
 * GitHub does (GitHub-flavored markdown with raw HTML, then GitHub's allow-list of HTML), and
 * takes a screenshot with a Chromium already on the machine (CHROMIUM=/path/to/chromium, or
 * /usr/bin/chromium: `apt-get install chromium`). Run by hand, not by `npm test`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { chromium } from 'playwright-core';
import sanitizeHtml from 'sanitize-html';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from '../sim/service.ts';

const OUT = path.join(import.meta.dirname, '..', 'docs', 'images');

/** The part of GitHub's HTML allow-list that a job summary can use. */
const GITHUB_ALLOW_LIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'details',
    'summary',
    'i',
    'b',
    'em',
    'strong',
    'ul',
    'ol',
    'li',
    'br',
  ],
  allowedAttributes: { a: ['href'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};

const PAGE_STYLE = `
  body { font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; color: #1f2328; margin: 0; padding: 24px; width: 880px; background: #fff; }
  h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 0 0 16px; }
  p { margin: 0 0 12px; }
  a { color: #0969da; text-decoration: none; }
  code { font: 85% ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
  pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; } pre code { background: none; padding: 0; }
  table { border-collapse: collapse; margin: 0 0 16px; } th, td { border: 1px solid #d1d9e0; padding: 6px 13px; } tr:nth-child(2n) { background: #f6f8fa; }
  details summary { cursor: pointer; }
`;

function render(summary: string): string {
  const html = sanitizeHtml(new MarkdownIt({ html: true, linkify: false }).render(summary), GITHUB_ALLOW_LIST);
  return `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_STYLE}</style></head><body>${html}</body></html>`;
}

async function main(): Promise<void> {
  const executablePath = process.env.CHROMIUM ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    console.error(`No Chromium at ${executablePath}: install it (apt-get install chromium) or set CHROMIUM.`);
    process.exit(1);
  }
  mkdirSync(OUT, { recursive: true });
  const service = await startService();
  const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/site', GITHUB_RUN_ID: '4242' };
  const inputs = {
    'project-id': DEMO_PROJECT_ID,
    'api-key': DEMO_API_KEY,
    'base-url': service.url,
    'poll-interval': '200ms',
    timeout: '1m',
  };
  const scenarios = [
    { file: 'summary-completed.png', inputs: { ...inputs, 'job-id': 'job-pr' } },
    {
      file: 'summary-several.png',
      inputs: { ...inputs, 'job-id': 'job-pr,job-no-pr,job-failed,job-archived,job-gone', timeout: '3s' },
    },
  ];
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    for (const scenario of scenarios) {
      service.reset();
      const run = await runAction(scenario.inputs, { env, killAfterMs: 30_000 });
      const page = await browser.newPage({ viewport: { width: 928, height: 400 }, deviceScaleFactor: 1 });
      await page.setContent(render(run.summary));
      await page.screenshot({ path: path.join(OUT, scenario.file), fullPage: true });
      await page.close();
      console.log(`docs/images/${scenario.file}: outcome ${run.outputs.outcome ?? ''}`);
    }
  } finally {
    await browser.close();
    await service.close();
  }
}

await main();
