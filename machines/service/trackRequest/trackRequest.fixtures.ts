/** Sample data of tracking a request without signing in (catalogue, machine tests, stories). */
import type { TrackResult } from '../../../src/domain/serviceRequests.ts';

export const sampleTracked: TrackResult = {
  reference: 'SR-4A5B6C7D',
  orderType: 'START',
  status: 2,
  priority: 5,
  appointment: { day: '2026-11-27', slot: 1, town: 'Maun' },
  createdAt: '2026-11-26T08:15:00.000Z',
  updatedAt: '2026-11-26T10:40:00.000Z',
  timeline: [
    { status: 0, note: 'Start service requested', at: '2026-11-26T08:15:00.000Z' },
    { status: 2, note: 'The sketch plan cannot be read', at: '2026-11-26T10:40:00.000Z' },
  ],
};
