import { beforeAll, describe, expect, it } from 'vitest';
import { installMemoryStorage } from './support/memory-storage';

// lib/i18n reads the language from localStorage, which node lacks: a plain in-memory one stands in.
beforeAll(() => {
  installMemoryStorage([['lang', 'en']]);
});

describe('shared sentences in the browser', () => {
  it('a page loaded with all its texts (withTexts) finds every area of its language (not only the core)', async () => {
    const { translateMessage, withTexts } = await import('../src/lib/i18n');
    expect(translateMessage('payment.selectOption')).toBe('payment.selectOption');
    const page = await withTexts(async () => ({ default: 'the page' }), [], { allSentences: true })();
    expect(page).toEqual({ default: 'the page' });
    expect(translateMessage('payment.selectOption')).toBe('Please select payment option');
    expect(translateMessage('error.network')).toBe('network error, retry or contact support');
  });
});
