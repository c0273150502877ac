import { Button, CheckList, DotLoading, Input, Popup } from 'antd-mobile';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../lib/reference-data';

/** The picker's words, from the caller's translations. */
export interface CountrySearchTexts {
  /** The pop-up's accessible name. */
  title: string;
  /** The search box's label and placeholder. */
  search: string;
  close: string;
  /** Shown when no row matches the search. */
  none: string;
}

interface CountrySearchPickerProps<Row> {
  /** The trigger's id (the field's label points at it); the search box's is `${id}-search`. */
  id: string;
  triggerClassName: string;
  /** What the closed picker shows: the choice, or a placeholder. */
  display: ReactNode;
  texts: CountrySearchTexts;
  /** The rows offered, in order, built by the caller from useCountries() (read here too, for loading and failure). */
  rows: readonly Row[];
  /** A row's country id: its key and the value the list marks as chosen. */
  idOf: (row: Row) => number;
  renderRow: (row: Row) => ReactNode;
  /** Whether a row matches the search, given trimmed and lower-cased (never empty). */
  matches: (row: Row, needle: string) => boolean;
  selectedId: number | undefined;
  onPick: (row: Row) => void;
  /** Called whenever the pop-up closes, picked or not (the field has been visited). */
  onBlur: () => void;
  /** While the countries load; dots by default. */
  loading?: ReactNode;
  /** When the countries failed to load; a retry button by default. */
  failed?: (error: unknown, retry: () => void) => ReactNode;
}

/** A field-sized button that opens a searchable list of countries (about 250: a wheel would be too long). */
export function CountrySearchPicker<Row>({
  id,
  triggerClassName,
  display,
  texts,
  rows,
  idOf,
  renderRow,
  matches,
  selectedId,
  onPick,
  onBlur,
  loading,
  failed,
}: CountrySearchPickerProps<Row>) {
  const { t } = useTranslation('common');
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');

  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? rows.filter((row) => matches(row, needle)) : rows;
  }, [rows, search, matches]);

  const close = () => {
    setOpen(false);
    setSearch('');
    onBlur();
  };
  const retry = () => void countries.refetch();

  return (
    <>
      <button id={id} type="button" className={triggerClassName} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {display}
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="country-search-popup" destroyOnClose>
        <div role="dialog" aria-label={texts.title} className="country-search-dialog">
          <div className="country-search-bar">
            <label htmlFor={`${id}-search`} className="visually-hidden">
              {texts.search}
            </label>
            <Input
              id={`${id}-search`}
              className="country-search-input"
              type="search"
              enterKeyHint="search"
              clearable
              placeholder={texts.search}
              value={search}
              onChange={setSearch}
            />
            <Button fill="none" color="primary" onClick={close}>
              {texts.close}
            </Button>
          </div>
          <div className="country-search-list">
            {countries.isPending &&
              (loading ?? (
                <div className="page-loading">
                  <DotLoading color="primary" />
                </div>
              ))}
            {countries.isError &&
              (failed ? (
                failed(countries.error, retry)
              ) : (
                <div className="page-actions">
                  <Button block onClick={retry}>
                    {t('retry')}
                  </Button>
                </div>
              ))}
            {countries.data && shown.length === 0 && <p className="page-section country-search-none">{texts.none}</p>}
            {shown.length > 0 && (
              <CheckList
                value={selectedId === undefined ? [] : [selectedId]}
                onChange={(values) => {
                  const row = rows.find((candidate) => idOf(candidate) === values[0]);
                  if (row) onPick(row);
                  close();
                }}
              >
                {shown.map((row) => (
                  <CheckList.Item key={idOf(row)} value={idOf(row)}>
                    {renderRow(row)}
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
