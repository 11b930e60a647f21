import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { isSupportedBrowser } from './features/public/UnsupportedBrowserPage.tsx';
import { readStoredLanguage } from './i18n/storage.ts';

const root = createRoot(document.getElementById('root')!);
root.render(
  <StrictMode>
    <App initialLanguage={readStoredLanguage()} supported={isSupportedBrowser()} />
  </StrictMode>,
);
