import path from 'node:path';
import type { NextConfig } from 'next';

// The bare reference of `npm run perf`: built and started with the repo
// root's next binary (`next build tools/perf/bare`), no install of its own.
// Turbopack's root is the repo root so that next/react resolve from the root
// node_modules and module ids match the site's build (the perf run compares
// chunks module by module). See proxy.ts for why this trivial app has one.
const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: { root: path.join(__dirname, '..', '..', '..') },
  // Nothing to check in a two-file app; saves the type-check step of every perf run.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
