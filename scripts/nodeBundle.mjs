// esbuild options for code that runs in Node as shipped: one ES module, npm packages left in
// node_modules. The server bundle (buildServer.mjs) and the bench's copy of the subtitle library
// (bench/formats/shippedLibrary.ts) are built with them.
export const nodeBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
};
