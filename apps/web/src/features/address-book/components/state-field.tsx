import { Button, CheckList, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { State } from '../api/get-states';

interface StateFieldProps {
  id: string;
  states: readonly State[];
  stateId: number | null;
  /** The state as stored (its address name), shown when it was typed or pasted rather than chosen. */
  text: string;
  onPick: (state: State) => void;
  onBlur: () => void;
}

/** A state, province or Taiwan county chosen from the country's list, named in the reader's language. */
export function StateField({ id, states, stateId, text, onPick, onBlur }: StateFieldProps) {
  const { t } = useTranslation('addressBook');
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const selected = states.find((state) => state.id === stateId);
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? states.filter((state) =>
        [state.local_name, state.name, state.address_name, state.code].some((name) =>
          name.toLowerCase().includes(needle),
        ),
      )
    : states;
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
        className="address-book-picker"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {selected ? selected.local_name : text || <span className="address-book-muted">{t('state.placeholder')}</span>}
      </button>
      <Popup visible={open} onMaskClick={close} onClose={close} bodyClassName="country-search-popup" destroyOnClose>
        <div role="dialog" aria-label={t('state.title')} className="country-search-dialog">
          <div className="country-search-bar">
            <label htmlFor={`${id}-search`} className="visually-hidden">
              {t('state.search')}
            </label>
            <Input
              id={`${id}-search`}
              className="country-search-input"
              type="search"
              clearable
              placeholder={t('state.search')}
              value={search}
              onChange={setSearch}
            />
            <Button fill="none" color="primary" onClick={close}>
              {t('country.close')}
            </Button>
          </div>
          <div className="country-search-list">
            <CheckList
              value={stateId === null ? [] : [stateId]}
              onChange={(values) => {
                const state = states.find((candidate) => candidate.id === values[0]);
                if (state) onPick(state);
                close();
              }}
            >
              {shown.map((state) => (
                <CheckList.Item key={state.id} value={state.id}>
                  {state.local_name}
                </CheckList.Item>
              ))}
            </CheckList>
          </div>
        </div>
      </Popup>
    </>
  );
}
