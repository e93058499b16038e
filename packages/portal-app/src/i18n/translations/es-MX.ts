import type { Catalogue } from '../catalogues';

/** Every area's es-MX catalogue, in one module: the language arrives in one file when it is chosen. */
const catalogues = import.meta.glob<Catalogue>(
  ['../../shell/messages/es-MX.json', '../../features/*/messages/es-MX.json'],
  {
    eager: true,
    import: 'default',
  },
);

export default Object.assign({}, ...Object.values(catalogues)) as Catalogue;
