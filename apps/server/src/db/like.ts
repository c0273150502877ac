/** Text searched with LIKE/ILIKE, its wildcards taken literally (a customer's "50%" is not a pattern). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
