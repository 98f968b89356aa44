import { TRPCClientError } from '@trpc/client';

// The subtitle service's failures as a sentence for the user: the server's own message when it
// sent one (415 "not a subtitle file", 400 "empty file", 413 "too large"), else a generic one.

export function serviceErrorMessage(error: unknown, what: string): string {
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | undefined)?.httpStatus;
    // The limit is the UPLOAD_LIMIT_MB setting of the server, 50 MB unless its owner changed it.
    if (status === 413)
      return `${what}: the file is too large for the subtitle service (50 MB on a standard site).`;
    if (error.message) return `${what}: ${error.message}`;
  }
  return `${what}: the service could not be reached. Please try again.`;
}
