import type { Decorator } from '@storybook/react-vite';

/** Renders the story in a column at most `maxWidth` wide, as a form lays out its fields. */
export const withMaxWidth =
  (maxWidth: string): Decorator =>
  (Story) => (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  );
