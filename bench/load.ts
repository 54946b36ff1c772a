import { Agent, request } from 'node:http';

/**
 * The load generator, in a process of its own so that neither server shares its CPU time with it:
 * `concurrency` keep-alive clients each send GET `url` one after the other for `seconds`, reading
 * every answer to the end; prints one JSON line: requests per second, p50/p95 in ms, failures (any
 * status but 200). Usage: `node --import tsx bench/load.ts <url> <seconds> <concurrency> [headers JSON]`.
 */
const [url, seconds, concurrency, headers] = process.argv.slice(2);
if (!url || !seconds || !concurrency)
  throw new Error('usage: load <url> <seconds> <concurrency> [headers JSON]');
const clients = Number(concurrency);
const agent = new Agent({ keepAlive: true, maxSockets: clients });
const head = {
  'accept-encoding': 'identity',
  ...(headers ? (JSON.parse(headers) as Record<string, string>) : {}),
};

const once = () =>
  new Promise<number>((resolve, reject) => {
    request(url, { agent, headers: head }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

const times: number[] = [];
let failures = 0;
const until = performance.now() + Number(seconds) * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    while (performance.now() < until) {
      const t = performance.now();
      if ((await once()) !== 200) failures++;
      times.push(performance.now() - t);
    }
  }),
);
const took = (performance.now() - started) / 1000;
times.sort((a, b) => a - b);
const pct = (p: number) =>
  times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? NaN;
console.log(
  JSON.stringify({
    rps: times.length / took,
    p50: pct(50),
    p95: pct(95),
    requests: times.length,
    failures,
  }),
);
agent.destroy();
