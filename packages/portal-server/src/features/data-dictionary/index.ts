export { dataDictionaryFeature } from './feature';
export { insertDataDictionary, lacksDataDictionary } from './seed/seed-data-dictionary';
