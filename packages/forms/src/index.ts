export {
  DEFAULT_MAX_LENGTH,
  DEFAULT_MULTILINE_ROWS,
  textLimits,
  type FieldDescriptor,
  type FieldOption,
  type TextLimits,
} from './fieldDescriptor';
