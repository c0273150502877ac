import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { finishTour, TOUR_STEPS } from './tour-state';
import './tour.css';

/**
 * The guided tour of Home: one card per step, the part of Home it is about highlighted and scrolled into view.
 * Finishing or skipping stores `tour_finish`, so it runs once.
 */
export default function GuidedTour({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('content');
  const [index, setIndex] = useState(0);
  const step = TOUR_STEPS[index] ?? 'welcome';
  const last = index === TOUR_STEPS.length - 1;

  useEffect(() => {
    const target = document.querySelector(`[data-tour="${step}"]`);
    if (!target) return;
    target.classList.add('tour-target');
    target.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return () => target.classList.remove('tour-target');
  }, [step]);

  const close = () => {
    finishTour();
    onClose();
  };

  return (
    <>
      {/* Room below Home's last part, so the card never hides the part it is about. */}
      <div className="tour-spacer" aria-hidden />
      <div className="tour-layer">
        <div className="tour-card" role="dialog" aria-modal="false" aria-labelledby="tour-title">
          <p className="tour-progress">{t('tour.step', { current: index + 1, total: TOUR_STEPS.length })}</p>
          <h2 id="tour-title">{t(`tour.steps.${step}.title`)}</h2>
          <p>{t(`tour.steps.${step}.text`)}</p>
          <div className="tour-actions">
            {!last && (
              <button type="button" className="tour-skip" onClick={close}>
                {t('tour.skip')}
              </button>
            )}
            {index > 0 && (
              <button type="button" onClick={() => setIndex(index - 1)}>
                {t('tour.back')}
              </button>
            )}
            <button type="button" className="tour-primary" onClick={last ? close : () => setIndex(index + 1)}>
              {last ? t('tour.done') : t('tour.next')}
            </button>
          </div>
        </div>
      </div>
    </>
  );
}
