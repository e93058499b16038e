export { Tab, type TabProps } from './Tab';
export { TabList, type TabListProps } from './TabList';
export { TabPanel, type TabPanelProps } from './TabPanel';
export { Tabs, type TabsProps } from './Tabs';
