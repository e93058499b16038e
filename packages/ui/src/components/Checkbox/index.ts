export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
