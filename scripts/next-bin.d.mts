/** Absolute path of the `next` command declared by Next's package.json. */
export declare const NEXT_BIN: string;
/** Node's options for a server of the site (docs/decisions/0012-etag-kept.md). */
export declare const SERVER_NODE_FLAGS: readonly string[];
