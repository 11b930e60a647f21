import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bannerPalette, contrastRatio, parseHexColour } from '../../src/features/session/notificationBanner/bannerColours.ts';
import { NotificationBanner } from '../../src/features/session/notificationBanner/NotificationBanner.tsx';
import { NotificationsProvider } from '../../src/features/session/notifications.tsx';
import type { NotificationBannerData } from '../../src/domain/notificationBanner.ts';
import { allBanners, banners, homeAccount } from '../../stories/support/sessionFixtures.tsx';
import { renderSignedIn } from '../../stories/support/sessionRender.tsx';
import { text } from './support/render.tsx';

function Banner() {
  return (
    <NotificationsProvider accountNumber={homeAccount.accountNumber}>
      <NotificationBanner />
    </NotificationsProvider>
  );
}

const renderBanner = (data: NotificationBannerData, language: 'EN_US' | 'ES' = 'EN_US') =>
  renderSignedIn(<Banner />, { language, services: { loadBannerData: () => Promise.resolve(data) } });

const region = () => screen.findByRole('region', { name: text('shell.banner.heading') });

describe('notification banner', () => {
  it('shows nothing when there is no notice', async () => {
    await renderBanner(banners.none);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows a single notice without numbered buttons', async () => {
    await renderBanner(banners.outage);
    const banner = await region();
    expect(banner).toHaveTextContent(text('shell.banner.kind.outage'));
    expect(banner).toHaveTextContent('Planned outage in Gaborone West');
    expect(within(banner).queryAllByRole('button')).toEqual([]);
  });

  it('numbers the notices DNP first, "Message n of 5", and switches with the buttons', async () => {
    const { user } = await renderBanner(allBanners());
    const banner = await region();
    const group = within(banner).getByRole('group', { name: text('shell.banner.choose') });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Message 1 of 5',
      'Message 2 of 5',
      'Message 3 of 5',
      'Message 4 of 5',
      'Message 5 of 5',
    ]);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(banner).toHaveTextContent('Disconnection scheduled');
    expect(banner).toHaveClass('notification-banner--dnp');

    await user.click(within(group).getByRole('button', { name: 'Message 4 of 5' }));
    expect(buttons[3]).toHaveAttribute('aria-pressed', 'true');
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    expect(banner).toHaveTextContent('Meter inspection booked');
    expect(banner).toHaveTextContent(text('shell.banner.kind.service'));
    expect(banner).toHaveClass('notification-banner--service');

    // Keyboard: Tab to the next button, Enter.
    await user.tab();
    await user.keyboard('{Enter}');
    expect(banner).toHaveTextContent('Stay informed');
    // The message is announced where it changes.
    expect(banner.querySelector('[aria-live="polite"]')).toHaveTextContent('Stay informed');
  });

  it('paints red for DNP, amber for outage and preference, green for service, the colour code for CSP', async () => {
    const colours: [NotificationBannerData, string][] = [
      [banners.dnp(), '#b3261e'],
      [banners.outage, '#ffd24a'],
      [banners.preference, '#ffd24a'],
      [banners.service, '#1e7a3c'],
      [banners.csp('#1a5fb4'), '#1a5fb4'],
    ];
    for (const [data, background] of colours) {
      const { unmount } = await renderBanner(data);
      expect((await region()).style.getPropertyValue('--banner-bg')).toBe(background);
      unmount();
    }
  });

  it('skips a DNP notice older than 5 days', async () => {
    await renderBanner({ ...banners.dnp(), dnpLastUpdated: new Date(Date.now() - 6 * 86_400_000).toISOString(), ...banners.outage });
    const banner = await region();
    expect(banner).not.toHaveTextContent('Disconnection scheduled');
    expect(banner).toHaveTextContent('Planned outage');
  });

  it('names the kind and the buttons in the chosen language', async () => {
    await renderBanner(allBanners(), 'ES');
    const banner = await screen.findByRole('region', { name: text('shell.banner.heading', 'ES') });
    expect(within(banner).getByRole('button', { name: 'Mensaje 2 de 5' })).toBeInTheDocument();
    expect(banner).toHaveTextContent(text('shell.banner.kind.dnp', 'ES'));
  });
});

describe('banner colours keep the text readable', () => {
  it('reads hex colour codes', () => {
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour('1a5fb4')).toEqual([26, 95, 180]);
    expect(parseHexColour('red')).toBeNull();
    expect(parseHexColour('#12345')).toBeNull();
  });

  it.each(['red', 'amber', 'green', 'orange', 'blue', '#1a5fb4', '#c8f7c5', '#000000', '#ffffff', '#777777', '#ff0000', 'FFD24A', 'nonsense', ''])(
    '%s gets text with at least 4.5:1 contrast',
    (colour) => {
      const palette = bannerPalette(colour);
      const background = parseHexColour(palette.background)!;
      const textColour = parseHexColour(palette.text)!;
      expect(background).not.toBeNull();
      expect(contrastRatio(background, textColour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('uses white on dark and ink on light colours; an unknown colour falls back to amber', () => {
    expect(bannerPalette('red').text).toBe('#ffffff');
    expect(bannerPalette('amber').text).toBe('#1f1f24');
    expect(bannerPalette('#c8f7c5').text).toBe('#1f1f24');
    expect(bannerPalette('nonsense').background).toBe('#ffd24a');
    expect(bannerPalette(' Green ').background).toBe('#1e7a3c');
  });
});
