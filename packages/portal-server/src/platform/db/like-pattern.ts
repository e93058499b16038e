/** `value` matched literally anywhere inside a LIKE/ILIKE pattern. */
export const containing = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
