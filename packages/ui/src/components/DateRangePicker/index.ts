export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export {
  exceedsMaxDays,
  formatDate,
  formatDateRange,
  rangeLengthInDays,
  type DateDisplayFormat,
  type DateRange,
} from './dateRange';
