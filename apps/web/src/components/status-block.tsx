import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block';
import type { ReactElement } from 'react';

function Glyph({ children }: { children: ReactElement | ReactElement[] }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width="64"
      height="64"
      fill="none"
      stroke="#b3b3b3"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/**
 * antd-mobile's ErrorBlock with small line drawings instead of its stock illustrations (about 10 KB gzipped,
 * which the app frame would otherwise load on the first screen). Same props, same translated default texts.
 */
export const StatusBlock = createErrorBlock({
  default: (
    <Glyph>
      <circle cx="32" cy="32" r="24" />
      <path d="M32 20v16M32 44v.5" />
    </Glyph>
  ),
  disconnected: (
    <Glyph>
      <path d="M10 26a32 32 0 0 1 44 0M18 34a20 20 0 0 1 28 0M26 42a8 8 0 0 1 12 0M32 50v.5M14 14l36 36" />
    </Glyph>
  ),
  empty: (
    <Glyph>
      <path d="M10 24l22-10 22 10v22L32 56 10 46z" />
      <path d="M10 24l22 10 22-10M32 34v22" />
    </Glyph>
  ),
  busy: (
    <Glyph>
      <circle cx="32" cy="32" r="24" />
      <path d="M32 18v14l9 6" />
    </Glyph>
  ),
});
