import type { Meta, StoryObj } from '@storybook/react-vite';
import { SafeHtml } from '../../src/ui/SafeHtml.tsx';

const meta = {
  title: 'UI/SafeHtml',
  component: SafeHtml,
  args: { className: 'rich-text' },
  // Server content only, no catalogue texts.
  parameters: { noCatalogueText: true },
  decorators: [(Story) => <div className="container page"><Story /></div>],
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Simple server HTML: paragraphs, lists, links (external links open in a new tab). */
export const ServerContent: Story = {
  args: {
    html:
      '<p>Pay at any service centre: <strong>Gaborone-Main Mall</strong>, Francistown or Maun.</p>' +
      '<ul><li>Call <a href="tel:16266">16266</a></li><li>Toll free <a href="tel:0800600147">0800 600 147</a></li>' +
      '<li><a href="https://www.example.org/tariffs">Tariff schedule</a></li></ul>',
  },
};

/** Hostile markup: images with handlers, inline styles, iframes and javascript: links are removed. */
export const HostileMarkup: Story = {
  args: {
    html:
      '<p onclick="alert(1)" style="color:red">Outage update for Maun.</p>' +
      '<img src="x" onerror="alert(2)"><iframe src="https://example.org"></iframe>' +
      '<ul><li><a href="javascript:alert(3)">Claim your rebate</a></li><li><a href="/Help">Help</a></li></ul>',
  },
};
