// The compiler's worker thread (route-contract-checker.ts starts it and keeps it between checks):
// the compiler never runs on the server's event loop.
import { parentPort } from 'node:worker_threads';
import type { CompileAnswer } from './route-contract-checker';
import { type RouteContractInput, routeContractErrors } from './route-contract-compiler';

parentPort!.on('message', ({ id, input }: { id: number; input: RouteContractInput }) => {
  let answer: CompileAnswer;
  try {
    answer = { id, errors: routeContractErrors(input) };
  } catch (error) {
    answer = { id, failure: (error as Error).message };
  }
  parentPort!.postMessage(answer);
});
