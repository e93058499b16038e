// A single date's calendar looks like one end of a range: the date range picker's styles are shared, not copied.
export {
  cell,
  dialog,
  footer,
  grid,
  header,
  heading,
  root,
  triggerText,
  weekday,
} from '../DateRangePicker/DateRangePicker.css';
