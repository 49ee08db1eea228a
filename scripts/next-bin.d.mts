/** Absolute path of the `next` command declared by Next's package.json. */
export declare const NEXT_BIN: string;
