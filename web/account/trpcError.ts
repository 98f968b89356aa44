import { TRPCClientError } from '@trpc/client';

/**
 * The tRPC error code of a failed call ('UNAUTHORIZED', 'CONFLICT', …), or undefined for a
 * network failure or an answer that is not a tRPC error (a 429 from the rate limiter).
 */
export function trpcErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('code' in data)) return undefined;
  return typeof data.code === 'string' ? data.code : undefined;
}
