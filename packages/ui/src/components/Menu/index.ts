export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type MenuItemProps,
  type MenuProps,
  type MenuSectionProps,
} from './Menu';
