import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from '../../src/ui/Accordion.tsx';
import { SafeHtml } from '../../src/ui/SafeHtml.tsx';
import { faqEntries } from '../support/fixtures.ts';
import { languageFromGlobals } from '../support/i18n.ts';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items: [], headingLevel: 3 },
  argTypes: { items: { control: false } },
  // Questions and answers are server content (localised in the fixtures), not catalogue texts.
  parameters: { noCatalogueText: true },
  // The questions are server content in the chosen language.
  render: (args, context) => (
    <div className="container page">
      <Accordion
        {...args}
        items={faqEntries(languageFromGlobals(context.globals)).map((entry) => ({
          key: entry.id,
          title: entry.question,
          content: <SafeHtml html={entry.answer} className="rich-text" />,
        }))}
      />
    </div>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every question collapsed. */
export const Collapsed: Story = {};

/** The first answer open (aria-expanded true on its button). */
export const FirstOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button');
    if (!first) throw new Error('no accordion button');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Level-4 headings, for an accordion nested under an h3 section. */
export const NestedHeadings: Story = { args: { headingLevel: 4 } };
