import type { Catalogue } from '../catalogues';

/** Every area's fr-CA catalogue, in one module: the language arrives in one file when it is chosen. */
const catalogues = import.meta.glob<Catalogue>(
  ['../../shell/messages/fr-CA.json', '../../features/*/messages/fr-CA.json'],
  {
    eager: true,
    import: 'default',
  },
);

export default Object.assign({}, ...Object.values(catalogues)) as Catalogue;
