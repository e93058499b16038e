export { TableTabs, type TableTab, type TableTabsProps } from './TableTabs';
