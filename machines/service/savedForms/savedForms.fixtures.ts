/** Sample saved forms (catalogue, machine tests, stories, view paths). */
import type { SavedFormSummary } from '../../../src/domain/savedForms.ts';

/** Two saved forms of the user, newest first. */
export const sampleSavedForms: SavedFormSummary[] = [
  { id: '3f0c1a52-8b7e-4d21-9c3a-6e2f1b0d7a11', flow: 'otherService', title: 'Other service: Review', route: '/OtherService', updatedAt: '2026-11-28T09:40:00.000Z' },
  { id: '9a4e7c10-2d5b-4f83-a1e6-0c8b3f5d2e22', flow: 'otherService', title: 'Other service: Details', route: '/OtherService', updatedAt: '2026-11-27T16:05:00.000Z' },
];
