/// <reference lib="webworker" />
import type { ProofOfWorkPuzzle } from '@partner-insights/contracts';
import { solveProofOfWork } from './solveProofOfWork';

// Off the main thread: the digests' answers arrive faster than the page's timers and frames could get a turn.
// The page ends the worker when the challenge closes, so the solver's own signal never fires.
self.onmessage = async ({ data }: MessageEvent<ProofOfWorkPuzzle>) => {
  self.postMessage(await solveProofOfWork(data, new AbortController().signal));
};
