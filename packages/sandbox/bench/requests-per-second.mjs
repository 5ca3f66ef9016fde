// Measures how many signed requests per second the sandbox verifies and answers.
// The sandbox (built dist) runs in this process; autocannon runs in a forked child process, so the
// load generator does not compete with the server for the same event loop. Prints figures only.
//
//   pnpm --filter @lintas/sandbox run build && pnpm --filter @lintas/sandbox run bench
import { fork } from 'node:child_process';
import { createPrivateKey, createSign } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const PATH = '/open-api/account/balance';
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BODIES = 500;

if (process.argv[2] === '--load') {
  // Child: run autocannon against the URL the parent sends, rotating the pre-signed bodies.
  const { default: autocannon } = await import('autocannon');
  process.once('message', ({ url, bodies }) => {
    let next = 0;
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        requests: [
          {
            method: 'POST',
            path: PATH,
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: bodies[(next += 1) % bodies.length] }),
          },
        ],
      },
      (error, result) => {
        if (error) throw error;
        process.send(
          {
            average: result.requests.average,
            total: result.requests.total,
            non2xx: result.non2xx,
            errors: result.errors,
            latencyP50: result.latency.p50,
            latencyP99: result.latency.p99,
          },
          () => process.exit(0),
        );
      },
    );
  });
} else {
  const { startSandbox, createDemoMerchant } = await import('../dist/index.js');
  const sandbox = await startSandbox();
  const merchant = createDemoMerchant(sandbox);
  const key = createPrivateKey({ key: Buffer.from(merchant.privateKey, 'base64'), format: 'der', type: 'pkcs8' });
  const now = Date.now();
  const bodies = Array.from({ length: BODIES }, (_, index) => {
    const param = JSON.stringify({ countryCode: 'PH', timestamp: now + index });
    const sign = createSign('RSA-SHA256').update(param, 'utf8').sign(key, 'base64');
    return JSON.stringify({ appId: merchant.appId, sign, param });
  });

  // One checked request first: the figures mean nothing if the sandbox refuses the bodies.
  const probe = await fetch(`${sandbox.url}${PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bodies[0] });
  const answer = await probe.json();
  if (answer.code !== 10000) throw new Error(`the sandbox refused the benchmark body: ${answer.code} ${answer.message}`);

  const child = fork(fileURLToPath(import.meta.url), ['--load'], { stdio: 'inherit' });
  const result = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send({ url: sandbox.url, bodies });
  });
  const served = sandbox.hits(PATH) - 1;
  await sandbox.close();

  console.log(`sandbox: ${Math.round(result.average)} signed requests/s (target >= 2000)`);
  console.log(
    `  ${result.total} requests in ${DURATION_SECONDS} s over ${CONNECTIONS} connections to ${PATH}; ` +
      `sandbox counted ${served}; non-2xx ${result.non2xx}, errors ${result.errors}; ` +
      `latency p50 ${result.latencyP50} ms, p99 ${result.latencyP99} ms`,
  );
}
