import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConnectionGate,
  DatabaseUnavailableError,
  isConnectionFailure,
} from '../../../server/db/availability';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isConnectionFailure', () => {
  it('knows a server that is down, restarting or unreachable', () => {
    expect(
      isConnectionFailure(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ).toBe(true);
    expect(isConnectionFailure(withCode('terminating connection', '57P01'))).toBe(true);
    expect(isConnectionFailure(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionFailure(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionFailure(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      isConnectionFailure(new AggregateError([withCode('refused', 'ECONNREFUSED')], 'connect')),
    ).toBe(true);
    expect(isConnectionFailure(new DatabaseUnavailableError())).toBe(true);
  });

  it('leaves bad queries, broken constraints and refused passwords to the caller', () => {
    expect(isConnectionFailure(withCode('relation "x" does not exist', '42P01'))).toBe(false);
    expect(isConnectionFailure(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isConnectionFailure(withCode('password authentication failed', '28P01'))).toBe(false);
    expect(isConnectionFailure(withCode('no such table: x', 'SQLITE_ERROR'))).toBe(false);
    expect(isConnectionFailure('ECONNREFUSED')).toBe(false);
  });
});

describe('ConnectionGate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses calls once the server is lost, and lets one attempt through after the delay', () => {
    const gate = new ConnectionGate({ probe: () => Promise.reject(new Error('down')) });
    gate.admit();
    gate.failed(new Error('ECONNREFUSED'));
    expect(gate.isOpen).toBe(false);
    expect(() => gate.admit()).toThrow(DatabaseUnavailableError);
    vi.setSystemTime(Date.now() + 100);
    // The attempt is let through, and only one at a time.
    expect(() => gate.admit()).not.toThrow();
    expect(() => gate.admit()).toThrow(DatabaseUnavailableError);
    gate.succeeded();
    expect(gate.isOpen).toBe(true);
    expect(() => gate.admit()).not.toThrow();
    gate.stop();
  });

  it('doubles the wait after each failed attempt, up to its limit', () => {
    const gate = new ConnectionGate({
      probe: () => Promise.reject(new Error('down')),
      firstDelayMs: 100,
      maxDelayMs: 400,
    });
    gate.failed(new Error('lost'));
    const waits: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const start = Date.now();
      while (!admitted(gate)) vi.setSystemTime(Date.now() + 10);
      waits.push(Date.now() - start);
      gate.failed(new Error('still down'));
    }
    expect(waits).toEqual([100, 200, 400, 400]);
    gate.stop();
  });

  it('probes on a timer too, so an idle instance opens again by itself', async () => {
    let up = false;
    const changes: boolean[] = [];
    const gate = new ConnectionGate({
      probe: () => (up ? Promise.resolve() : Promise.reject(new Error('down'))),
      onChange: (open) => changes.push(open),
    });
    gate.failed(new Error('lost'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(gate.isOpen).toBe(false);
    up = true;
    await vi.advanceTimersByTimeAsync(2000);
    expect(gate.isOpen).toBe(true);
    expect(changes).toEqual([false, true]);
    gate.stop();
  });
});

function admitted(gate: ConnectionGate): boolean {
  try {
    gate.admit();
    return true;
  } catch {
    return false;
  }
}
