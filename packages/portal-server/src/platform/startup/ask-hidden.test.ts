import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askHidden, NoTerminalError } from './ask-hidden';

/** A stand-in terminal: what the test writes is what the user types; raw mode is only recorded. */
function fakeTerminal(isTTY = true) {
  const input = Object.assign(new PassThrough(), {
    isTTY,
    rawModes: [] as boolean[],
    setRawMode(mode: boolean) {
      input.rawModes.push(mode);
      return input;
    },
  });
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
  return { input: input as unknown as NodeJS.ReadStream & typeof input, output, shown: () => shown };
}

describe('asking for a hidden answer', () => {
  it('reads up to Enter without echoing it, taking back what Backspace erases', async () => {
    const terminal = fakeTerminal();
    const answer = askHidden('Password: ', terminal);
    terminal.input.write('secret');
    terminal.input.write('xx\u007f\u007f-words\r');
    expect(await answer).toBe('secret-words');
    expect(terminal.shown()).toBe('Password: \n');
    expect(terminal.input.rawModes).toEqual([true, false]);
  });

  it('is cancelled by Ctrl-C', async () => {
    const terminal = fakeTerminal();
    const answer = askHidden('Password: ', terminal);
    terminal.input.write('sec\u0003');
    await expect(answer).rejects.toThrow('Cancelled.');
    expect(terminal.input.rawModes).toEqual([true, false]);
  });

  it('refuses to ask where there is no terminal', async () => {
    await expect(askHidden('Password: ', fakeTerminal(false))).rejects.toBeInstanceOf(NoTerminalError);
  });
});
