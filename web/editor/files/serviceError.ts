import { TRPCClientError } from '@trpc/client';

// The subtitle service's failures as a sentence for the user: the server's own message when it
// sent one (415 "not a subtitle file", 400 "empty file", 413 "too large"), else a generic one.

export function serviceErrorMessage(error: unknown, what: string): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    if (status === 413) return `${what}: the file is too large (the limit is 50 MB).`;
    if (error.message) return `${what}: ${error.message}`;
  }
  return `${what}: the service could not be reached. Please try again.`;
}
