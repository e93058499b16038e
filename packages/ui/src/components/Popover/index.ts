export { Popover, type PopoverProps } from './Popover';
export { PopoverDialog, type PopoverDialogProps } from './PopoverDialog';
// A popover opens from react-aria's dialog trigger: its first child is the trigger, its second the popover.
export { DialogTrigger as PopoverTrigger, type DialogTriggerProps as PopoverTriggerProps } from 'react-aria-components';
