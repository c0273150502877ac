const HAN = /\p{Script=Han}/u;

/**
 * A person's name as a stranger may see it: initials ("John Smith" → "J. S."), or for a name written in Chinese
 * characters the family name with the rest starred ("王小明" → "王**"). Empty stays empty.
 */
export function maskedName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (HAN.test(first) || HAN.test(last)) {
    const full = [...`${last}${first}`];
    const [family = ''] = full;
    return family + '*'.repeat(Math.max(full.length - 1, 1));
  }
  return [first, last]
    .flatMap((part) => part.split(/\s+/))
    .filter(Boolean)
    .map((part) => `${[...part][0]?.toUpperCase() ?? ''}.`)
    .join(' ');
}

/** The part of an address a stranger may see: the city, nothing nearer. */
export function maskedPlace(address: { city: string }): string {
  return address.city.trim();
}
