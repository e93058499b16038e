// Cheap checks of the copy guide's rules (docs/copy-guide.md) that a test can run over every catalogue.

/**
 * fr-CA typography (Office québécois de la langue française): a non-breaking space before a colon and inside
 * « », none before ; ? ! (Quebec usage). A colon counts as punctuation when a space or the end follows it, so
 * times (10:30) and addresses (https://) are left alone. Answers what is wrong, one line a fault.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults: string[] = [];
  if (/(?<!\u00a0):(?=\s|$)/u.test(text)) faults.push('":" needs a non-breaking space before it');
  if (/«(?!\u00a0)/u.test(text)) faults.push('"«" needs a non-breaking space after it');
  if (/(?<!\u00a0)»/u.test(text)) faults.push('"»" needs a non-breaking space before it');
  if (/\s[;?!]/u.test(text)) faults.push('no space before ";", "?" or "!"');
  if (text.includes("'")) faults.push('use the typographic apostrophe (’)');
  return faults;
}

/**
 * Words that only the informal "tú" uses: its pronouns and possessives, its present-tense forms, and its
 * imperatives. Each is unambiguous as a whole word: forms that "usted" shares (e.g. "sigue", "abre", "consulta",
 * "crea") are left out, since "¿Sigue ahí?" or "se abre" are correct formal Spanish.
 */
const INFORMAL_SPANISH = [
  // pronouns and possessives
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  // present tense
  'eres',
  'estás',
  'puedes',
  'quieres',
  'tienes',
  'necesitas',
  'deseas',
  'sabes',
  'encuentras',
  'crees',
  'quisiste',
  // imperatives, alone or with a pronoun
  'haz',
  'ten',
  'pon',
  'mantén',
  'conoce',
  'descubre',
  'inicia',
  'comienza',
  'empieza',
  'elige',
  'escribe',
  'ingresa',
  'selecciona',
  'agrega',
  'actualiza',
  'confirma',
  'cuéntanos',
  'contáctanos',
  'envíanos',
  'escríbenos',
  'dinos',
  'inténtalo',
  'suéltalo',
  'aplícalos',
];
const INFORMAL_SPANISH_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}])(${INFORMAL_SPANISH.join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** The "tú" words an es-MX text uses (the guide asks for "usted" throughout). */
export function informalSpanishWords(text: string): string[] {
  return [...text.matchAll(INFORMAL_SPANISH_WORDS)].map(([word]) => word);
}
