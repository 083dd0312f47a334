// The floor: a bare Node script that makes the same requests as the action's path under test,
// with nothing else: (a POST that starts the job, then) a GET of the job, (then a GET of its pull
// request on the GitHub API), and one line of output each.
const headers = { authorization: `Bearer ${process.env.API_KEY}` };
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
