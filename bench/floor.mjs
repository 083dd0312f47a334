// The floor: a bare Node script that makes the same requests as the action's path under test,
// with nothing else: (a POST that starts the job, then) a GET of the job, (then a GET of its pull
// request on the GitHub API), (and the pull request comment and check run: a look for each, a
// creation before the job is read and an update after), and one line of output each.
const headers = { authorization: `Bearer ${process.env.API_KEY}` };
const report = process.env.REPORT_REPO_URL;
const gitHub = (method, url, body) =>
  fetch(url, {
    method,
    headers: { authorization: `token ${process.env.REPORT_TOKEN}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then((answer) => answer.json());
let comment;
let checkRun;
if (report) {
  await gitHub('GET', `${report}/issues/5/comments?per_page=100&page=1`);
  await gitHub('GET', `${report}/commits/${'a'.repeat(40)}/check-runs?check_name=Docs&filter=all&per_page=100`);
  comment = await gitHub('POST', `${report}/issues/5/comments`, { body: 'working on it' });
  checkRun = await gitHub('POST', `${report}/check-runs`, {
    name: 'Docs',
    head_sha: 'a'.repeat(40),
    status: 'in_progress',
  });
}
let jobUrl = process.env.JOB_URL;
if (process.env.START_URL) {
  const started = await fetch(process.env.START_URL, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'Document the new flag.' }),
  });
  jobUrl = `${process.env.START_URL}/${(await started.json()).id}`;
}
const job = await (await fetch(jobUrl, { headers })).json();
console.log(`status: ${job.status}`);
if (process.env.PR_URL) {
  const pull = await fetch(process.env.PR_URL, { headers: { authorization: `token ${process.env.GITHUB_TOKEN}` } });
  console.log(`head: ${(await pull.json()).head.sha}`);
}
if (report) {
  await gitHub('PATCH', `${report}/issues/comments/${comment.id}`, { body: 'done' });
  await gitHub('PATCH', `${report}/check-runs/${checkRun.id}`, { conclusion: 'success' });
  console.log(`comment: ${comment.id}, check run: ${checkRun.id}`);
}
