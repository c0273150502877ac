import { countryIdForDiallingCode } from '@parcelway/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySearchPicker } from '../../../components/country-search-picker';
import { compareNames, countryName } from '../../../lib/format';
import { type Country, useCountries } from '../../../lib/reference-data';

/** Warehouse and destination countries come first: most customers pick one of these. */
const COMMON_ISO2 = ['AU', 'CN', 'MY', 'TW', 'JP', 'NZ', 'SG', 'HK', 'CA', 'US'];

interface Entry {
  country: Country;
  code: string;
  label: string;
}

function entriesOf(countries: readonly Country[]): Entry[] {
  const entries = countries
    .filter((country) => country.phone_code)
    .map((country) => ({
      country,
      code: country.phone_code as string,
      label: countryName(country.iso2, country.name),
    }));
  const rank = (entry: Entry) => {
    const index = COMMON_ISO2.indexOf(entry.country.iso2);
    return index === -1 ? COMMON_ISO2.length : index;
  };
  return entries.sort((a, b) => rank(a) - rank(b) || compareNames(a.label, b.label));
}

/** By local or English name, by ISO code, or by the start of the dialling code ('+' optional). */
function matches(entry: Entry, search: string): boolean {
  const needle = search.replace(/^\+/, '');
  return (
    entry.label.toLowerCase().includes(needle) ||
    entry.country.name.toLowerCase().includes(needle) ||
    entry.country.iso2.toLowerCase() === needle ||
    entry.code.startsWith(needle)
  );
}

interface PhoneCodePickerProps {
  id: string;
  /** The dialling code without '+', e.g. '61'. */
  value: unknown;
  onChange: (phoneCode: string) => void;
  onBlur: () => void;
}

/** A field-sized button showing "+61 Australia" that opens a searchable list of dialling codes. */
export function PhoneCodePicker({ id, value, onChange, onBlur }: PhoneCodePickerProps) {
  const { t } = useTranslation('auth');
  const countries = useCountries();
  const [pickedId, setPickedId] = useState<number>();
  const code = typeof value === 'string' ? value : '';
  const entries = useMemo(() => entriesOf(countries.data ?? []), [countries.data]);

  const selected =
    entries.find((entry) => entry.country.id === pickedId && entry.code === code) ??
    entries.find((entry) => entry.country.id === countryIdForDiallingCode(countries.data ?? [], code));

  return (
    <CountrySearchPicker
      id={id}
      triggerClassName="auth-picker-trigger"
      display={
        code ? (
          <>
            <span className="auth-picker-code">+{code}</span> {selected?.label}
          </>
        ) : (
          <span className="auth-muted">{t('phoneCode.placeholder')}</span>
        )
      }
      texts={{
        title: t('phoneCode.title'),
        search: t('phoneCode.search'),
        close: t('phoneCode.close'),
        none: t('phoneCode.none'),
      }}
      rows={entries}
      idOf={(entry) => entry.country.id}
      renderRow={(entry) => (
        <span className="auth-code-row">
          <span>{entry.label}</span>
          <span className="auth-muted">+{entry.code}</span>
        </span>
      )}
      matches={matches}
      selectedId={selected?.country.id}
      onPick={(entry) => {
        setPickedId(entry.country.id);
        onChange(entry.code);
      }}
      onBlur={onBlur}
    />
  );
}
