import { COUNTRY_ID } from '@parcelway/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySearchPicker } from '../../../components/country-search-picker';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { compareNames, countryName } from '../../../lib/format';
import { type Country, useCountries } from '../../../lib/reference-data';

/** SPEC §1's destinations come first: nearly every recipient lives in one of them. */
const DESTINATIONS: number[] = [
  COUNTRY_ID.australia,
  COUNTRY_ID.taiwan,
  COUNTRY_ID.china,
  COUNTRY_ID.hongKong,
  COUNTRY_ID.malaysia,
  COUNTRY_ID.singapore,
  COUNTRY_ID.japan,
  COUNTRY_ID.newZealand,
  COUNTRY_ID.canada,
];

interface Row {
  country: Country;
  label: string;
}

/** Country names in the reader's language where the browser knows them (the list itself is in English). */
function rowsOf(countries: readonly Country[]): Row[] {
  const rank = (country: Country) => {
    const index = DESTINATIONS.indexOf(country.id);
    return index === -1 ? DESTINATIONS.length : index;
  };
  return countries
    .map((country) => ({ country, label: countryName(country.iso2, country.name) }))
    .sort((a, b) => rank(a.country) - rank(b.country) || compareNames(a.label, b.label));
}

function matches(row: Row, needle: string): boolean {
  return (
    row.label.toLowerCase().includes(needle) ||
    row.country.name.toLowerCase().includes(needle) ||
    row.country.iso2.toLowerCase() === needle
  );
}

interface CountryFieldProps {
  id: string;
  value: number | null;
  onPick: (country: Country) => void;
  onBlur: () => void;
}

/** The recipient's country: a searchable list, the destinations we ship to first. */
export function CountryField({ id, value, onPick, onBlur }: CountryFieldProps) {
  const { t } = useTranslation('addressBook');
  const countries = useCountries();
  const rows = useMemo(() => rowsOf(countries.data ?? []), [countries.data]);
  const selected = rows.find((row) => row.country.id === value);
  return (
    <CountrySearchPicker
      id={id}
      triggerClassName="address-book-picker"
      display={selected ? selected.label : <span className="address-book-muted">{t('country.placeholder')}</span>}
      texts={{
        title: t('country.title'),
        search: t('country.search'),
        close: t('country.close'),
        none: t('country.none'),
      }}
      rows={rows}
      idOf={(row) => row.country.id}
      renderRow={(row) => row.label}
      matches={matches}
      selectedId={value ?? undefined}
      onPick={(row) => onPick(row.country)}
      onBlur={onBlur}
      loading={<LoadingBlock className="address-book-state" />}
      failed={(error, retry) => <LoadFailed className="address-book-state" error={error} onRetry={retry} />}
    />
  );
}
