import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  parameters: {
    docs: {
      description: {
        component:
          'A short hint for a control. Put a focusable react-aria control (e.g. `Button`) and a `Tooltip` inside ' +
          'a `TooltipTrigger`: the hint shows after a hover delay (600 ms by default), at once when the control ' +
          'gets keyboard focus, and hides on Escape. It describes the control (`aria-describedby`), so keep ' +
          'essential information out of it.',
      },
    },
  },
  args: { children: 'Downloads the list as a spreadsheet' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] },
  },
  render: (args) => (
    // Room above and below the button for the hint.
    <div style={{ paddingBlock: '3rem', paddingInline: '6rem' }}>
      <TooltipTrigger>
        <Button variant="secondary">Export</Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const openTooltip = { screenshot: { target: 'viewport' } };

/** Waits for the entrance to finish, so the screenshot shows the hint at rest. */
const tooltipShown = () => waitFor(() => expect(screen.getByRole('tooltip')).toBeVisible(), { timeout: 2000 });

/** Shown only after the pointer rests on the button; gone when it leaves. */
export const Hover: Story = {
  tags: ['focus-ring'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Export' });
    // A real pointer moves across the page before it reaches the button: that movement is what tells
    // react-aria the hover comes from a pointer.
    await userEvent.hover(canvasElement);
    await userEvent.hover(button);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await tooltipShown();
    await expect(button).toHaveAccessibleDescription('Downloads the list as a spreadsheet');

    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Keyboard focus shows it at once. */
export const KeyboardFocus: Story = {
  parameters: openTooltip,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
    await tooltipShown();
  },
};

/** Escape hides it while the button keeps focus. */
export const EscapeHides: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await tooltipShown();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
  },
};

export const Bottom: Story = {
  parameters: openTooltip,
  args: { placement: 'bottom' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await tooltipShown();
    await expect(screen.getByRole('tooltip')).toHaveAttribute('data-placement', 'bottom');
  },
};

/** In forced colours the hint keeps an outline and its arrow is drawn in the text colour. */
export const ForcedColors: Story = {
  parameters: openTooltip,
  globals: { forcedColors: 'active' },
  play: async ({ userEvent }) => {
    await userEvent.tab();
    await tooltipShown();
  },
};
