export { FileInput, type FileInputProps } from './FileInput';
