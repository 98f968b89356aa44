export interface ThrowawayPostgres {
  /** The admin database's URL (user postgres, trust authentication, 127.0.0.1). */
  url: string;
  port: number;
  /** Stops the server (connections are cut), keeping its data. */
  stop(): void;
  /** Starts it again on the same port. */
  start(): void;
  /** Stops it and deletes its folder. */
  remove(): void;
}

export declare function ensurePostgresInstalled(): string;
export declare function freePort(): Promise<number>;
export declare function startThrowawayPostgres(): Promise<ThrowawayPostgres>;
