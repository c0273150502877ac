const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The calendar date ('YYYY-MM-DD') a clock in a time zone shows at an instant: today's date when given the
 * clock's now. Without a zone it is the UTC date, which exchange rates, fees and file names are dated by.
 */
export function calendarDate(instant: Date, timeZone = 'UTC'): string {
  if (timeZone === 'UTC') return instant.toISOString().slice(0, 10);
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
