/**
 * "N selected", with the words agreeing with the count in languages that need it. `#` stands for the
 * number; the caller passes `count` and its `locale`.
 */
function selectedCount(forms: { one: string; other: string }) {
  return (args: Record<string, string | number | boolean> | undefined) => {
    const count = Number(args?.count);
    const locale = String(args?.locale);
    const form = new Intl.PluralRules(locale).select(count) === 'one' ? forms.one : forms.other;
    return form.replace('#', new Intl.NumberFormat(locale).format(count));
  };
}

/** A multi-select's shipped texts, per language (react-aria picks the best match for the reader's locale). */
export const multiSelectMessages = {
  'en-US': {
    placeholder: 'Select options',
    selectedCount: selectedCount({ one: '# selected', other: '# selected' }),
    search: 'Search',
  },
  'es-MX': {
    placeholder: 'Seleccione opciones',
    selectedCount: selectedCount({ one: '# seleccionado', other: '# seleccionados' }),
    search: 'Buscar',
  },
  'fr-CA': {
    placeholder: 'Sélectionnez des options',
    selectedCount: selectedCount({ one: '# sélectionné', other: '# sélectionnés' }),
    search: 'Rechercher',
  },
};
