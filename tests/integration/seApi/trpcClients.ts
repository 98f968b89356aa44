import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../server/trpc/router';

// tRPC clients of a test server as the editor makes them, and their failures.

export type Api = ReturnType<typeof createTRPCClient<AppRouter>>;

export interface TrpcClients {
  /** The app's CSRF rule: /trpc posts carry the XSRF-TOKEN cookie's value in a header. */
  headers: Record<string, string>;
  /** Each call on its own (httpLink), as the editor sends uploads. */
  alone: Api;
  /** As the editor sends JSON calls: batched (a batch of one when nothing else is asked). */
  batched: Api;
}

export async function trpcClients(baseUrl: string): Promise<TrpcClients> {
  const page = await fetch(`${baseUrl}/`);
  const cookie = page.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const token = decodeURIComponent(cookie?.split(';')[0]?.split('=')[1] ?? '');
  const headers = { cookie: `XSRF-TOKEN=${encodeURIComponent(token)}`, 'x-xsrf-token': token };
  const url = `${baseUrl}/trpc`;
  return {
    headers,
    alone: createTRPCClient<AppRouter>({ links: [httpLink({ url, headers })] }),
    batched: createTRPCClient<AppRouter>({ links: [httpBatchLink({ url, headers })] }),
  };
}

/** The tRPC error a call fails with; throws if it does not fail. */
export async function failure(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
    throw error;
  }
  throw new Error('the call did not fail');
}
