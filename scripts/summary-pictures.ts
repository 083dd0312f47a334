/**
 * `npm run pictures`: the README's pictures of the job summary, the pull request comment and the
 * check run, made from the demo's own runs so they stay true. Runs the bundled action against the simulated service, renders each summary as
 * GitHub does (GitHub-flavored markdown with raw HTML, then GitHub's allow-list of HTML), and
 * takes a screenshot with a Chromium already on the machine (CHROMIUM=/path/to/chromium, or
 * /usr/bin/chromium: `apt-get install chromium`). Run by hand, not by `npm test`.
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import { chromium } from 'playwright-core';
import sanitizeHtml from 'sanitize-html';
import { startSimulatedGitHub } from '../sim/github-api.ts';
import { PR_REPOSITORY, pullRequestEnv, REPORT_TOKEN } from '../sim/pull-request.ts';
import { runAction } from '../sim/run-action.ts';
import { DEMO_API_KEY, DEMO_PROJECT_ID, startService } from '../sim/service.ts';

const OUT = path.join(import.meta.dirname, '..', 'docs', 'images');

/** The docs pull request the demo's first job opens, as GitHub would answer for it. */
const DOCS_TOKEN = 'ghs_docsRepositoryReadToken000000001';
const DOCS_HEAD = 'c0ffee'.padEnd(40, '1');
const DOCS_PULL = {
  number: 101,
  title: 'Document the new billing API',
  state: 'open',
  draft: false,
  head: { sha: DOCS_HEAD, ref: 'agent/job-started-1' },
  additions: 124,
  deletions: 9,
  changed_files: 4,
  files: [
    'api-reference/billing/create-invoice.mdx',
    'api-reference/billing/overview.mdx',
    'docs.json',
    'guides/billing.mdx',
  ],
  reviews: [{ user: { login: 'docs-reviewer' }, state: 'APPROVED' }],
};
const PREVIEW = { state: 'success', environment_url: 'https://acme-docs-preview-101.example.com' };

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
    'blockquote',
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
  h3 { font-size: 1.25em; margin: 0 0 16px; } blockquote { margin: 0 0 8px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
`;

const FRAME_STYLE = `
  .frame { border: 1px solid #d1d9e0; border-radius: 6px; }
  .frame > .bar { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; color: #59636e; border-radius: 6px 6px 0 0; }
  .frame > .body { padding: 16px; }
`;

/** Markdown with raw HTML as GitHub renders it, then GitHub's allow-list; `bar` frames it like a comment. */
function render(markdown: string, bar?: string): string {
  const html = sanitizeHtml(new MarkdownIt({ html: true, linkify: false }).render(markdown), GITHUB_ALLOW_LIST);
  const body = bar ? `<div class="frame"><div class="bar">${bar}</div><div class="body">${html}</div></div>` : html;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${PAGE_STYLE}${FRAME_STYLE}</style></head><body>${body}</body></html>`;
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
  const github = await startSimulatedGitHub({
    tokens: {
      [REPORT_TOKEN]: { repository: PR_REPOSITORY, pullRequests: 'write', checks: 'write' },
      [DOCS_TOKEN]: { readable: ['acme/docs'] },
    },
    pulls: { 'acme/docs#101': DOCS_PULL },
    deployments: { 'acme/docs': [{ id: 7, sha: DOCS_HEAD, statuses: [PREVIEW] }] },
  });
  /** `unfolded`: every folded part opened, as a reader who clicks them sees it. */
  const shoot = async (file: string, html: string, unfolded = false): Promise<void> => {
    const page = await browser.newPage({ viewport: { width: 928, height: 400 }, deviceScaleFactor: 1 });
    await page.setContent(html);
    if (unfolded) await page.evaluate('document.querySelectorAll("details").forEach((d) => (d.open = true))');
    await page.screenshot({ path: path.join(OUT, file), fullPage: true });
    await page.close();
  };
  try {
    for (const scenario of scenarios) {
      service.reset();
      const run = await runAction(scenario.inputs, { env, killAfterMs: 30_000 });
      await shoot(scenario.file, render(run.summary));
      console.log(`docs/images/${scenario.file}: outcome ${run.outputs.outcome ?? ''}`);
    }
    // pull_request runs that keep the comment and the check run: completed, failed, several jobs.
    const onPullRequest = async (name: string, extra: Record<string, string>, runId: number): Promise<void> => {
      service.reset();
      const run = await runAction(
        { ...inputs, 'check-name': 'Docs agent', 'report-token': REPORT_TOKEN, 'github-token': '', ...extra },
        { env: pullRequestEnv(github.url, runId), killAfterMs: 30_000 },
      );
      const comment = github.comments.at(-1);
      const check = github.checkRuns.at(-1);
      if (!comment || !check)
        throw new Error(`no comment or check run was written (outcome ${run.outputs.outcome ?? ''})`);
      const commentPage = render(comment.body, '<b>github-actions</b> <i>bot</i> commented');
      await shoot(`comment-${name}.png`, commentPage);
      if (name === 'completed') await shoot('comment-completed-unfolded.png', commentPage, true);
      // A check run's page: its name and conclusion, its title, then the summary and the text.
      const checkPage = `${check.output.summary ?? ''}\n\n${check.output.text ?? ''}`;
      const checkBar = `<b>${check.name}</b> · ${check.conclusion ?? check.status} · ${check.output.title ?? ''}`;
      await shoot(`check-run-${name}.png`, render(checkPage, checkBar));
      console.log(`docs/images/comment-${name}.png, check-run-${name}.png: outcome ${run.outputs.outcome ?? ''}`);
    };
    // The docs pull request is read with a github-token: the comment mirrors it.
    const prompt = 'Update the docs for the changes in acme/product#5.';
    await onPullRequest('completed', { prompt, 'github-token': DOCS_TOKEN }, 4242);
    await onPullRequest('failed', { 'job-id': 'job-failed' }, 4243);
    await onPullRequest('several', { 'job-id': 'job-pr,job-no-pr,job-failed,job-forever', timeout: '3s' }, 4244);
  } finally {
    await browser.close();
    await service.close();
    await github.close();
  }
}

await main();
