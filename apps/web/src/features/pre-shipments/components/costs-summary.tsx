import type { DeliveryWay, QuotedLine, UnavailableLine } from '@parcelway/domain';
import { Input, List, Selector } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format';
import type { PreShipmentCosts } from '../api/get-booking-options';
import type { PackageGuess } from '../utils/estimate';

export interface EstimateState {
  /** The guess is incomplete (no receiver, a size that is not a number): nothing is asked. */
  idle: boolean;
  loading: boolean;
  /** The lines that carry the goods, cheapest first. */
  lines: QuotedLine[];
  /** The lines that cannot, with why. */
  refused: Pick<UnavailableLine, 'id' | 'name' | 'reasons'>[];
  /** The answer's sentence when the calculator refused (no line carries the goods to the receiver's country). */
  error: string | null;
}

const GUESS_FIELDS = ['weight', 'length', 'width', 'height'] as const;

/**
 * What the customer pays, shown before booking: the pickup fee or the agent storage rule (SPEC §9), and the freight
 * calculator's estimate for the line they choose, from the size they guess for each package.
 */
export function CostsSummary({
  way,
  costs,
  guess,
  onGuess,
  onGuessDone,
  estimate,
  lineId,
  onLine,
}: {
  way: DeliveryWay;
  costs: PreShipmentCosts | undefined;
  guess: PackageGuess;
  onGuess: (guess: PackageGuess) => void;
  onGuessDone: () => void;
  estimate: EstimateState;
  lineId: number | null;
  onLine: (lineId: number) => void;
}) {
  const { t } = useTranslation('preShipments');
  const idPrefix = useId();
  const { lines } = estimate;
  const chosen = lines.find((line) => line.id === lineId) ?? lines[0];
  return (
    <>
      {costs ? (
        <List header={t('costs.title')}>
          {way === 'pickup' ? (
            <List.Item extra={formatMoney(costs.pickup_fee, costs.currency)} description={t('costs.pickupFeeHint')}>
              {t('costs.pickupFee')}
            </List.Item>
          ) : (
            <List.Item
              description={t('costs.storageRule', {
                days: costs.storage_free_days,
                perPackage: formatMoney(costs.storage_per_package_day, costs.storage_currency),
                perCubicMetre: formatMoney(costs.storage_per_cubic_metre_day, costs.storage_currency),
              })}
            >
              {t('costs.storage')}
            </List.Item>
          )}
          {way === 'drop_off' && <List.Item description={t('costs.storageHint')}>{t('costs.storageWhen')}</List.Item>}
        </List>
      ) : (
        <LoadingBlock lines={2} />
      )}
      <List header={t('costs.estimate')}>
        <List.Item description={t('costs.guessHint')}>
          <div className="pre-shipment-guess">
            {GUESS_FIELDS.map((field) => (
              <div key={field}>
                <label htmlFor={`${idPrefix}-${field}`}>{t(`costs.${field}`)}</label>
                <Input
                  id={`${idPrefix}-${field}`}
                  inputMode="decimal"
                  value={guess[field]}
                  onChange={(value) => onGuess({ ...guess, [field]: value })}
                  onBlur={onGuessDone}
                  onEnterPress={onGuessDone}
                />
              </div>
            ))}
          </div>
        </List.Item>
        {estimate.idle ? (
          <List.Item>{t('costs.estimateIncomplete')}</List.Item>
        ) : estimate.loading ? (
          <List.Item>
            <LoadingBlock lines={2} />
          </List.Item>
        ) : estimate.error || lines.length === 0 ? (
          <List.Item>
            <p className="adm-form-item-feedback-error pre-shipment-error" role="alert">
              {estimate.error ?? t('costs.noLine')}
            </p>
            {estimate.refused.map((line) => (
              <p key={line.id} className="pre-shipment-refused">
                {line.name}: {line.reasons.map((reason) => reason.message).join(' ')}
              </p>
            ))}
          </List.Item>
        ) : (
          <>
            <List.Item>
              <Selector
                aria-label={t('costs.line')}
                columns={1}
                value={chosen ? [chosen.id] : []}
                onChange={(values) => {
                  const [id] = values;
                  if (id !== undefined) onLine(id);
                }}
                options={lines.map((line) => ({
                  value: line.id,
                  label: line.name,
                  description: formatMoney(line.fees.total, line.fees.currency),
                }))}
              />
            </List.Item>
            {chosen && (
              <List.Item
                data-testid="pre-shipment-estimate"
                extra={formatMoney(chosen.fees.total, chosen.fees.currency)}
                description={t('costs.estimateNote', { weight: chosen.weight.chargeable_weight })}
              >
                {t('costs.estimateFor', { line: chosen.name })}
              </List.Item>
            )}
          </>
        )}
      </List>
    </>
  );
}
