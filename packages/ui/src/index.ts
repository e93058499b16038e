export { partnerInsightsTheme } from './themes/partnerInsights.css';
export { vars } from './themes/contract.css';
export { breakpoints, breakpointQueries, mobileMaxWidth, type Breakpoint } from './tokens/breakpoints';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { grow, growAnimation } from './motion.css';

// Components read the locale through react-aria's context: re-exported so an app sets it on the
// very module instance the components use.
export { I18nProvider, useLocale, type I18nProviderProps } from 'react-aria-components';

export { Button, type ButtonProps } from './components/Button';
export { Logo, type LogoProps } from './components/Logo';

// Layout
export { Box, type BoxProps } from './components/Box';
export { Stack, type StackProps } from './components/Stack';
export { Inline, type InlineProps } from './components/Inline';
export { Columns, Column, type ColumnsProps, type ColumnProps } from './components/Columns';
export { Card, type CardProps } from './components/Card';

// Actions and navigation
export { IconButton, type IconButtonProps } from './components/IconButton';
export { Link, type LinkProps } from './components/Link';
export {
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
} from './components/Menu';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './components/Tabs';
export {
  Pagination,
  defaultPageSizes,
  pageCount,
  pageRange,
  type PaginationProps,
  type PaginationLabels,
} from './components/Pagination';

// Forms
export { Select, type SelectProps, type SelectOption } from './components/Select';
export { MultiSelect, type MultiSelectProps } from './components/MultiSelect';
export { ComboBox, type ComboBoxProps } from './components/ComboBox';
export {
  DateRangePicker,
  exceedsMaxDays,
  formatDate,
  formatDateRange,
  rangeLengthInDays,
  type DateRangePickerProps,
  type DateRange,
  type DateDisplayFormat,
} from './components/DateRangePicker';
export { DatePicker, type DatePickerProps } from './components/DatePicker';
export { TextField, type TextFieldProps } from './components/TextField';
export { Checkbox, CheckboxGroup, type CheckboxProps, type CheckboxGroupProps } from './components/Checkbox';
export { Radio, RadioGroup, type RadioProps, type RadioGroupProps } from './components/RadioGroup';
export { Switch, type SwitchProps } from './components/Switch';
export { SearchField, type SearchFieldProps } from './components/SearchField';
export { FileInput, type FileInputProps } from './components/FileInput';

// Feedback
export { Spinner, type SpinnerProps } from './components/Spinner';
export { Skeleton, type SkeletonProps } from './components/Skeleton';
export { Badge, type BadgeProps } from './components/Badge';
export { Alert, type AlertProps, type AlertAction, type AlertTone } from './components/Alert';
export {
  ToastRegion,
  createToastQueue,
  defaultToastTimeout,
  type ToastRegionProps,
  type ShowToastOptions,
  type ToastContent,
  type ToastTone,
  type Toasts,
} from './components/Toast';
export { Banner, type BannerProps, type BannerLink } from './components/Banner';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel';
export { TruncatedText, truncateText, type TruncatedTextProps } from './components/TruncatedText';

// Overlays
export {
  Popover,
  PopoverDialog,
  PopoverTrigger,
  type PopoverProps,
  type PopoverDialogProps,
  type PopoverTriggerProps,
} from './components/Popover';
export { Dialog, DialogTrigger, type DialogProps, type DialogTriggerProps } from './components/Dialog';
export { AlertDialog, type AlertDialogProps } from './components/AlertDialog';
export { Tooltip, TooltipTrigger, type TooltipProps, type TooltipTriggerProps } from './components/Tooltip';
export {
  PressHoldChallenge,
  challengeLocaleFor,
  type BotChallenge,
  type ChallengeCompletion,
  type ChallengeLocale,
  type PressHoldChallengeProps,
} from './components/PressHoldChallenge';

// Product
export { ProductIcon, type ProductIconId, type ProductIconProps } from './components/ProductIcon';
export {
  ProductTile,
  ProductTileSkeleton,
  type LearnMoreContent,
  type ProductAccessStatus,
  type ProductTileProps,
  type ProductTileSkeletonProps,
} from './components/ProductTile';

// Page shell
export { Header, type HeaderProps } from './components/Header';
export { Footer, type FooterProps } from './components/Footer';
export { PageHeader, type PageHeaderProps } from './components/PageHeader';
