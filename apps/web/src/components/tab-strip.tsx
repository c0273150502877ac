import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { SCREEN_TITLE_ID } from '../lib/navigation';
import './tab-strip.css';

export interface StripTab<Key extends string> {
  key: Key;
  title: ReactNode;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * When a tab chosen by key opens another screen (warehouse news has an address per tab), the strip that had the focus
 * is gone before the new screen's strip mounts; the new one takes the focus back. A choice that stays on its screen
 * clears the mark on the next frame.
 */
let chosenByKey = false;

/**
 * The ids that tie a strip's tabs to the panel showing the chosen one (`aria-controls`, `aria-labelledby`): one set per
 * screen, from `useTabIds()`, given to its `TabStrip` and its `TabPanel`s.
 */
export interface TabIds {
  tab: (key: string) => string;
  panel: (key: string) => string;
}

export function useTabIds(): TabIds {
  const base = useId();
  return { tab: (key) => `${base}tab-${key}`, panel: (key) => `${base}panel-${key}` };
}

/**
 * What a tab shows: the list under a filter row, or one of several forms. A screen with one list renders one panel
 * for whichever tab is chosen; it is named by that tab. Tab from the chosen tab reaches the panel itself (WAI-ARIA's
 * tabs pattern): a list whose first row has nothing focusable, a skeleton or an empty state is still announced.
 */
export function TabPanel({
  ids,
  tab,
  hidden,
  children,
}: {
  ids: TabIds;
  tab: string;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={ids.panel(tab)}
      aria-labelledby={ids.tab(tab)}
      hidden={hidden}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts a tab panel in the Tab order.
      tabIndex={0}
      className="tab-strip-panel"
    >
      {children}
    </div>
  );
}

const tabButtonsOf = (row: HTMLElement | null) => [...(row?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];

/**
 * A screen's row of filter tabs (the parcel, shipment, pre-alert and coupon lists…): one tab chosen, the row
 * scrolling sideways when it is wider than the phone, arrow keys moving between tabs as the WAI-ARIA tabs pattern
 * has it. Plain buttons and CSS: antd-mobile's Tabs measured its tabs and animated its underline on every change of
 * a title (a count arriving), about 90 ms of a 4×-throttled phone's main thread on the parcel list's first screen.
 */
export function TabStrip<Key extends string>({
  ids,
  tabs,
  active,
  onChange,
}: {
  ids: TabIds;
  tabs: readonly StripTab<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const activeIndex = tabs.findIndex((tab) => tab.key === active);

  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only, after a key chose a tab on another screen.
  useEffect(() => {
    if (!chosenByKey) return;
    chosenByKey = false;
    tabButtonsOf(strip.current)[Math.max(activeIndex, 0)]?.focus();
  }, []);

  // The chosen tab is brought into view sideways when it changes (never the page up or down); a row that fits is left
  // as it is.
  useEffect(() => {
    const row = strip.current;
    const tab = tabButtonsOf(strip.current)[activeIndex];
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    if (tab.offsetLeft < row.scrollLeft) row.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth)
      row.scrollLeft = tab.offsetLeft + tab.offsetWidth - row.clientWidth;
  }, [activeIndex]);

  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step || tabs.length === 0) return;
    event.preventDefault();
    // From the focused tab: a key held down may run ahead of the screen's update.
    const buttons = tabButtonsOf(strip.current);
    const focused = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = step(focused >= 0 ? focused : Math.max(activeIndex, 0), tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    chosenByKey = true;
    onChange(tab.key);
    buttons[next]?.focus();
    requestAnimationFrame(() => {
      if (strip.current?.isConnected) chosenByKey = false;
    });
  };

  return (
    <div ref={strip} role="tablist" aria-labelledby={SCREEN_TITLE_ID} className="tab-strip" onKeyDown={moveWithKeys}>
      {tabs.map((tab, index) => {
        const selected = tab.key === active;
        // One tab is reachable with Tab: the chosen one, or the first when none is.
        const focusable = selected || (activeIndex < 0 && index === 0);
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={ids.tab(tab.key)}
            // The panel on screen is the chosen tab's; the others' panels are not rendered.
            aria-controls={selected ? ids.panel(tab.key) : undefined}
            aria-selected={selected}
            tabIndex={focusable ? 0 : -1}
            className="tab-strip-tab"
            onClick={() => {
              if (!selected) onChange(tab.key);
            }}
          >
            <span className="tab-strip-title">{tab.title}</span>
          </button>
        );
      })}
    </div>
  );
}
