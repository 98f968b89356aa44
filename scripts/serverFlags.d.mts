/** The Node.js flags the server process runs with (serverFlags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
/** The flags of SERVER_NODE_FLAGS missing from `execArgv` (this process's by default). */
export declare function missingServerFlags(execArgv?: readonly string[]): string[];
