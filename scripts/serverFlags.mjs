// The Node.js flags the server process runs with. V8 reads them only when it starts (setting one
// later from inside the process aborts it), so they are given on the command line: by `npm start`
// (package.json, checked against this list by tests/unit/serverFlags.test.ts), and by the
// e2e server and the benches that start the server bundle as `npm start` does.
//
// --single-threaded-gc: every isolate collects its own heap on its own thread. By default V8's
// helper threads, shared by the whole process at normal priority, do much of the worker threads'
// collections (their heaps hold a 1M-cue subtitle), so on 2 cores they took the CPU from the
// event loop even though the workers run at nice 10. Measured with three 1M-cue jobs at once
// (upload, write, plain text): loop delay max 31–45 ms before, 12–15 ms with the flag, and the
// three done sooner (3.3–3.7 s against 3.6–4.2 s); with two clients uploading 25 MB files back
// to back, 19–23 ms against 27–37 ms (README, "Subtitle service under load").
export const SERVER_NODE_FLAGS = ['--single-threaded-gc'];

/** The flags of SERVER_NODE_FLAGS this process was not started with. */
export function missingServerFlags(execArgv = process.execArgv) {
  return SERVER_NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
