// The libraries first, then a pause for the browser (src/app/nextTask.ts), then the portal's own modules.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '@tanstack/react-router';
import 'xstate';
import 'react-intl';
import './app/nextTask.ts';
import { App } from './app/App.tsx';
import { prepareBoot, type Boot } from './app/boot.ts';
import { isSupportedBrowser } from './features/public/UnsupportedBrowserPage.tsx';
import { readStoredLanguage } from './i18n/storage.ts';

const root = createRoot(document.getElementById('root')!);
const language = readStoredLanguage();
// A transition: React renders the portal in slices and lets the browser in between (the splash of
// index.html stays until the first commit), so a slow phone never freezes for the whole first render.
const render = (boot: Boot | null) =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App initialLanguage={language} boot={boot} />
      </StrictMode>,
    );
  });
// The boot's calls start in a task of their own, after the modules have run.
if (isSupportedBrowser()) setTimeout(() => void prepareBoot(language).then(render), 0);
else render(null);
