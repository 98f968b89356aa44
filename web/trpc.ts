import { QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  isNonJsonSerializable,
  splitLink,
} from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../server/trpc/router';
import { XSRF_COOKIE, XSRF_HEADER } from '../shared/site/constants';
import { readStoredSession } from './account/session';

export const trpc = createTRPCReact<AppRouter>();

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** Every call carries the stored token (when there is one) and the CSRF header. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const jwt = readStoredSession()?.jwt;
  if (jwt) headers.Authorization = `Bearer ${jwt}`;
  headers[XSRF_HEADER] = xsrfToken();
  return headers;
}

/** The CSRF token: the cookie the server sets with each page, or one made here when the page
 *  came from the offline editor's cache, which no server response went with (and a session
 *  cookie is gone after a browser restart). The server only checks that header and cookie are
 *  equal (double submit), which another site can neither read nor set. */
function xsrfToken(): string {
  const existing = readCookie(XSRF_COOKIE);
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  document.cookie = `${XSRF_COOKIE}=${token}; Path=/; SameSite=Lax`;
  return token;
}

// A batch is one JSON body, so uploads (FormData) go alone through httpLink, which sends them as
// multipart as the server's upload procedures expect.
function links() {
  return [
    splitLink<AppRouter>({
      condition: (op) => isNonJsonSerializable(op.input),
      true: httpLink({ url: '/trpc', headers: authHeaders }),
      false: httpBatchLink({ url: '/trpc', headers: authHeaders }),
    }),
  ];
}

export const trpcClient = trpc.createClient({ links: links() });

/** The same calls outside React (the editor's actions are plain functions over its store). */
export const api = createTRPCClient<AppRouter>({ links: links() });
