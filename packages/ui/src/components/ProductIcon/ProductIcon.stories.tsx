import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { ProductIcon } from './ProductIcon';
import { PRODUCT_ICON_IDS } from './productIconShapes';

const meta = {
  title: 'Content/ProductIcon',
  component: ProductIcon,
  args: { icon: 'basket' },
  argTypes: { icon: { control: 'select', options: PRODUCT_ICON_IDS } },
  parameters: {
    docs: {
      description: {
        component:
          'A product’s pictogram from a fixed set, chosen by the id the catalogue stores (`basket`, `report`, ' +
          '`channels`, `speech`, `search`, `target`, `shelves`, `pulse`). It takes the text colour and is hidden ' +
          'from assistive technology: the product’s name always stands beside it.',
      },
    },
  },
} satisfies Meta<typeof ProductIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon of the set, each beside its id. */
export const AllIcons: Story = {
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', listStyle: 'none', margin: 0, padding: 0 }}>
      {PRODUCT_ICON_IDS.map((icon) => (
        <li key={icon} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
          <ProductIcon icon={icon} />
          {icon}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(PRODUCT_ICON_IDS.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};
