import type { SubmissionStep } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/query-states';
import { PATHS } from '../../../lib/routes-paths';
import { draftSteps, type SubmissionDraft, useDraft } from '../utils/draft';
import { FlowProgress } from './flow-progress';

/**
 * A step screen of the submission flow: the progress on top, then the step's own form. Without a flow under
 * way (no parcels chosen) it says so and leads to the parcel list.
 */
export function StepFrame({
  step,
  children,
}: {
  step: SubmissionStep;
  children: (draft: SubmissionDraft, update: ReturnType<typeof useDraft>['update']) => ReactNode;
}) {
  const { t } = useTranslation('waybills');
  const { draft, update } = useDraft();
  if (!draft) return <NoFlow />;
  return (
    <div className="waybills-page">
      <FlowProgress steps={draftSteps(draft)} done={new Set(draft.done)} current={step} />
      {children(draft, update)}
      <p className="waybills-muted page-section">
        <Link to={PATHS.submitParcels}>{t('flow.backToOverview')}</Link>
      </p>
    </div>
  );
}

export function NoFlow() {
  const { t } = useTranslation('waybills');
  return (
    <EmptyState title={t('flow.noParcels')} description={t('flow.noParcelsHint')}>
      <Link to={PATHS.waybillChooseParcel}>
        <Button color="primary">{t('flow.chooseParcels')}</Button>
      </Link>
    </EmptyState>
  );
}
