import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { Language } from '../../src/domain/language.ts';
import { Footer } from '../../src/ui/layout/Footer.tsx';
import { LanguageSelector } from '../../src/ui/layout/LanguageSelector.tsx';
import { ToastRegion } from '../../src/ui/toast.tsx';
import { languageFromGlobals, loadCatalogue } from '../support/i18n.ts';
import { PortalProviders } from '../support/providers.tsx';
import { withRouter } from '../support/router.tsx';

/** The selector with the footer under it, so a switch visibly changes the texts. */
function SelectorWithFooter() {
  return (
    <>
      <div className="container" style={{ padding: '1rem 0' }}>
        <LanguageSelector />
      </div>
      <Footer />
      <ToastRegion />
    </>
  );
}

const meta = {
  title: 'Layout/LanguageSelector',
  component: LanguageSelector,
  decorators: [withRouter],
  render: () => <SelectorWithFooter />,
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing a language loads its texts behind the loading overlay and switches the whole page. */
export const Default: Story = {};

/** Only the starting language loads; any other stays loading, so the overlay and disabled select stay on screen. */
const loadOnly =
  (language: Language, other: (language: Language) => ReturnType<typeof loadCatalogue>) => (requested: Language) =>
    requested === language ? loadCatalogue(requested) : other(requested);

function otherLanguage(language: Language): Language {
  return language === 'FR' ? 'ES' : 'FR';
}

/** While the new language loads: full-screen loader, select disabled. */
export const SwitchingLanguage: Story = {
  decorators: [
    (Story, context) => {
      const language = languageFromGlobals(context.globals);
      return (
        <PortalProviders language={language} load={loadOnly(language, () => new Promise(() => {}))}>
          <Story />
        </PortalProviders>
      );
    },
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox');
    await userEvent.selectOptions(select, otherLanguage(languageFromGlobals(globals)));
    await expect(select).toBeDisabled();
  },
};

/** The new language fails to load: the old texts stay and an error toast says so. */
export const SwitchFails: Story = {
  decorators: [
    (Story, context) => {
      const language = languageFromGlobals(context.globals);
      return (
        <PortalProviders language={language} load={loadOnly(language, () => Promise.reject(new Error('offline')))}>
          <Story />
        </PortalProviders>
      );
    },
  ],
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox');
    await userEvent.selectOptions(select, otherLanguage(languageFromGlobals(globals)));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  },
};
