import type { TrackingEventView } from '@parcelway/domain';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { JourneySummary } from '../src/features/tracking/components/journey-summary';
import { JourneyTimeline } from '../src/features/tracking/components/journey-timeline';
import { canShareNatively, carrierEvents, safeExternalUrl, timelineOf } from '../src/features/tracking/utils/journey';
import en from '../src/locales/en/tracking.json';

const event = (overrides: Partial<TrackingEventView>): TrackingEventView => ({
  id: 'own:waybill:paid',
  time: '2026-05-03T10:00:00+10:00',
  place: '',
  status: 'paid',
  status_name: 'Paid, waiting to ship',
  text: 'Paid, waiting to ship',
  source: 'own',
  problem: false,
  ...overrides,
});

/** A journey as getTrackInfo sends it: newest first. */
const JOURNEY: TrackingEventView[] = [
  event({
    id: 'carrier:3',
    status: 'delivered',
    status_name: 'Delivered',
    text: 'Left at the front door',
    source: 'carrier',
    place: 'Taipei',
    time: '2026-05-09T15:00:00+08:00',
  }),
  event({
    id: 'staff:2',
    status: 'customs_held',
    status_name: 'Held by customs',
    text: 'Held for inspection',
    source: 'staff',
    problem: true,
    place: 'Taipei',
    time: '2026-05-07T09:00:00+08:00',
  }),
  event({ id: 'own:waybill:paid' }),
];

describe('the journey as the tracking screens show it', () => {
  it('turns the newest-first journey into the timeline (oldest first), each milestone with the words that say more', () => {
    const timeline = timelineOf(JOURNEY);
    expect(timeline.map((step) => step.id)).toEqual(['own:waybill:paid', 'staff:2', 'carrier:3']);
    // The milestone's own name is not said twice.
    expect(timeline[0]?.text).toBe('Paid, waiting to ship');
    expect(timeline[1]).toMatchObject({
      text: 'Held by customs · Held for inspection',
      place: 'Taipei',
      problem: true,
    });
    expect(timeline[0]?.place).toBeUndefined();
  });

  it("keeps only the carrier's scans for the carrier's leg", () => {
    expect(carrierEvents(JOURNEY).map((step) => step.id)).toEqual(['carrier:3']);
  });

  it('opens only web addresses outside the app', () => {
    expect(safeExternalUrl('https://track.example.com/CX1?x=1')).toBe('https://track.example.com/CX1?x=1');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('data:text/html,hi')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl(null)).toBeNull();
  });

  it("offers the phone's share sheet only where the browser has one", () => {
    expect(canShareNatively({ share: async () => {} })).toBe(true);
    expect(canShareNatively({})).toBe(false);
    expect(canShareNatively(undefined)).toBe(false);
  });
});

describe('the journey components', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'en',
      resources: { en: { tracking: en, common: { loading: 'Loading…' } } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  });
  const render = (element: ReturnType<typeof createElement>) =>
    renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));

  it('draws the newest step first and a stopped step in the error colour', () => {
    const html = render(createElement(JourneyTimeline, { events: JOURNEY }));
    const delivered = html.indexOf('Delivered · Left at the front door');
    const held = html.indexOf('Held by customs · Held for inspection');
    const paid = html.indexOf('Paid, waiting to ship');
    expect(delivered).toBeGreaterThan(-1);
    expect(delivered).toBeLessThan(held);
    expect(held).toBeLessThan(paid);
    expect(html.match(/adm-step-status-error/g)).toHaveLength(1);
  });

  it('says plainly when nothing has happened yet', () => {
    expect(render(createElement(JourneyTimeline, { events: [] }))).toContain(en.timeline.empty);
  });

  it('shows the delivery window while the journey runs, says when it is late, and drops it once delivered', () => {
    const running = render(
      createElement(JourneySummary, {
        current: {
          status: 'in_transit',
          status_name: 'In transit',
          time: '2026-05-05T10:00:00Z',
          place: 'Sydney',
          final: false,
          problem: false,
        },
        window: { from: '2026-05-08', to: '2026-05-12', basis: 'shipped', late: true },
      }),
    );
    expect(running).toContain('In transit');
    expect(running).toContain('Estimated delivery:');
    expect(running).toContain(en.summary.late);
    expect(running).toContain(en.summary.basis.shipped);

    const done = render(
      createElement(JourneySummary, {
        current: {
          status: 'delivered',
          status_name: 'Delivered',
          time: '2026-05-09T10:00:00Z',
          place: '',
          final: true,
          problem: false,
        },
        window: { from: '2026-05-08', to: '2026-05-12', basis: 'shipped', late: false },
      }),
    );
    expect(done).toContain('Delivered');
    expect(done).not.toContain('Estimated delivery:');
  });
});
