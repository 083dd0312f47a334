/**
 * Was broken: a start whose TLS handshake fails (the certificate is not trusted: a gateway's or a
 * TLS-inspecting proxy's private CA the runner's Node was not given, an expired certificate, or
 * someone on the path presenting their own) is taken for a start that "may have been started":
 * the step says so and sends people to the dashboard, records the start as unanswered, and the
 * pull request's next push starts no job ("its answer was lost, so the service may have started a
 * job this action cannot name"). A handshake that failed sent no byte of the request: the service
 * certainly did not act on it.
 *
 * How a user meets it: `base-url` is the company's gateway in front of the service, whose
 * certificate is signed by the company's CA, and the runner's NODE_EXTRA_CA_CERTS is not set yet.
 * The pull request is opened: its run fails, "The job may have been started". The CA is added (or
 * the gateway fixed); the author pushes: that run starts nothing, for good, and says a job may run
 * that no record names, though the service never saw a request.
 *
 * What should happen instead (README, "Starting a job: what to know": "The start is sent again
 * only when the service certainly did not act on it: a refused connection, a DNS failure, or a
 * 429. A connection reset, a time-out after the request was sent, or a 5xx leaves it unknown";
 * every message says what happened and what to do): a certificate the runner refuses is a request
 * never sent. The run says the certificate was refused and nothing was started, and the next
 * push starts the pull request's job.
 */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startService, type SimulatedService } from '../sim/service.ts';
import { HEADS, useWorld } from './helpers/attack-world.ts';

const w = useWorld(96_900);
const [, H2] = HEADS;
const fixtures = path.join(import.meta.dirname, 'fixtures');

/** The gateway: the service behind a certificate this runner does not trust (its CA is not given to Node). */
let gateway: SimulatedService;
beforeEach(async () => {
  gateway = await startService({
    tls: {
      key: readFileSync(path.join(fixtures, 'api.example.test.key'), 'utf8'),
      cert: readFileSync(path.join(fixtures, 'api.example.test.crt'), 'utf8'),
    },
  });
});
afterEach(() => gateway.close());

describe('a start whose TLS handshake the runner refuses', () => {
  it('says nothing was started, and the next push starts the job', async () => {
    await w.start();
    const readme = w.readme;
    w.readme = (extra = {}) => readme({ 'base-url': `https://127.0.0.1:${gateway.port}`, ...extra });
    const opened = await w.opened();
    // No request got through the handshake: the service behind it saw nothing.
    expect(gateway.requests).toHaveLength(0);
    expect(w.starts()).toHaveLength(0);
    const said = w.log(opened);

    // The certificate is fixed (here: the runner reaches the service directly); the author pushes.
    w.readme = readme;
    w.push(H2);
    const push = await w.synchronize();
    expect({
      // The run says what happened: nothing was started, the certificate was refused.
      saysMayHaveStarted: said.includes('The job may have been started'),
      openedStarted: opened.outputs.started,
      // The next push starts the pull request's one job: the first start never reached the service.
      pushSaysLostStart: w.log(push).includes('may have started a job this action cannot name'),
      startsAfterPush: w.starts().length,
      pushStarted: push.outputs.started,
    }).toEqual({
      saysMayHaveStarted: false,
      openedStarted: 'false',
      pushSaysLostStart: false,
      startsAfterPush: 1,
      pushStarted: 'true',
    });
  });
});
