import type { ParcelAttribute } from '@parcelway/domain';
import { useTranslation } from 'react-i18next';
import { type GoodsRoute, useCanIShip } from '../lib/can-i-ship';

/**
 * Which lines of the route carry one declared item, by the attributes it has ticked: each line with "carries it" or
 * why it refuses it, and what the item needs on it, inside the form (the same answer as "Can I ship this?" on Home).
 * An item with nothing ticked is general cargo; nothing is shown until the route is known.
 */
export function ItemLineCheck({ route, attributes }: { route: GoodsRoute; attributes: readonly ParcelAttribute[] }) {
  const { t } = useTranslation('declaration');
  const answer = useCanIShip('', route, attributes);
  if (route.storeId === undefined || route.countryId === undefined) return null;
  if (attributes.length === 0)
    return (
      <p className="declaration-lines" role="status">
        {t('linesGeneral')}
      </p>
    );
  if (!answer.data) return null;
  const { lines } = answer.data;
  return (
    <div className="declaration-lines" role="status" aria-label={t('linesTitle')}>
      {lines.length === 0 ? (
        <p>{t('linesNone')}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line.id} data-accepts={line.accepts}>
              <strong>{line.name}</strong>: {line.accepts ? t('lineCarries') : t('lineRefuses')}
              {line.reason && <div>{line.reason}</div>}
              {line.documents.map((document) => (
                <div key={document} className="declaration-line-document">
                  {document}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
