import type { LotteryDrawResult } from '@parcelway/domain';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { useDrawLottery, useLotteryWheel } from '../api/lottery';
import '../coupons.css';

const COLOURS = ['#ffe7ba', '#d6e4ff', '#d9f7be', '#ffd6e7', '#efdbff', '#fff1b8'];
const SPIN_MS = 1600;

/**
 * The top-up lottery draw (SPEC §2 Top-up): the wheel running now with its prizes, the draws the customer's top-ups
 * earned, and a draw. The wheel turns to the prize the server drew; the result is said in words too.
 */
export function LotteryWheel() {
  const { t } = useTranslation('coupons');
  const wheel = useLotteryWheel();
  const draw = useDrawLottery();
  const [turn, setTurn] = useState(0);
  const [result, setResult] = useState<LotteryDrawResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [spinning, setSpinning] = useState(false);
  // One key per draw meant: kept when the answer was lost (a retry gets the same prize), new once one came back.
  const drawKey = useRef<string | null>(null);
  const current = wheel.data?.wheel;
  if (!current || current.prizes.length === 0) return null;
  const slice = 360 / current.prizes.length;
  const gradient = current.prizes
    .map((_, index) => `${COLOURS[index % COLOURS.length]} ${index * slice}deg ${(index + 1) * slice}deg`)
    .join(', ');

  const spin = async () => {
    setProblem(null);
    setResult(null);
    try {
      drawKey.current ??= newIdempotencyKey();
      const won = await draw.mutateAsync({ wheelId: current.id, key: drawKey.current });
      drawKey.current = null;
      const index = Math.max(
        0,
        current.prizes.findIndex((prize) => prize.id === won.prize_id),
      );
      // Whole turns, then the prize's slice under the pointer at the top.
      setTurn((previous) => previous - (previous % 360) + 5 * 360 + (360 - (index * slice + slice / 2)));
      setSpinning(true);
      window.setTimeout(() => {
        setSpinning(false);
        setResult(won);
      }, SPIN_MS);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // No answer (status 0): the draw may have happened, so a retry keeps the key and learns its prize.
      if (error.status !== 0) drawKey.current = null;
      setProblem(error.message);
    }
  };

  return (
    <section className="lottery" aria-labelledby="lottery-title">
      <h2 id="lottery-title" className="lottery-title">
        {current.name}
      </h2>
      <p className="lottery-rule">
        {t('lottery.rule', {
          amount: formatMoney(current.min_top_up, current.currency),
          count: current.draws_per_top_up,
        })}
      </p>
      <div className="lottery-wheel-frame">
        <span className="lottery-pointer" aria-hidden="true" />
        <div
          className="lottery-wheel"
          aria-hidden="true"
          style={{
            background: `conic-gradient(${gradient})`,
            transform: `rotate(${turn}deg)`,
            transition: spinning ? `transform ${SPIN_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1)` : 'none',
          }}
        >
          {current.prizes.map((prize, index) => (
            <span
              key={prize.id}
              className="lottery-label"
              style={{ transform: `rotate(${index * slice + slice / 2}deg) translateY(-38%)` }}
            >
              {prize.name}
            </span>
          ))}
        </div>
      </div>
      <ul className="lottery-prizes" aria-label={t('lottery.prizes')}>
        {current.prizes.map((prize) => (
          <li key={prize.id}>{prize.name}</li>
        ))}
      </ul>
      <p className="lottery-left">{t('lottery.drawsLeft', { count: current.draws_left })}</p>
      <Button
        block
        color="primary"
        disabled={current.draws_left === 0 || spinning}
        loading={draw.isPending}
        onClick={() => void spin()}
      >
        {t('lottery.draw')}
      </Button>
      <p role="status" className="lottery-result">
        {result &&
          (result.kind === 'none'
            ? t('lottery.nothing', { prize: result.prize })
            : t('lottery.won', { prize: result.prize }))}
        {problem}
      </p>
    </section>
  );
}
