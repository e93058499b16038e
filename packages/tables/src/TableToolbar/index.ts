export { TableToolbar, type TableToolbarProps } from './TableToolbar';
