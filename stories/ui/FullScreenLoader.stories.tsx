import type { Meta, StoryObj } from '@storybook/react-vite';
import { BootLoader, FullScreenLoader, InlineLoader } from '../../src/ui/FullScreenLoader.tsx';

const meta = {
  title: 'UI/FullScreenLoader',
  component: FullScreenLoader,
} satisfies Meta<typeof FullScreenLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Covers the page while texts or a whole page load; screen readers hear "Loading…" in the chosen language. */
export const Default: Story = {};

/** With a specific label for screen readers. */
export const WithLabel: Story = {
  args: { label: 'Loading your FAQ topics' },
  // The label is the caller's own (already translated) text.
  parameters: { noCatalogueText: true },
};

/** Before any texts exist: a language-neutral spinner labelled in three languages. */
export const BeforeTexts: Story = { render: () => <BootLoader />, parameters: { languageNeutral: true } };

/** Inline loader shown while a route's data loads. */
export const Inline: Story = { render: () => <InlineLoader /> };
