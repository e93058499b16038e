export { Dialog, type DialogProps } from './Dialog';
// Re-exported so a trigger and the dialog share react-aria's open state with no wiring.
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
