// Like proxy.ts: Turbopack looks for an instrumentation file at its root (the
// repo) when the project has none, and would compile the site's, whose `@/`
// imports this app cannot resolve. Next's own start-up only: nothing of the site's.
export function register() {}
