import { Button, CheckList, DotLoading, Input, Popup } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { type Country, useCountries } from '../../../lib/reference-data';
import { countryIdForPhoneCode } from '../utils/phone-rules';

/** Warehouse and destination countries come first: most customers pick one of these. */
const COMMON_ISO2 = ['AU', 'CN', 'MY', 'TW', 'JP', 'NZ', 'SG', 'HK', 'CA', 'US'];

const DISPLAY_LOCALE = { en: 'en', cn: 'zh-Hans', tw: 'zh-Hant' } as const;

interface Entry {
  country: Country;
  code: string;
  label: string;
}

/** Country names in the reader's language where the browser knows them (the list itself is in English). */
function localNames(): (country: Country) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([DISPLAY_LOCALE[currentLanguage()]], { type: 'region' });
  } catch {
    names = undefined;
  }
  return (country) => {
    try {
      return names?.of(country.iso2) ?? country.name;
    } catch {
      return country.name;
    }
  };
}

function entriesOf(countries: readonly Country[]): Entry[] {
  const nameOf = localNames();
  const entries = countries
    .filter((country) => country.phone_code)
    .map((country) => ({ country, code: country.phone_code as string, label: nameOf(country) }));
  const rank = (entry: Entry) => {
    const index = COMMON_ISO2.indexOf(entry.country.iso2);
    return index === -1 ? COMMON_ISO2.length : index;
  };
  return entries.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
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
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [pickedId, setPickedId] = useState<number>();
  const code = typeof value === 'string' ? value : '';
  const entries = useMemo(() => entriesOf(countries.data ?? []), [countries.data]);

  const selected =
    entries.find((entry) => entry.country.id === pickedId && entry.code === code) ??
    entries.find((entry) => entry.country.id === countryIdForPhoneCode(countries.data ?? [], code));

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase().replace(/^\+/, '');
    if (!needle) return entries;
    return entries.filter(
      (entry) =>
        entry.label.toLowerCase().includes(needle) ||
        entry.country.name.toLowerCase().includes(needle) ||
        entry.country.iso2.toLowerCase() === needle ||
        entry.code.startsWith(needle),
    );
  }, [entries, search]);

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
        className="auth-picker-trigger"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {code ? (
          <>
            <span className="auth-picker-code">+{code}</span> {selected?.label}
          </>
        ) : (
          <span className="auth-muted">{t('phoneCode.placeholder')}</span>
        )}
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="auth-code-popup" destroyOnClose>
        <div role="dialog" aria-label={t('phoneCode.title')} className="auth-code-dialog">
          <div className="auth-code-search">
            <label htmlFor={`${id}-search`} className="auth-visually-hidden">
              {t('phoneCode.search')}
            </label>
            <Input
              id={`${id}-search`}
              className="auth-code-search-input"
              type="search"
              enterKeyHint="search"
              clearable
              placeholder={t('phoneCode.search')}
              value={search}
              onChange={setSearch}
            />
            <Button fill="none" color="primary" onClick={close}>
              {t('phoneCode.close')}
            </Button>
          </div>
          <div className="auth-code-list">
            {countries.isPending && (
              <div className="page-loading">
                <DotLoading color="primary" />
              </div>
            )}
            {countries.isError && (
              <div className="page-actions">
                <Button block onClick={() => void countries.refetch()}>
                  {t('common:retry')}
                </Button>
              </div>
            )}
            {countries.data && shown.length === 0 && <p className="page-section auth-muted">{t('phoneCode.none')}</p>}
            {shown.length > 0 && (
              <CheckList
                value={selected ? [selected.country.id] : []}
                onChange={(values) => {
                  const entry = entries.find((candidate) => candidate.country.id === values[0]);
                  if (entry) {
                    setPickedId(entry.country.id);
                    onChange(entry.code);
                  }
                  close();
                }}
              >
                {shown.map((entry) => (
                  <CheckList.Item key={entry.country.id} value={entry.country.id}>
                    <span className="auth-code-row">
                      <span>{entry.label}</span>
                      <span className="auth-muted">+{entry.code}</span>
                    </span>
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
