/**
 * Outage times name their zone. The portal shows date-times in the account's zone (document 2
 * section 9: Phoenix for AZ, else Los Angeles), which is not the clock of the utility's territory:
 * an outage that started at 10:00 UTC read as a bare "2:00 AM" looked like the wrong time. Each time
 * now says PST (or MST for an AZ account), and the summary's ETR carries its date when it falls on
 * another day than the "as of" time.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleOutageList, sampleOutages } from '../../machines/outage/outageMap/outageMap.fixtures.ts';
import { OutageList } from '../../src/features/outage/outageMap/OutageList.tsx';
import { OutageMapPage } from '../../src/features/outage/outageMap/OutageMapPage.tsx';
import { renderPortal } from './support/render.tsx';

const maun = sampleOutages[1]!;

describe('outage times', () => {
  it('name the Los Angeles zone by default and Phoenix for an AZ account', async () => {
    // Started 10:00 UTC: 2:00 AM in Los Angeles (PST), 3:00 AM in Phoenix (MST).
    const { unmount } = await renderPortal(<OutageList outages={[maun]} selected={null} onSelect={() => {}} timeZone="America/Los_Angeles" />);
    expect(screen.getByText('Nov 26, 2026, 2:00 AM PST')).toBeInTheDocument();
    unmount();
    await renderPortal(<OutageList outages={[maun]} selected={null} onSelect={() => {}} timeZone="America/Phoenix" />);
    expect(screen.getByText('Nov 26, 2026, 3:00 AM MST')).toBeInTheDocument();
  });

  it('the summary says the zone, and the date of an ETR on another day than the "as of" time', async () => {
    // As of 12:00 UTC = 4:00 AM PST; the largest outage's ETR is 3 hours later, the same day.
    const calls = { list: () => Promise.resolve(sampleOutageList), lookup: () => Promise.reject(new Error('unused')) };
    const { unmount } = await renderPortal(<OutageMapPage signedIn={false} Map={null} calls={calls} />);
    expect(await screen.findByText(/restoration expected by 7:00 AM PST\./)).toBeInTheDocument();
    expect(screen.getByText(/As of 4:00 AM PST\./)).toBeInTheDocument();
    unmount();
    // In a zone where the ETR falls after midnight (Tokyo: as of 9:00 PM, ETR midnight), it carries its date.
    await renderPortal(<OutageMapPage signedIn={false} Map={null} calls={calls} timeZone="Asia/Tokyo" />);
    expect(await screen.findByText(/restoration expected by Nov 27, 2026, 12:00 AM GMT\+9\./)).toBeInTheDocument();
  });
});
