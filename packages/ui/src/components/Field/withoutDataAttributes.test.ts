import { describe, expect, it } from 'vitest';

import { withoutDataAttributes } from './withoutDataAttributes';

describe('withoutDataAttributes', () => {
  it('keeps what the hook reads and drops the data attributes the frame carries', () => {
    const onChange = () => undefined;
    expect(
      withoutDataAttributes({ id: 'email', name: 'email', onChange, 'aria-label': 'Email', 'data-testid': 'email' }),
    ).toEqual({ id: 'email', name: 'email', onChange, 'aria-label': 'Email' });
  });
});
