import { createFileRoute } from '@tanstack/react-router';
import { UnsupportedBrowserPage } from '../../features/public/UnsupportedBrowserPage.tsx';

export const Route = createFileRoute('/UnsupportedBrowser')({
  component: UnsupportedBrowserPage,
});
