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
      // Any web address: the editor reads a video opened by address to make its waveform (where
      // the video's server allows it by CORS). Images may already load from anywhere, so this
      // opens no new way out for data.
      'connect-src': ["'self'", 'https:', 'http:'],
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
