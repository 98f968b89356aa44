import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { ErrorRequestHandler, Response } from 'express';
import { ZodError } from 'zod';
import { ERROR_STATUS, errorBody, type ErrorCode } from '../../shared/api/errors';
import { DatabaseUnavailableError } from '../db/availability';
import { RequestGoneError, ServiceBusyError } from '../work/workQueue';

// Maps errors of procedures and of Express itself to CONTRACT.md §3 statuses and error bodies.

const knownCodes = new Set<string>(Object.keys(ERROR_STATUS));

function toErrorCode(code: string, status: number): ErrorCode {
  if (knownCodes.has(code)) return code as ErrorCode;
  const byStatus = Object.entries(ERROR_STATUS).find(([, value]) => value === status);
  return (byStatus?.[0] as ErrorCode | undefined) ?? 'INTERNAL_SERVER_ERROR';
}

/** Field name → first message, for a zod validation failure. */
export function fieldMessages(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The queue's refusal, thrown as it is or as the cause of a TRPCError. */
function busyError(error: unknown): ServiceBusyError | undefined {
  if (error instanceof ServiceBusyError) return error;
  if (error instanceof TRPCError && error.cause instanceof ServiceBusyError) return error.cause;
  return undefined;
}

/** 503 with Retry-After: the subtitle service's queue is full. */
function sendBusy(res: Response, busy: ServiceBusyError): void {
  res
    .status(503)
    .set('Retry-After', String(busy.retryAfterSeconds))
    .json(errorBody('SERVICE_UNAVAILABLE', busy.message));
}

/** The database cannot be reached, thrown as it is or as the cause of a TRPCError. */
function databaseAway(error: unknown): DatabaseUnavailableError | undefined {
  if (error instanceof DatabaseUnavailableError) return error;
  if (error instanceof TRPCError && error.cause instanceof DatabaseUnavailableError) {
    return error.cause;
  }
  return undefined;
}

/** Sends a procedure's error as a REST answer; returns false for errors that are bugs (500). */
export function sendProcedureError(res: Response, error: unknown): boolean {
  const busy = busyError(error);
  if (busy) {
    sendBusy(res, busy);
    return true;
  }
  // 503 while the database is away: the instance reconnects by itself (server/db/availability.ts).
  const away = databaseAway(error);
  if (away) {
    res
      .status(503)
      .set('Retry-After', String(away.retryAfterSeconds))
      .json(errorBody('SERVICE_UNAVAILABLE', away.message));
    return true;
  }
  if (!(error instanceof TRPCError)) return false;
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500) return false;
  const code = toErrorCode(error.code, status);
  if (error.cause instanceof ZodError) {
    res
      .status(400)
      .json(errorBody('BAD_REQUEST', 'Some fields are not valid.', fieldMessages(error.cause)));
  } else {
    res.status(status).json(errorBody(code, error.message));
  }
  return true;
}

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
  message: string;
}

function isHttpError(error: unknown): error is HttpError {
  return (
    typeof error === 'object' && error !== null && ('status' in error || 'statusCode' in error)
  );
}

/**
 * Client errors raised by Express middleware (bad JSON, body too large) keep their status;
 * everything else is recorded by `record` and answered with a 500 that shows no internals.
 */
export function createErrorHandler(
  record: (error: unknown, method: string, path: string) => void,
): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    // The client went away while its request waited: there is no one to answer.
    if (error instanceof RequestGoneError) {
      if (!res.headersSent) res.destroy();
      return;
    }
    if (res.headersSent) {
      next(error);
      return;
    }
    if (sendProcedureError(res, error)) return;
    if (isHttpError(error)) {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const message =
          error.type === 'entity.too.large'
            ? 'The request body is too large.'
            : error.type === 'entity.parse.failed'
              ? 'The request body is not valid JSON.'
              : error.message;
        res.status(status).json(errorBody(toErrorCode('', status), message));
        return;
      }
    }
    record(error, req.method, req.originalUrl);
    res.status(500).json(errorBody('INTERNAL_SERVER_ERROR', 'Something went wrong on the server.'));
  };
}
