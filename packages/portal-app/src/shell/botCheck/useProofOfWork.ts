import type { ProofOfWorkPuzzle } from '@partner-insights/contracts';
import { useEffect, useRef } from 'react';

/** Nothing to wait for: the challenge closed before its puzzle was solved. */
const GIVEN_UP = Promise.resolve(undefined);

/**
 * Solves the challenge's puzzle in a worker from the moment it shows, so the work is done while the person holds
 * or reads the question; answers the solution to wait for, or nothing once the challenge has closed.
 */
export function useProofOfWork({ seed, difficulty }: ProofOfWorkPuzzle): () => Promise<string | undefined> {
  const solution = useRef<Promise<string | undefined>>(GIVEN_UP);
  useEffect(() => {
    const worker = new Worker(new URL('./proofOfWorkWorker.ts', import.meta.url), { type: 'module' });
    let settle: (nonce: string | undefined) => void = () => undefined;
    solution.current = new Promise((resolve) => {
      settle = resolve;
    });
    worker.onmessage = ({ data }: MessageEvent<string>) => settle(data);
    worker.postMessage({ seed, difficulty } satisfies ProofOfWorkPuzzle);
    return () => {
      worker.terminate();
      settle(undefined);
    };
  }, [seed, difficulty]);
  return () => solution.current;
}
