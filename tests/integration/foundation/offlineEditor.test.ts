import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../../server/paths';
import { listFormats } from '../../../shared/subtitle/index';
import { startTestServer, type TestServer } from '../../helpers/testServer';

// How the server hands out the offline editor's files (the built app: `npm test` builds first).

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function get(path: string): Promise<Response> {
  return fetch(`${server.baseUrl}${path}`);
}

describe('offline editor files', () => {
  it('sends the service worker uncached, under a CSP that lets it run', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Workbox's precache list names the editor's page, never an API path.
    const script = await response.text();
    expect(script).toContain('"subtitleedit/online"');
    expect(script).not.toMatch(/url:"\/?(?:se-api|trpc|blog|healthz|posts|admin)\b/);
  });

  it('sends the editor page and the manifest uncached and hashed assets for a year', async () => {
    const page = await get('/subtitleedit/online');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('rel="manifest" href="/manifest.webmanifest"');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const script = readdirSync(join(WEB_ROOT, 'assets')).find((name) => name.endsWith('.js'));
    const asset = await get(`/assets/${script ?? ''}`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('makes the editor installable and a handler of every extension the library reads', async () => {
    const manifest = (await (await get('/manifest.webmanifest')).json()) as {
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string }[];
      file_handlers: { action: string; accept: Record<string, string[]> }[];
    };
    expect(manifest.start_url).toBe('/subtitleedit/online');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.type} ${icon.sizes}`)).toEqual(
      expect.arrayContaining(['image/png 192x192', 'image/png 512x512']),
    );
    for (const icon of manifest.icons) {
      expect((await get(icon.src)).status).toBe(200);
    }
    const [handler] = manifest.file_handlers;
    expect(handler?.action).toBe('/subtitleedit/online');
    const handled = new Set(Object.values(handler?.accept ?? {}).flat());
    for (const extension of ['.srt', '.ass', '.ssa', '.vtt', '.sub', '.sbv', '.smi', '.ttml']) {
      expect(handled).toContain(extension);
    }
    for (const extension of ['.dfxp', '.xml', '.stl', '.scc', '.lrc', '.txt']) {
      expect(handled).toContain(extension);
    }
    const readable = listFormats()
      .filter((format) => format.canRead)
      .flatMap((format) => format.extensions);
    expect([...handled].sort()).toEqual([...new Set(readable)].sort());
    // Binary formats too (.pac, Cavena's .890), under their own type.
    expect(handler?.accept['application/octet-stream']).toContain('.pac');
  });

  it('serves the demo waveform as a static file equal to the API answer', async () => {
    const file = await get('/sample/demo-waveform.json');
    expect(file.status).toBe(200);
    const api = await get('/se-api/demowaveform/');
    expect(await file.json()).toEqual(await api.json());
  });
});
