import type { SubmissionStep } from '@parcelway/domain';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The submission flow's progress (SPEC §2): each step, the done ones ticked, and how many are left. */
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
  const left = steps.filter((step) => !done.has(step)).length;
  const active = current ? steps.indexOf(current) : steps.findIndex((step) => !done.has(step));
  return (
    <section className="waybills-progress" aria-label={t('flow.progress')}>
      <p className="waybills-muted" role="status">
        {left === 0 ? t('flow.allDone') : t('flow.left', { count: left })}
      </p>
      <Steps current={active < 0 ? steps.length : active}>
        {steps.map((step) => (
          <Steps.Step
            key={step}
            status={done.has(step) ? 'finish' : step === current ? 'process' : 'wait'}
            title={t(`steps.${step}`)}
          />
        ))}
      </Steps>
    </section>
  );
}
