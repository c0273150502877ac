import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PATHS } from './routes-paths';

/**
 * One navigation model (issue 25 item 3): Back goes to where the customer came from — the previous in-app history
 * entry when there is one — and otherwise (a deep link opened cold, a reload on a first entry) to the screen's parent
 * route, replacing the current entry so the app never steps out to whatever was open before it.
 */

/** The id of the screen's heading (app/route-page.tsx); a screen's tab row is named by it ("My Parcels"). */
export const SCREEN_TITLE_ID = 'screen-title';

/** The router's index of the current history entry (0 for the entry the app was opened on). */
export function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

function idFrom(search: URLSearchParams): string | null {
  return search.get('waybillId') ?? search.get('id');
}

/** Screens under a waybill: their parent is that waybill's detail. */
const UNDER_WAYBILL = new Set([
  'pay',
  'pay_bank',
  'pay_credit',
  'payAirwallex',
  'payGooglePay',
  'paymentStatus',
  'payLog',
  'coupon',
  'delivery',
  'pick_up',
  'watchPacking',
  'uploadBill',
  'notesList',
  'relevance',
  'authorization',
  'newTrace',
  'weightDispute',
]);
/** Screens under a parcel: their parent is that parcel's detail. */
const UNDER_PARCEL = new Set(['return', 'declare', 'completedEx', 'noteList', 'weightDispute']);
const GROUP_HOME: Record<string, string> = {
  index: PATHS.home,
  parcel: PATHS.parcelList,
  waybill: PATHS.waybillList,
  personal: PATHS.personal,
  submit: PATHS.submitParcels,
  login: PATHS.loginIndex,
};

/** Where Back leads from `pathname` when there is no in-app history to return to. */
export function parentPath(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const [, , group = '', screen = ''] = pathname.split('/');
  const id = idFrom(params);
  if (group === 'waybill') {
    if (screen === 'newTraceDetail' && id) return `${PATHS.waybillTrace}?id=${id}`;
    if (UNDER_WAYBILL.has(screen) && id) return `${PATHS.waybillDetail}?id=${id}`;
    return PATHS.waybillList;
  }
  if (group === 'parcel' && UNDER_PARCEL.has(screen) && id) return `${PATHS.parcelDetail}?id=${id}`;
  if (group === 'submit') {
    if (screen === 'parcel') return PATHS.parcelList;
    if (screen === 'editadbook') return PATHS.submitAddressBook;
    return PATHS.submitParcels;
  }
  if (group === 'personal' && (screen === 'predeclareAdd' || screen === 'preentry')) return PATHS.preAlerts;
  if (group === 'index' && screen.startsWith('helpcenter') && screen !== 'helpcenter') return PATHS.helpCenter;
  const home = GROUP_HOME[group] ?? PATHS.home;
  return home === pathname ? PATHS.home : home;
}

const FLOW_KEY = 'nav.flowStart.';

/**
 * Marks the current history entry as the start of a flow (e.g. paying a waybill); `useGoBack({ leaveFlow })` on the
 * flow's last screen returns to the entry before it, skipping the flow's steps.
 */
export function markFlowStart(flow: string) {
  sessionStorage.setItem(FLOW_KEY + flow, String(historyIndex()));
}

/** The last screens of flows: Back from them leaves the whole flow (the pay page and the method's page). */
const FLOW_ENDS: Record<string, string> = { [PATHS.waybillPaymentStatus]: 'pay' };

/** Back as the navigation bar does it (and every "done" button that returns to the previous screen). */
export function useGoBack() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const leaveFlow = FLOW_ENDS[pathname];
  return useCallback(() => {
    const here = historyIndex();
    if (leaveFlow) {
      const start = Number(sessionStorage.getItem(FLOW_KEY + leaveFlow) ?? Number.NaN);
      sessionStorage.removeItem(FLOW_KEY + leaveFlow);
      if (Number.isInteger(start) && start >= 1 && start <= here) {
        navigate(start - 1 - here);
        return;
      }
      navigate(parentPath(pathname, search), { replace: true });
      return;
    }
    if (here > 0) navigate(-1);
    else navigate(parentPath(pathname, search), { replace: true });
  }, [navigate, pathname, search, leaveFlow]);
}

/**
 * While an overlay (the photo viewer) is open, the phone's Back closes it rather than leaving the screen: the overlay
 * gets its own history entry on the same address. Call the answer when the overlay closes by itself: it takes that
 * entry back off, so the next Back leaves the screen as before.
 */
export function closeOnBack(close: () => void): () => void {
  window.history.pushState({ ...(window.history.state as object | null), overlay: true }, '');
  let open = true;
  const onBack = () => {
    open = false;
    window.removeEventListener('popstate', onBack);
    close();
  };
  window.addEventListener('popstate', onBack);
  return () => {
    if (!open) return;
    open = false;
    window.removeEventListener('popstate', onBack);
    window.history.back();
  };
}

const HAND_BACK_KEY = 'nav.handBack';

/**
 * Returns to the screen that opened this one with a result (e.g. the address book hands the chosen recipient back
 * to the submission flow): back through history when there is some, so the chooser leaves no entry behind.
 */
export function useReturnWith() {
  const navigate = useNavigate();
  return useCallback(
    (returnTo: string, state: Record<string, unknown>) => {
      if (historyIndex() > 0) {
        sessionStorage.setItem(HAND_BACK_KEY, JSON.stringify({ path: returnTo, state }));
        navigate(-1);
      } else navigate(returnTo, { replace: true, state });
    },
    [navigate],
  );
}

/** What a screen opened from `path` handed back to it (once). */
export function takeHandBack(path: string): Record<string, unknown> | null {
  const stored = sessionStorage.getItem(HAND_BACK_KEY);
  if (!stored) return null;
  const parsed = JSON.parse(stored) as { path?: string; state?: Record<string, unknown> };
  if (parsed.path !== path) return null;
  sessionStorage.removeItem(HAND_BACK_KEY);
  return parsed.state ?? null;
}
