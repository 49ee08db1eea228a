import { describeSeed } from './seed';
import { startAgencyApi } from './server';

/** `npm run agency-api`: the embedded agency API alone, configured by the environment. */
const api = await startAgencyApi();
if (api.seed) process.stdout.write(`${describeSeed(api.seed)}\n`);
process.stdout.write(`agency API listening on ${api.url}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`agency API: error while closing: ${String(error)}\n`);
        process.exit(1);
      },
    );
  });
}
