import { NextResponse } from 'next/server';

// Turbopack (16.4) looks for a proxy/middleware file at its root when the
// project has none (vercel/next.js#95287), and the root here is the repo, so
// without this file it would compile the site's proxy.ts into the bare app
// and fail. It matches a path nobody requests: the measured page never runs it.
export default function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/__bare-never-matches' };
