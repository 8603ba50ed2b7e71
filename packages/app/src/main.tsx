import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createTranslator, zhCN } from '@shop/session/messages';
import { I18nProvider } from '@shop/ui';
import { App } from './App.tsx';
import './app.css';

/** Dev and mock builds answer the API from MSW; this branch is dropped from production builds. */
async function startMocks(): Promise<void> {
  if (import.meta.env.VITE_ENABLE_MSW !== 'true') return;
  const { startMockWorker } = await import('@shop/mocks/browser');
  await startMockWorker();
}

const t = createTranslator(zhCN);

// R2.15: the app mounts into the element with id "app".
void startMocks().then(() => {
  createRoot(document.getElementById('app') as HTMLElement).render(
    <StrictMode>
      <I18nProvider t={t}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
});
