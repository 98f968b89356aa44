import helmet from 'helmet';

// Security headers on every response. The CSP allows what the pages need: our own scripts and
// WebAssembly ('wasm-unsafe-eval' is required to compile it), inline style attributes in post
// HTML, avatars and videos from any web address, media blobs the editor creates from local files.
export const securityHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", "'wasm-unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      'media-src': ["'self'", 'blob:', 'data:', 'https:', 'http:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'frame-src': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  // Avatars and videos come from other sites; COEP would block them.
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});
