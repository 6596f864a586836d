import { parentPort, workerData } from 'node:worker_threads';
import { runLoad } from './load-runner.js';

// Runs one load in its own thread, so the client does not share an event loop with the servers it measures.
parentPort!.postMessage(await runLoad(workerData as Parameters<typeof runLoad>[0]));
