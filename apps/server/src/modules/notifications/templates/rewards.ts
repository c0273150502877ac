import { calendarDate, type Language, type LocalisedNames, localName, translate } from '@parcelway/domain';
import { APP_URL, factIn, type NoticeContent, type NoticeOf } from './content.js';

const couponCentreLink = `${APP_URL}/#/pages/personal/cupon`;
const pointsLink = `${APP_URL}/#/pages/personal/log`;

/** What each notification about prizes and points says. */
export interface RewardNotificationData {
  lottery_prize: { prize: LocalisedNames; kind: 'coupon' | 'points' };
  points_expiring: { points: number; expiresAt: Date };
  points_expired: { points: number; days: number };
}

export function rewardContent(language: Language, notification: NoticeOf<RewardNotificationData>): NoticeContent {
  const fact = factIn(language);
  switch (notification.kind) {
    case 'lottery_prize': {
      const { data } = notification;
      const prize = localName(language, data.prize);
      const where = translate(
        language,
        data.kind === 'coupon' ? 'notify.lottery_prize.coupon' : 'notify.lottery_prize.points',
      );
      return {
        params: { prize, where },
        facts: { type: 'facts', rows: [fact('notify.prize', prize)] },
        link: data.kind === 'coupon' ? couponCentreLink : pointsLink,
      };
    }
    case 'points_expiring': {
      const { data } = notification;
      const date = calendarDate(data.expiresAt);
      const rows = [fact('notify.points', String(data.points)), fact('notify.expiresOn', date)];
      return { params: { points: data.points, date }, facts: { type: 'facts', rows }, link: pointsLink };
    }
    case 'points_expired': {
      const { data } = notification;
      const rows = [fact('notify.points', String(data.points))];
      return { params: { points: data.points, days: data.days }, facts: { type: 'facts', rows }, link: pointsLink };
    }
  }
}
