import type { Meta, StoryObj } from '@storybook/react-vite';
import { VersionOffer, VersionOfferView } from '../../src/features/session/versionCheck/VersionOffer.tsx';
import '../../src/features/session/shell.css';
import { withSignedInSession, type SignedInOptions } from '../support/sessionTestProvider.tsx';

const meta = {
  title: 'Session/VersionOffer',
  component: VersionOffer,
  decorators: [withSignedInSession],
  parameters: {
    signedIn: { services: { fetchDeployedVersion: () => Promise.resolve('10.3.0') } } satisfies SignedInOptions,
    docs: {
      description: {
        component:
          'The deployed version (meta.json) differs from the loaded 10.2.0: a non-modal notice offers a reload that clears the caches first.',
      },
    },
  },
} satisfies Meta<typeof VersionOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Version 10.3.0 is deployed: Reload or Not now. */
export const NewerVersion: Story = {};

/** The notice itself, as a fixed view. */
export const NoticeOnly: Story = {
  render: () => <VersionOfferView view={{ deployedVersion: '11.0.0', reload: () => {}, dismiss: () => {} }} />,
};
