import { gzipSync } from 'node:zlib';

/**
 * Median answer time and size of the roster call the site makes, against a
 * running agency API: `npx tsx agency-api/scripts/measure-talents.ts [base URL] [calls]`.
 */
const base = process.argv[2] ?? process.env.SITE_API_URL ?? 'http://127.0.0.1:4010';
const calls = Number(process.argv[3] ?? 20);
const path = '/api/talents?language=pt&paginate=1000&cover_web=1';

const signin = await fetch(`${base}/api/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ salt: process.env.API_SALT ?? 'dev-salt', api_key: process.env.SITE_API_KEY ?? 'dev-site-key' }),
});
if (!signin.ok) throw new Error(`sign-in failed: ${signin.status} ${await signin.text()}`);
const { access_token: token } = (await signin.json()) as { access_token: string };

async function once(): Promise<{ ms: number; bytes: number; body: string; talents: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ filters: {} }),
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(body), body, talents: (JSON.parse(body) as { data: unknown[] }).data.length };
}

await once(); // warm-up: connection and statement caches
const runs = [];
for (let i = 0; i < calls; i += 1) runs.push(await once());
const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const median = (values: number[]) => {
  const middle = Math.floor(values.length / 2);
  return values.length % 2 ? (values[middle] ?? 0) : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2;
};
const last = runs[runs.length - 1];
process.stdout.write(`POST ${path} x${calls} against ${base}\n`);
process.stdout.write(`talents: ${last?.talents}\n`);
process.stdout.write(
  `median: ${median(times).toFixed(1)} ms (min ${times[0]?.toFixed(1)}, max ${times[times.length - 1]?.toFixed(1)})\n`,
);
process.stdout.write(
  `size: ${last?.bytes} bytes (${((last?.bytes ?? 0) / 1024).toFixed(1)} KiB; gzip would be ${(gzipSync(last?.body ?? '').length / 1024).toFixed(1)} KiB)\n`,
);
