import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TabPanel, TabStrip, useTabIds } from '../src/components/tab-strip';

const TABS = [
  { key: 'all', title: 'All' },
  { key: 'stock', title: 'In stock' },
  { key: 'sent', title: 'Sent' },
] as const;
type Key = (typeof TABS)[number]['key'];

/** A list screen: the filter row and one panel for the chosen tab. */
function ListScreen({ active }: { active: Key }) {
  const ids = useTabIds();
  return createElement(
    'div',
    null,
    createElement(TabStrip<Key>, { ids, tabs: TABS, active, onChange: () => {} }),
    createElement(TabPanel, { ids, tab: active }, createElement('ul', null)),
  );
}

/** Each element of a role in the markup, with its attributes. */
function elementsWithRole(markup: string, role: string) {
  const tags = markup.match(/<[a-z]+\s[^>]*>/g) ?? [];
  return tags
    .map((tag) =>
      Object.fromEntries([...tag.matchAll(/([a-z-]+)(?:="([^"]*)")?/g)].slice(1).map(([, n, v]) => [n, v ?? ''])),
    )
    .filter((attributes) => attributes.role === role);
}

describe('a filter row and the panel it controls', () => {
  it('the chosen tab controls the panel on screen, and the panel is named by that tab', () => {
    for (const { key } of TABS) {
      const markup = renderToStaticMarkup(createElement(ListScreen, { active: key }));
      const tabs = elementsWithRole(markup, 'tab');
      const [panel] = elementsWithRole(markup, 'tabpanel');
      const chosen = tabs.filter((tab) => tab['aria-selected'] === 'true');
      expect(chosen).toHaveLength(1);
      expect(panel?.id).toBeTruthy();
      expect(chosen[0]?.['aria-controls']).toBe(panel?.id);
      expect(panel?.['aria-labelledby']).toBe(chosen[0]?.id);
      // Reached with Tab from the chosen tab, whatever the list starts with.
      expect(panel?.tabindex).toBe('0');
      expect(markup).toContain(`>${TABS.find((tab) => tab.key === key)?.title}<`);
      // The tabs not chosen point at no panel: theirs is not rendered.
      for (const tab of tabs.filter((candidate) => candidate !== chosen[0]))
        expect(tab['aria-controls']).toBeUndefined();
      expect(new Set(tabs.map((tab) => tab.id)).size).toBe(TABS.length);
    }
  });

  it('two rows on one page never share an id', () => {
    const markup = renderToStaticMarkup(
      createElement(
        Fragment,
        null,
        createElement(ListScreen, { active: 'all' }),
        createElement(ListScreen, { active: 'all' }),
      ),
    );
    const ids = [...elementsWithRole(markup, 'tab'), ...elementsWithRole(markup, 'tabpanel')].map(
      (element) => element.id,
    );
    expect(ids).toHaveLength(2 * TABS.length + 2);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('a panel per tab kept on screen (the reset page’s two forms): the one not chosen is hidden', () => {
    function TwoForms() {
      const ids = useTabIds();
      return createElement(
        'div',
        null,
        createElement(TabStrip<Key>, { ids, tabs: TABS, active: 'stock', onChange: () => {} }),
        createElement(TabPanel, { ids, tab: 'all', hidden: true }, 'first form'),
        createElement(TabPanel, { ids, tab: 'stock', hidden: false }, 'second form'),
      );
    }
    const markup = renderToStaticMarkup(createElement(TwoForms));
    const panels = elementsWithRole(markup, 'tabpanel');
    const tabs = elementsWithRole(markup, 'tab');
    expect(panels.map((panel) => 'hidden' in panel)).toEqual([true, false]);
    expect(panels.map((panel) => panel['aria-labelledby'])).toEqual([tabs[0]?.id, tabs[1]?.id]);
    expect(tabs[1]?.['aria-controls']).toBe(panels[1]?.id);
  });
});
