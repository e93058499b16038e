/**
 * For stories whose form gives way to a confirmation once its button was pressed. react-aria announces the pressed
 * button's pending state by the button's id, and that announcement outlives the removed button for a few seconds.
 * Everything else is still checked: only the announcer's log is left out of the accessibility check.
 */
export const formReplacedAfterPress = {
  a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
};

/** The narrowest phone the portal is checked at (375 px, an iPhone SE or mini), narrower than the mobile breakpoint. */
export const PHONE_VIEWPORT = 'phone375';

/** Story parameters that add the 375 px phone viewport; select it with `globals: { viewport: { value: PHONE_VIEWPORT } }`. */
export const phoneViewport = {
  viewport: {
    options: { [PHONE_VIEWPORT]: { name: 'Phone', styles: { width: '375px', height: '812px' }, type: 'mobile' } },
  },
};
