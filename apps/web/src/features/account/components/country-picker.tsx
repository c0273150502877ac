import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CountrySearchPicker } from '../../../components/country-search-picker';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { compareNames, countryName } from '../../../lib/format';
import { type Country, useCountries } from '../../../lib/reference-data';

interface CountryPickerProps {
  id: string;
  value: number | undefined;
  onChange: (countryId: number) => void;
  onBlur: () => void;
}

interface Row {
  country: Country;
  label: string;
}

function matches(row: Row, needle: string): boolean {
  return (
    row.label.toLowerCase().includes(needle) ||
    row.country.name.toLowerCase().includes(needle) ||
    row.country.iso2.toLowerCase() === needle
  );
}

/** A field-sized button that opens a searchable list of every country, named and sorted in the reader's language. */
export function CountryPicker({ id, value, onChange, onBlur }: CountryPickerProps) {
  const { t } = useTranslation('account');
  const countries = useCountries();
  const rows = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ country, label: countryName(country.iso2, country.name) }))
        .sort((a, b) => compareNames(a.label, b.label)),
    [countries.data],
  );
  const selected = rows.find((row) => row.country.id === value);

  return (
    <CountrySearchPicker
      id={id}
      triggerClassName="account-picker-trigger"
      display={selected ? selected.label : <span className="account-muted">{t('countryPicker.placeholder')}</span>}
      texts={{
        title: t('countryPicker.title'),
        search: t('countryPicker.search'),
        close: t('countryPicker.close'),
        none: t('countryPicker.none'),
      }}
      rows={rows}
      idOf={(row) => row.country.id}
      renderRow={(row) => row.label}
      matches={matches}
      selectedId={value}
      onPick={(row) => onChange(row.country.id)}
      onBlur={onBlur}
      loading={<LoadingBlock className="account-loading" />}
      failed={(error, retry) => <LoadFailed className="account-state-block" error={error} onRetry={retry} />}
    />
  );
}
