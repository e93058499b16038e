/** The terminal a question is asked on: its input must be a TTY, so that typing can be kept off the screen. */
export interface Terminal {
  readonly input: NodeJS.ReadStream;
  readonly output: NodeJS.WritableStream;
}

const ENTER = new Set(['\r', '\n']);
const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACE = new Set(['\u007f', '\b']);

export class NoTerminalError extends Error {
  override readonly name = 'NoTerminalError';
}

/** Asks a question and reads the answer without echoing it; Ctrl-C (or Ctrl-D on an empty answer) cancels. */
export function askHidden(question: string, { input, output }: Terminal): Promise<string> {
  if (!input.isTTY) return Promise.reject(new NoTerminalError('There is no terminal to ask on.'));
  return new Promise((resolve, reject) => {
    let answer: string[] = [];
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(answer.join(''));
    };
    const onData = (chunk: Buffer | string) => {
      for (const character of chunk.toString()) {
        if (ENTER.has(character)) return finish();
        if (character === CTRL_C || (character === CTRL_D && answer.length === 0)) {
          return finish(new Error('Cancelled.'));
        }
        if (BACKSPACE.has(character)) answer = answer.slice(0, -1);
        else answer.push(character);
      }
    };
    output.write(question);
    input.setRawMode(true);
    input.on('data', onData);
    input.resume();
  });
}
