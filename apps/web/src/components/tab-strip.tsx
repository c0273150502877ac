import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
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
 * A screen's row of filter tabs (the parcel, shipment, pre-alert and coupon lists…): one tab chosen, the row
 * scrolling sideways when it is wider than the phone, arrow keys moving between tabs as the WAI-ARIA tabs pattern
 * has it. Plain buttons and CSS: antd-mobile's Tabs measured its tabs and animated its underline on every change of
 * a title (a count arriving), about 90 ms of a 4×-throttled phone's main thread on the parcel list's first screen.
 */
export function TabStrip<Key extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly StripTab<Key>[];
  active: Key;
  onChange: (key: Key) => void;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const activeIndex = tabs.findIndex((tab) => tab.key === active);

  // The chosen tab is brought into view when it changes; a row that fits is left as it is.
  useEffect(() => {
    const row = strip.current;
    if (!row || row.scrollWidth <= row.clientWidth) return;
    row.children.item(activeIndex)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [activeIndex]);

  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEP[event.key];
    if (!step || tabs.length === 0) return;
    event.preventDefault();
    const next = step(Math.max(activeIndex, 0), tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.key);
    strip.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]').item(next)?.focus();
  };

  return (
    <div ref={strip} role="tablist" className="tab-strip" onKeyDown={moveWithKeys}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
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
