/**
 * For stories whose form gives way to a confirmation once its button was pressed. react-aria announces the pressed
 * button's pending state by the button's id, and that announcement outlives the removed button for a few seconds.
 * Everything else is still checked: only the announcer's log is left out of the accessibility check.
 */
export const formReplacedAfterPress = {
  a11y: { context: { include: ['body'], exclude: ['[data-live-announcer]'] } },
};
