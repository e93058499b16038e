import type { BotChallenge, BotProof } from '@partner-insights/contracts';
import { action, makeObservable, observableRef } from 'mobx';

interface OpenChallenge {
  readonly challenge: BotChallenge;
  readonly settle: (proof: BotProof | null) => void;
}

/**
 * The bot challenge a call is waiting on (spec portal-shell §4: a 412 shows the press-and-hold challenge using the
 * answer's data). The ApiClient asks; the challenge overlay shows it and completes or cancels it.
 */
export class BotCheckStore {
  open: OpenChallenge | null = null;

  constructor() {
    makeObservable(this, { open: observableRef, ask: action, complete: action, cancel: action });
  }

  get challenge(): BotChallenge | null {
    return this.open?.challenge ?? null;
  }

  /** Shows the challenge; resolves with the proof, or null once the reader closes it. */
  ask = (challenge: BotChallenge): Promise<BotProof | null> => {
    // One challenge at a time: a newer one replaces (and gives up) the one shown.
    this.open?.settle(null);
    return new Promise((settle) => {
      this.open = { challenge, settle };
    });
  };

  complete(proof: BotProof): void {
    this.#close(proof);
  }

  cancel(): void {
    this.#close(null);
  }

  #close(proof: BotProof | null): void {
    const { open } = this;
    this.open = null;
    open?.settle(proof);
  }
}
