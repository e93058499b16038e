import type { Meta, StoryObj } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';

import { Button } from '../Button';

import { Tab } from './Tab';
import { TabList } from './TabList';
import { TabPanel } from './TabPanel';
import { Tabs } from './Tabs';

const sections = [
  { id: 'users', label: 'Users', content: 'Manage who can sign in for your company.' },
  { id: 'domains', label: 'Email domains', content: 'Domains whose addresses may register.' },
  { id: 'agencies', label: 'Partner agencies', content: 'Agencies that work on your behalf.' },
  { id: 'activity', label: 'Activity log', content: 'Every change, who made it and when.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  subcomponents: { TabList, Tab, TabPanel },
  parameters: {
    docs: {
      description: {
        component:
          'Tabs on the WAI-ARIA tabs pattern: `Tabs` holds a `TabList` (named with `aria-label`) of `Tab`s and one `TabPanel` per tab, matched by `id`. Arrow keys move between tabs (selection follows, unless `keyboardActivation="manual"`), Home and End jump to the ends, Tab moves into the panel. On narrow screens the tab row scrolls sideways.',
      },
    },
  },
  // The render below composes the tabs.
  args: { onSelectionChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Administration">
        {sections.map((section) => (
          <Tab key={section.id} id={section.id}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {sections.map((section) => (
        <TabPanel key={section.id} id={section.id}>
          {section.content}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click selects a tab and shows its panel. */
export const Default: Story = {
  tags: ['focus-ring'],
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    const domains = canvas.getByRole('tab', { name: 'Email domains' });
    await userEvent.click(domains);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('domains');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Domains whose addresses may register.');
    await userEvent.unhover(domains);
  },
};

/** Arrow keys, End and Home move the selection; Tab then moves into the panel. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Users' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Email domains' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Activity log' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowLeft}');
    const activity = canvas.getByRole('tab', { name: 'Activity log' });
    await expect(activity).toHaveFocus();
    await expect(activity).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

/** Keyboard focus moves without selecting until Enter or Space. */
export const ManualActivation: Story = {
  args: { keyboardActivation: 'manual' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const domains = canvas.getByRole('tab', { name: 'Email domains' });
    await expect(domains).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(domains).toHaveAttribute('aria-selected', 'true');
  },
};

/** A disabled tab is skipped by the arrow keys and ignores clicks. */
export const DisabledTab: Story = {
  args: { disabledKeys: ['domains'] },
  play: async ({ canvas, userEvent }) => {
    const domains = canvas.getByRole('tab', { name: 'Email domains' });
    await expect(domains).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(domains);
    await expect(domains).toHaveAttribute('aria-selected', 'false');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Partner agencies' })).toHaveFocus();
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'activity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Every change, who made it and when.');
  },
};

/** At 425 px the row scrolls sideways; moving to the last tab brings it into view. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const tabList = canvas.getByRole('tablist');
    await expect(tabList.scrollWidth).toBeGreaterThan(tabList.clientWidth);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tabList.scrollLeft).toBeGreaterThan(0));
  },
};

/** At 425 px a tab selected out of view at first is scrolled into view, the page left where it is. */
export const MobileSelectedOutOfView: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultSelectedKey: 'activity' },
  play: async ({ canvas }) => {
    const tabList = canvas.getByRole('tablist');
    await expect(tabList.scrollLeft).toBeGreaterThan(0);
    const activity = canvas.getByRole('tab', { name: 'Activity log' }).getBoundingClientRect();
    await expect(activity.right).toBeLessThanOrEqual(tabList.getBoundingClientRect().right);
    await expect(window.scrollY).toBe(0);
  },
};

export const ForcedColors: Story = {
  globals: { forcedColors: 'active' },
  args: { disabledKeys: ['agencies'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Email domains' })).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** A panel with a control of its own leaves the tab stop to it: Tab goes from the tab to the button. */
export const PanelWithControl: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Administration">
        <Tab id="users">Users</Tab>
        <Tab id="domains">Email domains</Tab>
      </TabList>
      <TabPanel id="users">
        <Button>Add user</Button>
      </TabPanel>
      <TabPanel id="domains">Domains whose addresses may register.</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('tabpanel')).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Add user' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('tab', { name: 'Email domains' }));
    await expect(canvas.getByRole('tabpanel')).toHaveAttribute('tabindex', '0');
  },
};

/** Right to left: the arrow keys follow the reading direction, so ArrowLeft moves to the next tab. */
export const RightToLeft: Story = {
  decorators: [
    (Story) => (
      <I18nProvider locale="ar-AE">
        <div dir="rtl">
          <Story />
        </div>
      </I18nProvider>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Email domains' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Activity log' })).toHaveFocus();
  },
};
