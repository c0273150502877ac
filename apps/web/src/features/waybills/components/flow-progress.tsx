import type { SubmissionStep } from '@parcelway/domain';
import { ProgressBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * The submission flow's progress (SPEC §2): how far along, how many steps are left, and the step on
 * screen. A bar rather than a row of step names, which a 390-px screen cannot hold for twelve steps.
 */
export function FlowProgress({
  steps,
  done,
  current,
}: {
  steps: SubmissionStep[];
  done: Set<SubmissionStep>;
  current?: SubmissionStep;
}) {
  const { t } = useTranslation('waybills');
  const finished = steps.filter((step) => done.has(step)).length;
  const left = steps.length - finished;
  const percent = steps.length === 0 ? 0 : Math.round((finished / steps.length) * 100);
  return (
    <section className="waybills-progress" aria-label={t('flow.progress')}>
      {/* antd-mobile's bar is a plain div (a name there is not allowed): the progressbar role is on its wrapper. */}
      <div
        role="progressbar"
        aria-label={t('flow.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressBar percent={percent} />
      </div>
      <p className="waybills-muted" role="status">
        {left === 0 ? t('flow.allDone') : t('flow.left', { count: left })}
        {current ? ` · ${t('flow.now', { step: t(`steps.${current}`) })}` : ''}
      </p>
    </section>
  );
}
