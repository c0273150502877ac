import { useTranslation } from 'react-i18next';
import { CountrySearchPicker } from '../../../components/country-search-picker';
import { LoadFailed, LoadingBlock } from '../../../components/query-states';
import { type Country, useCountries } from '../../../lib/reference-data';

interface CountryPickerProps {
  id: string;
  value: number | undefined;
  onChange: (countryId: number) => void;
  onBlur: () => void;
}

function matches(country: Country, needle: string): boolean {
  return country.name.toLowerCase().includes(needle) || country.iso2.toLowerCase() === needle;
}

/** A field-sized button that opens a searchable list of every country, in the server's order. */
export function CountryPicker({ id, value, onChange, onBlur }: CountryPickerProps) {
  const { t } = useTranslation('account');
  const countries = useCountries();
  const selected = countries.data?.find((country) => country.id === value);

  return (
    <CountrySearchPicker
      id={id}
      triggerClassName="account-picker-trigger"
      display={selected ? selected.name : <span className="account-muted">{t('countryPicker.placeholder')}</span>}
      texts={{
        title: t('countryPicker.title'),
        search: t('countryPicker.search'),
        close: t('countryPicker.close'),
        none: t('countryPicker.none'),
      }}
      rows={countries.data ?? []}
      idOf={(country) => country.id}
      renderRow={(country) => country.name}
      matches={matches}
      selectedId={value}
      onPick={(country) => onChange(country.id)}
      onBlur={onBlur}
      loading={<LoadingBlock className="account-loading" />}
      failed={(error, retry) => <LoadFailed className="account-state-block" error={error} onRetry={retry} />}
    />
  );
}
