// A single date's calendar looks like one end of a range: the date range picker's styles are shared, not copied.
export { dialog, footer, root, triggerText } from '../DateRangePicker/DateRangePicker.css';
