import type { Decorator, Preview } from '@storybook/react-vite';
import { PortalProviders } from '../stories/support/providers.tsx';
import { languageFromGlobals } from '../stories/support/i18n.ts';
import '../src/ui/styles.css';

/**
 * Every story runs inside the portal's providers (toast actor, language machine, react-intl) in the
 * language chosen on the toolbar; texts come from the bundled catalogues, so no server is needed.
 */
const withPortalProviders: Decorator = (Story, context) => (
  <PortalProviders language={languageFromGlobals(context.globals)}>
    <Story />
  </PortalProviders>
);

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Interface language of the portal',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'EN_US', title: 'English (US)', right: 'EN_US' },
          { value: 'EN_UK', title: 'English (UK)', right: 'EN_UK' },
          { value: 'ES', title: 'Español', right: 'ES' },
          { value: 'FR', title: 'Français', right: 'FR' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'EN_US' },
  decorators: [withPortalProviders],
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
