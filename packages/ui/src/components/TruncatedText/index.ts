export { TruncatedText, type TruncatedTextProps } from './TruncatedText';
export { truncateText } from './truncateText';
