/**
 * The flags `node` runs the server with, wherever it is started: `npm start`, the image's CMD (deploy/Dockerfile),
 * the fault suite's instances and the benches (test/node-flags.test.ts keeps the literal copies in step).
 *
 * - One V8 helper thread: instances run about one per core, and the default four took the cores from the event
 *   loops during collections.
 * - No incremental-marking tasks: with them, V8 also marked the heap in tasks on the event loop's own thread, 100–300
 *   ms per full collection with thousands of answers open, in stretches of 50–100 ms; without them the helper marks,
 *   and the loop's thread only where it allocates (bench/RESULTS.md, chat at 10,000 open answers).
 */
export const NODE_FLAGS = ['--v8-pool-size=1', '--no-incremental-marking-task'] as const;
