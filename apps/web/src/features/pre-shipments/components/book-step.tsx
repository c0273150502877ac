import type { DeliveryWay } from '@parcelway/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useCosts, useEstimate, useRecipientChoices } from '../api/get-booking-options';
import { DEFAULT_GUESS, estimateQuery } from '../utils/estimate';
import { CostsSummary, type EstimateState } from './costs-summary';
import type { PreShipmentForm } from './form-types';

type RefusedLines = EstimateState['refused'];

/**
 * Step 3: what it costs, before booking — the pickup fee or the agent storage rule, and the freight calculator's
 * estimate for the chosen line (the goods as guessed, to the receiver's country). The line is chosen for real when
 * the parcels are shipped; here it only picks which estimate to show.
 */
export function BookStep({
  form,
  storeId,
  way,
  currency,
}: {
  form: PreShipmentForm;
  storeId: number;
  way: DeliveryWay;
  currency: string;
}) {
  const costs = useCosts(storeId, way);
  const recipients = useRecipientChoices();
  const [typed, setTyped] = useState(DEFAULT_GUESS);
  const [guess, setGuess] = useState(DEFAULT_GUESS);
  const [lineId, setLineId] = useState<number | null>(null);
  const values = form.getValues();
  const countryId = recipients.data?.find((entry) => entry.id === Number(values.recipient_id))?.country_id;
  const query = estimateQuery(values, countryId, guess, currency);
  const estimate = useEstimate(query);
  const refusal = estimate.error instanceof ApiError ? estimate.error : null;
  const refusedLines = (refusal?.data as { unavailable?: RefusedLines } | undefined)?.unavailable;
  return (
    <CostsSummary
      way={way}
      costs={costs.data}
      guess={typed}
      onGuess={setTyped}
      onGuessDone={() => setGuess(typed)}
      estimate={{
        idle: query === null,
        loading: estimate.isLoading,
        lines: estimate.data?.list ?? [],
        refused: estimate.data?.unavailable ?? refusedLines ?? [],
        error: refusal?.message ?? null,
      }}
      lineId={lineId}
      onLine={setLineId}
    />
  );
}
