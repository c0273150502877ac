const HAN = /\p{Script=Han}/u;

/**
 * A person's name as its owner writes it: a Chinese name family name first without a space ("王小明"), any other
 * given name first ("Grace Hopper"). Either part may be empty.
 */
export function personName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const last = lastName.trim();
  if (HAN.test(first) || HAN.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}
