import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, type Mock } from 'storybook/test';

import { PressHoldChallenge, type PressHoldChallengeProps } from './PressHoldChallenge';

const meta = {
  title: 'Overlays/PressHoldChallenge',
  component: PressHoldChallenge,
  parameters: {
    // The challenge is a modal over the page: every story shows the whole viewport.
    screenshot: { target: 'viewport' },
    docs: {
      description: {
        component:
          'The bot check the app shows when the server answers 412. The user presses and holds the button ' +
          '(pointer, touch, Space or Enter) until it fills over `holdDurationMs`; letting go early asks for ' +
          'another try. "Use an accessible check instead" offers a way with no timing: answer the ' +
          "server's `prompt`, if any, and confirm. `onComplete` reports `{ challengeId, method, heldMs?, answer? }` " +
          'for the app to send as proof before retrying the blocked request; `onCancel` reports a close. ' +
          'Texts follow the locale; `challengeLocaleFor` maps a portal locale to the challenge language.',
      },
    },
  },
  args: {
    challenge: { id: 'challenge-7f3a', kind: 'press-hold' },
    onComplete: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof PressHoldChallenge>;

export default meta;
type Story = StoryObj<typeof meta>;

const holdButton = () => screen.getByRole('button', { name: 'Press & Hold' });
const statusIs = (text: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
/** Waits for the dialog's entrance to finish, so the screenshot shows it at rest. */
const challengeShown = () =>
  waitFor(() => expect(screen.getByRole('dialog', { name: 'Before we continue...' })).toBeVisible());

/** Before a press: the title, the instruction, the button and the accessible way. */
export const Idle: Story = {
  tags: ['focus-ring'],
  play: async () => {
    await challengeShown();
    await expect(holdButton()).toHaveAccessibleDescription('Press & Hold to confirm you are a human (not a bot)');
    await expect(screen.getByRole('button', { name: 'Use an accessible check instead' })).toBeVisible();
  },
};

/**
 * Stops the button's fill `fraction` of the way through the hold, so the screenshot shows a hold in
 * progress: the screenshot fast-forwards running animations to their end, so the fill's place is written
 * into its style and the animation let go. Only the picture stands still; the hold itself goes on timing
 * with the real clock.
 */
async function freezeFillAt(fraction: number) {
  const [fill] = holdButton().querySelector('span')?.getAnimations() ?? [];
  if (!fill) throw new Error('The hold button is not filling.');
  await expect(fill.playState).toBe('running');
  fill.pause();
  fill.currentTime = Number(fill.effect?.getComputedTiming().duration) * fraction;
  // A still style rather than a paused animation: a paused one may stay on the compositor, which rasterises the
  // fill's rounded edge a pixel differently from run to run.
  fill.commitStyles();
  fill.cancel();
}

/** Held with the pointer and not yet long enough: the button is partly filled and nothing is reported yet. */
export const Holding: Story = {
  args: { holdDurationMs: 60_000 },
  play: async ({ args, userEvent }) => {
    await challengeShown();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: holdButton() });
    await expect(holdButton()).toHaveAttribute('data-status', 'holding');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onComplete).not.toHaveBeenCalled();
    await freezeFillAt(0.4);
  },
};

/** Held with the pointer long enough: "Done", and the measured hold goes to `onComplete`. */
export const Done: Story = {
  args: { holdDurationMs: 400 },
  play: async ({ args, userEvent }) => {
    await challengeShown();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: holdButton() });
    await statusIs('Done');
    await userEvent.pointer({ keys: '[/MouseLeft]' });
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(args.onComplete).toHaveBeenCalledWith({
      challengeId: 'challenge-7f3a',
      method: 'hold',
      heldMs: expect.any(Number),
    });
    const onComplete = args.onComplete as Mock<PressHoldChallengeProps['onComplete']>;
    const [completion] = onComplete.mock.calls[0] ?? [];
    await expect(completion?.heldMs).toBeGreaterThanOrEqual(400);
  },
};

/** Space held down on the focused button works the same. */
export const DoneWithKeyboard: Story = {
  args: { holdDurationMs: 400 },
  play: async ({ args, userEvent }) => {
    await challengeShown();
    await userEvent.tab();
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Press & Hold' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('[Space>]');
    await statusIs('Done');
    await userEvent.keyboard('[/Space]');
    await expect(args.onComplete).toHaveBeenCalledOnce();
    await expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

/** Let go too early: "Please try again", and nothing is reported. */
export const TryAgain: Story = {
  args: { holdDurationMs: 3000 },
  play: async ({ args, userEvent }) => {
    await challengeShown();
    await userEvent.pointer({ keys: '[MouseLeft>]', target: holdButton() });
    await userEvent.pointer({ keys: '[/MouseLeft]' });
    await statusIs('Please try again');
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.unhover(holdButton());
  },
};

/** The server refused the last try and sent a fresh challenge: it opens asking for another try. */
export const Refused: Story = {
  args: { isRetry: true },
  play: async () => {
    await challengeShown();
    await statusIs('Please try again');
    await expect(holdButton()).toBeEnabled();
  },
};

/** The accessible check: answer the server's question and confirm, with no timing. */
export const AccessibleAlternative: Story = {
  args: { challenge: { id: 'challenge-7f3a', kind: 'press-hold', prompt: 'What is 3 plus 4?' } },
  play: async ({ args, userEvent }) => {
    await challengeShown();
    await userEvent.click(screen.getByRole('button', { name: 'Use an accessible check instead' }));
    const answer = screen.getByRole('textbox', { name: 'What is 3 plus 4?' });
    await waitFor(() => expect(answer).toHaveFocus());
    await userEvent.type(answer, '7');
    await userEvent.click(screen.getByRole('button', { name: 'I am human' }));
    await expect(args.onComplete).toHaveBeenCalledWith({
      challengeId: 'challenge-7f3a',
      method: 'alternative',
      answer: '7',
    });
  },
};

/** Without a question, the accessible check is a single confirmation, here from the keyboard. */
export const AccessibleAlternativeWithKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await challengeShown();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Use an accessible check instead' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'I am human' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onComplete).toHaveBeenCalledWith({
      challengeId: 'challenge-7f3a',
      method: 'alternative',
      answer: undefined,
    });
  },
};

/** Escape closes the challenge and reports it. */
export const Cancel: Story = {
  play: async ({ args, userEvent }) => {
    await challengeShown();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** At 425 px the challenge keeps its 240 px button, with room on both sides. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await challengeShown();
    await expect(holdButton()).toBeVisible();
  },
};

export const InSpanish: Story = {
  globals: { locale: 'es-MX' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Antes de continuar...' })).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Mantenga presionado' })).toBeVisible();
  },
};

export const InFrenchCanadian: Story = {
  globals: { locale: 'fr-CA' },
  play: async () => {
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Avant de continuer...' })).toBeVisible());
    await expect(screen.getByRole('button', { name: 'Appuyez et maintenez' })).toBeVisible();
  },
};

/** In forced colours the button keeps its border and focus ring, and the fill shows in the highlight colour. */
export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  args: { holdDurationMs: 60_000 },
  play: async ({ userEvent }) => {
    await challengeShown();
    await userEvent.tab();
    await userEvent.tab();
    await expect(holdButton()).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('[Enter>]');
    await expect(holdButton()).toHaveAttribute('data-status', 'holding');
    await freezeFillAt(0.4);
  },
};
