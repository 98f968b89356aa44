import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { ConnectionGate, DatabaseUnavailableError, isConnectionFailure } from './availability';

// A Kysely dialect around another (PostgreSQL's) whose connections report lost servers to a
// ConnectionGate: while the gate is closed no connection is asked for, and every error that means
// "the server cannot be reached" becomes a DatabaseUnavailableError, which the app answers 503.
// The inner driver keeps its own connection objects (node-postgres' driver calls private methods
// on them), so each is wrapped in a Proxy that only replaces executeQuery.

function unavailable(error: unknown, gate: ConnectionGate): never {
  if (error instanceof DatabaseUnavailableError) throw error;
  if (isConnectionFailure(error)) {
    gate.failed(error);
    throw new DatabaseUnavailableError(undefined, 1, { cause: error });
  }
  throw error;
}

class GatedDriver implements Driver {
  private readonly wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  private readonly inner = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly driver: Driver,
    private readonly gate: ConnectionGate,
  ) {}

  init(): Promise<void> {
    return this.driver.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.gate.admit();
    let connection: DatabaseConnection;
    try {
      connection = await this.driver.acquireConnection();
    } catch (error) {
      // A refusal that is not about reaching the server (a password) still ends an attempt.
      if (!isConnectionFailure(error)) this.gate.succeeded();
      unavailable(error, this.gate);
    }
    this.gate.succeeded();
    return this.wrap(connection);
  }

  private wrap(connection: DatabaseConnection): DatabaseConnection {
    const known = this.wrapped.get(connection);
    if (known) return known;
    const gate = this.gate;
    const executeQuery = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      try {
        return await connection.executeQuery<R>(query);
      } catch (error) {
        unavailable(error, gate);
      }
    };
    const proxy = new Proxy(connection, {
      get(target, property) {
        if (property === 'executeQuery') return executeQuery;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    this.wrapped.set(connection, proxy);
    this.inner.set(proxy, connection);
    return proxy;
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.inner.get(connection) ?? connection;
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    try {
      await this.driver.beginTransaction(this.unwrap(connection), settings);
    } catch (error) {
      unavailable(error, this.gate);
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.commitTransaction(this.unwrap(connection));
    } catch (error) {
      unavailable(error, this.gate);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await this.driver.rollbackTransaction(this.unwrap(connection));
    } catch (error) {
      unavailable(error, this.gate);
    }
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.driver.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    this.gate.stop();
    return this.driver.destroy();
  }

  /** One `SELECT 1` past the gate: the probe that opens it again. */
  async probe(): Promise<void> {
    const connection = await this.driver.acquireConnection();
    try {
      await connection.executeQuery(CompiledQuery.raw('select 1'));
    } finally {
      await this.driver.releaseConnection(connection);
    }
  }
}

/** `dialect` with its connections behind a gate that probes with backoff once the server is lost. */
export function gatedDialect(
  dialect: Dialect,
  onChange?: (open: boolean, error?: unknown) => void,
): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver: () => {
      const gate: ConnectionGate = new ConnectionGate({
        probe: (): Promise<void> => driver.probe(),
        ...(onChange ? { onChange } : {}),
      });
      const driver: GatedDriver = new GatedDriver(dialect.createDriver(), gate);
      return driver;
    },
  };
}
