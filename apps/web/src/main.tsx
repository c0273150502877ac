import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadLaunchScreen } from './app/preload-route';
import { registerServiceWorker } from './app/service-worker';
import { initI18n } from './lib/i18n';
import 'antd-mobile/es/global';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

registerServiceWorker();
const texts = initI18n();
preloadLaunchScreen();
void texts.then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
