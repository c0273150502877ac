import { Button, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanIShip } from '../../../lib/can-i-ship';
import type { LineRoute } from '../api/get-courier-list';
import { ListState } from './list-state';
import { RoutePicker } from './route-picker';

/**
 * "Can I ship this?" on Home (issue 44): the product's words and a route, then each line that carries it or refuses
 * it and why, and what the goods need at the destination, before the customer buys.
 */
export function GoodsCheck() {
  const { t } = useTranslation('pricing');
  const [text, setText] = useState('');
  const [asked, setAsked] = useState('');
  const [route, setRoute] = useState<Partial<LineRoute>>({});
  const answer = useCanIShip(asked, route);
  return (
    <section className="pricing-goods-check" aria-label={t('home.canShipTitle')}>
      <h2 className="pricing-section-title">{t('home.canShipTitle')}</h2>
      <p className="pricing-muted">{t('home.canShipText')}</p>
      <SearchBar
        aria-label={t('home.canShipTitle')}
        placeholder={t('home.canShipPlaceholder')}
        value={text}
        onChange={setText}
        onSearch={(value) => setAsked(value)}
      />
      {/* The route (and its reference data) is asked for only once the customer starts: Home's first screen stays as light. */}
      {(text.trim() || asked) && (
        <>
          <RoutePicker route={route} onChange={setRoute} />
          <Button size="small" color="primary" disabled={!text.trim()} onClick={() => setAsked(text)}>
            {t('home.canShipAction')}
          </Button>
        </>
      )}
      {asked && route.countryId !== undefined && <ListState query={answer} />}
      {answer.data && (
        <div data-testid="goods-check-result">
          {answer.data.attributes.length > 0 && (
            <p>
              {t('home.canShipFound', {
                attributes: answer.data.attributes.map((attribute) => attribute.name).join(', '),
              })}
            </p>
          )}
          <ul className="pricing-goods-lines">
            {answer.data.lines.map((line) => (
              <li key={line.id}>
                <strong>{line.name}</strong>: {line.accepts ? t('home.canShipCarries') : t('home.canShipRefuses')}
                {line.reason && <div className="pricing-muted">{line.reason}</div>}
              </li>
            ))}
          </ul>
          {answer.data.notes.map((note) => (
            <p key={note} className="pricing-muted">
              {note}
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
