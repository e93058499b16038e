import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { Item } from 'react-stately/Item';

import type { SelectOption } from './options';

// Keyed by the option's id, whatever its type: a React key would make a number a string.
const renderOption = (option: SelectOption) => <Item>{option.label}</Item>;

/**
 * What react-stately's select and combo box states need of a field's options: the items, every key that cannot be
 * chosen (the field's own and the options marked disabled) and how an option becomes an item of the collection.
 */
export function useOptionCollection(options: Iterable<SelectOption>, disabledKeys?: Iterable<Key>) {
  const items = useMemo(() => [...options], [options]);
  const allDisabledKeys = useMemo(
    () => [...(disabledKeys ?? []), ...items.filter((option) => option.isDisabled).map((option) => option.id)],
    [disabledKeys, items],
  );
  return { items, disabledKeys: allDisabledKeys, children: renderOption };
}
