import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif',
        maxWidth: 480,
        margin: '0 auto',
        padding: '48px 24px',
        lineHeight: 1.5,
        color: '#1b1f23',
      }}
    >
      <h1 style={{ fontSize: 32, margin: '0 0 12px' }}>Parcelway</h1>
      <p style={{ margin: 0, color: '#57606a' }}>The app is being built. Check back soon.</p>
    </main>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
