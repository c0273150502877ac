import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from '../src/features/content/components/markdown-view';
import { articleRefParam } from '../src/features/content/utils/article-ref';
import { destinationOf, idParam, webViewUrl } from '../src/features/content/utils/links';

function render(source: string): string {
  return renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MarkdownView, { source })));
}

describe('content bodies on screen', () => {
  it('shows a script tag as words, never as an element', () => {
    const html = render('<script>alert(document.cookie)</script>\n\n<img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
  });

  it('makes no link of a javascript: or data: address', () => {
    const html = render('[win](javascript:alert(1)) [pic](data:text/html,hi) [x](JAVASCRIPT:alert(1))');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toContain('<a');
  });

  it('links a screen of the app in place and a web page through the web view', () => {
    const html = render('See [prices](/pages/index/servicePrice) or [our blog](https://example.com/a?b=1).');
    expect(html).toContain('href="/pages/index/servicePrice"');
    expect(html).toContain(`href="/pages/index/bannerWV?url=${encodeURIComponent('https://example.com/a?b=1')}"`);
  });

  it('renders headings, lists and emphasis as elements', () => {
    const html = render('# Fees\n- **AUD 3.00** each\n- *fast*\n\n1. first');
    expect(html).toBe(
      '<div class="content-body"><h2>Fees</h2><ul><li><strong>AUD 3.00</strong> each</li><li><em>fast</em></li></ul><ol><li>first</li></ol></div>',
    );
  });
});

describe('where a banner leads', () => {
  it.each([
    ['route', '/pages/index/servicePrice', '/pages/index/servicePrice'],
    ['url', 'https://example.com/sale', `/pages/index/bannerWV?url=${encodeURIComponent('https://example.com/sale')}`],
    ['url', 'javascript:alert(1)', null],
    ['route', 'https://example.com', null],
    ['none', '', null],
  ] as const)('%s %s → %s', (kind, target, destination) => {
    expect(destinationOf(kind, target)).toBe(destination);
  });

  it('opens only http(s) pages in the web view', () => {
    expect(webViewUrl(`?url=${encodeURIComponent('https://example.com/x')}`)).toBe('https://example.com/x');
    expect(webViewUrl(`?url=${encodeURIComponent('javascript:alert(1)')}`)).toBeNull();
    expect(webViewUrl('')).toBeNull();
  });

  it('reads ids from the query only when they are positive whole numbers', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam('0')).toBeUndefined();
    expect(idParam('1.5')).toBeUndefined();
    expect(idParam(null)).toBeUndefined();
  });

  it('opens an article by its id or by a seeded slug, and nothing else', () => {
    expect(articleRefParam('12')).toBe(12);
    expect(articleRefParam('terms-of-service')).toBe('terms-of-service');
    expect(articleRefParam('../etc/passwd')).toBeUndefined();
    expect(articleRefParam('Terms of Service')).toBeUndefined();
    expect(articleRefParam(null)).toBeUndefined();
  });
});
