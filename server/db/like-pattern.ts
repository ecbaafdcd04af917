/** `%text%` for ilike, with the pattern's own characters (\ % _) taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
