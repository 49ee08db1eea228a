// `npx tsx tools/perf/js-size.ts URL…`: first-load JS of pages already served
// (gzip of every `<script src>` of the HTML, as `npm run perf` counts it),
// without the browser runs: for comparing two builds of one change.
import { measureFirstLoad } from './first-load';

const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('usage: npx tsx tools/perf/js-size.ts URL…');
  process.exit(2);
}
for (const url of urls) {
  const load = await measureFirstLoad(url);
  const names = load.scripts.map((script) => `${script.name} ${script.gzip}`).join(', ');
  console.info(`${url}\t${load.gzip} B gzip\t${(load.gzip / 1024).toFixed(1)} KB\t${load.scripts.length} scripts\t${names}`);
}
