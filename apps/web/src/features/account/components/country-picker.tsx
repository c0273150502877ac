import { Button, CheckList, Popup, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../../lib/reference-data';
import { LoadFailed, LoadingBlock } from './query-states';

interface CountryPickerProps {
  id: string;
  value: number | undefined;
  onChange: (countryId: number) => void;
  onBlur: () => void;
}

/** A field-sized button that opens a searchable list of every country (about 250: a wheel would be too long). */
export function CountryPicker({ id, value, onChange, onBlur }: CountryPickerProps) {
  const { t } = useTranslation('account');
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const selected = countries.data?.find((country) => country.id === value);

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = countries.data ?? [];
    if (!needle) return all;
    return all.filter(
      (country) => country.name.toLowerCase().includes(needle) || country.iso2.toLowerCase() === needle,
    );
  }, [countries.data, search]);

  const close = () => {
    setOpen(false);
    setSearch('');
    onBlur();
  };

  return (
    <>
      <button
        id={id}
        type="button"
        className="account-picker-trigger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {selected ? selected.name : <span className="account-muted">{t('countryPicker.placeholder')}</span>}
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="account-country-popup" destroyOnClose>
        <div role="dialog" aria-label={t('countryPicker.title')} className="account-country-dialog">
          <div className="account-country-search">
            <SearchBar
              placeholder={t('countryPicker.search')}
              value={search}
              onChange={setSearch}
              aria-label={t('countryPicker.search')}
            />
            <Button fill="none" color="primary" onClick={close}>
              {t('countryPicker.close')}
            </Button>
          </div>
          <div className="account-country-list">
            {countries.isPending && <LoadingBlock />}
            {countries.isError && <LoadFailed error={countries.error} onRetry={() => void countries.refetch()} />}
            {countries.data && shown.length === 0 && (
              <p className="page-section account-muted">{t('countryPicker.none')}</p>
            )}
            {shown.length > 0 && (
              <CheckList
                value={value === undefined ? [] : [value]}
                onChange={(values) => {
                  const next = values[0];
                  if (typeof next === 'number') onChange(next);
                  close();
                }}
              >
                {shown.map((country) => (
                  <CheckList.Item key={country.id} value={country.id}>
                    {country.name}
                  </CheckList.Item>
                ))}
              </CheckList>
            )}
          </div>
        </div>
      </Popup>
    </>
  );
}
