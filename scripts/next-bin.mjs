// The `next` command as Next's package.json declares it ("bin"), found from
// the package rather than by a path into its build. Run it with this Node
// (process.execPath, NEXT_BIN, ...args): the child is Node itself, so signals
// and exit codes reach Next with no shell or npx in between.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const manifest = require.resolve('next/package.json');
const { bin } = require(manifest);

export const NEXT_BIN = path.join(path.dirname(manifest), typeof bin === 'string' ? bin : bin.next);

// Node's options for a server of the site (`next start`, the standalone
// server.js): V8 allocates feedback at once, so Next's ETag hash is inlined
// into the code that sends each page instead of running several times slower
// for the process's life (docs/decisions/0012-etag-kept.md). Node refuses
// the option in NODE_OPTIONS, so every place that starts a server passes it.
export const SERVER_NODE_FLAGS = ['--no-lazy-feedback-allocation'];
