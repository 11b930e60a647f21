import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { reportOutageMachine } from '../../../../machines/outage/reportOutage/reportOutage.machine.ts';
import { samplePhoto } from '../../../../machines/outage/reportOutage/reportOutage.fixtures.ts';
import type { PlaceCheck, ReportOutageContext, ReportOutageEvent, ReportOutageInput } from '../../../../machines/outage/reportOutage/reportOutage.types.ts';
import type { UploadedDocument } from '../../../../src/domain/documents.ts';
import type { ReportOutageBody, ReportOutageData, ReportPlace } from '../../../../src/domain/outageReport.ts';
import { ReportOutagePage } from '../../../../src/features/outage/reportOutage/ReportOutagePage.tsx';
import { catalogueFor } from '../../../../stories/support/i18n.ts';
import { renderPortal, text } from '../../support/render.tsx';
import { invokeIdOf, isOutcome, pendingCalls, settle } from '../support/pendingCalls.ts';
import { replay } from '../support/replay.ts';
import { defineViewAdapter, describeViewPaths } from '../support/viewPaths.ts';

/** The text a failure code is shown with: the first of the prefixes that has it, else the fallback. */
const failureShown = (code: string, prefixes: string[], fallback: string) =>
  text(prefixes.map((prefix) => `${prefix}.${code}`).find((id) => id in catalogueFor('EN_US')) ?? fallback);
const codeText = (code: string) => failureShown(code, ['outage.code', 'error'], 'outage.report.failed');
const stepHeading = (id: string) => screen.queryByRole('heading', { level: 2, name: text(id) });
const placeBox = () => screen.queryByRole('searchbox', { name: new RegExp(text('outage.report.place.search')) });
const field = (id: string) => screen.getByRole('textbox', { name: new RegExp(`^${text(id)}`) });

/** The browser's location as the path wants it: a point, or a refusal. */
let nextLocation: { latitude: number; longitude: number } | null = null;
Object.defineProperty(navigator, 'geolocation', {
  configurable: true,
  value: {
    getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
      nextLocation ? found({ coords: { latitude: nextLocation.latitude, longitude: nextLocation.longitude } } as GeolocationPosition) : failed({ code: 1, message: 'denied' } as GeolocationPositionError),
  },
});

/** A JPEG the upload field's content check accepts. */
const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05])], samplePhoto.fileName, { type: 'image/jpeg' });

/** Report an outage's paths on its page: the user searches, locates, types, uploads and presses the buttons; each call is settled by the path. */
const adapter = defineViewAdapter(reportOutageMachine, {
  machine: 'reportOutage',
  async render(path) {
    const input = path.input as ReportOutageInput;
    const exact = replay(path);
    const premises = pendingCalls<[string], ReportPlace>();
    const finds = pendingCalls<[string], ReportPlace | null>();
    const checks = pendingCalls<[ReportPlace], PlaceCheck>();
    const reports = pendingCalls<[ReportOutageBody], ReportOutageData>();
    const uploads = { fn: (): Promise<UploadedDocument> => Promise.resolve(samplePhoto) };
    const calls = { loadPremise: premises.fn, findPlace: finds.fn, checkPlace: checks.fn, submitReport: reports.fn, upload: uploads.fn };
    const { user } = await renderPortal(<ReportOutagePage input={input} calls={calls} PickMap={null} timeZone="America/Los_Angeles" outagesLink={<a href="/PreOutages">{text('outage.report.seeOutages')}</a>} />);
    return {
      async perform(step) {
        const { event } = step;
        const flow = event as ReportOutageEvent;
        if (isOutcome(event)) {
          const id = invokeIdOf(event);
          await settle(id === 'loadPremise' ? premises : id === 'findPlace' ? finds : id === 'checkPlace' ? checks : reports, event);
        } else if (flow.type === 'place.words') {
          fireEvent.change(placeBox()!, { target: { value: flow.words } });
        } else if (flow.type === 'place.search') {
          await user.click(screen.getByRole('button', { name: text('outage.report.place.find') }));
        } else if (flow.type === 'place.pick' || flow.type === 'place.locateFailed') {
          nextLocation = flow.type === 'place.pick' ? { latitude: flow.latitude, longitude: flow.longitude } : null;
          await user.click(screen.getByRole('button', { name: text('outage.report.place.locate') }));
        } else if (flow.type === 'place.change') {
          await user.click(screen.getByRole('button', { name: text('outage.report.place.change') }));
        } else if (flow.type === 'details.change' && flow.field === 'title') {
          await user.selectOptions(screen.getByRole('combobox', { name: text('outage.report.type.label') }), String(flow.value));
        } else if (flow.type === 'details.change') {
          fireEvent.change(field(flow.field === 'reporterName' ? 'outage.report.details.name' : 'outage.report.details.phone'), { target: { value: String(flow.value) } });
        } else if (flow.type === 'photos.change') {
          await user.upload(screen.getByTestId('upload-drop').querySelector('input[type="file"]')!, photoFile());
        } else if (flow.type === 'details.submit') {
          await user.click(screen.getByRole('button', { name: text('outage.report.details.continue') }));
        } else if (flow.type === 'review.edit') {
          await user.click(screen.getByRole('button', { name: text('outage.report.review.edit') }));
        } else if (flow.type === 'review.submit') {
          await user.click(screen.getByRole('button', { name: text('outage.report.review.submit') }));
        } else if (flow.type === 'report.retry') {
          await user.click(screen.getByRole('button', { name: text('common.retry') }));
        } else {
          throw new Error(`reportOutage adapter: nothing performs ${event.type}`);
        }
      },
      expectView(model, step) {
        const snapshot = exact.at(step);
        expect(snapshot.value).toEqual(model.value);
        const context = snapshot.context as ReportOutageContext;
        expect(screen.getByRole('heading', { level: 1, name: text(input.signedIn ? 'outage.report.title' : 'outage.report.titleVisitor') })).toBeInTheDocument();
        expect(premises.waiting.length).toBe(snapshot.matches('loadingPremise') ? 1 : 0);
        expect(finds.waiting.length).toBe(snapshot.matches('findingPlace') ? 1 : 0);
        expect(checks.waiting.length).toBe(snapshot.matches('checking') ? 1 : 0);
        expect(reports.waiting.length).toBe(snapshot.matches('submitting') ? 1 : 0);
        if (snapshot.matches('loadingPremise')) {
          expect(screen.getByText(text('outage.report.premise.loading'))).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('choosingPlace') || snapshot.matches('findingPlace')) {
          expect(stepHeading('outage.report.place.title')).toBeInTheDocument();
          expect(placeBox()).toHaveValue(context.placeWords);
          if (context.placeError) expect(placeBox()).toHaveAccessibleDescription(new RegExp(codeText(context.placeError).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
          else expect(placeBox()).not.toHaveAttribute('aria-invalid');
          if (context.failure) expect(screen.getByRole('alert')).toHaveTextContent(codeText(context.failure.msgcode));
          else expect(screen.queryByRole('alert')).toBeNull();
          expect(screen.getByRole('button', { name: text(snapshot.matches('findingPlace') ? 'outage.report.place.searching' : 'outage.report.place.find') })).toHaveProperty('disabled', snapshot.matches('findingPlace'));
          return;
        }
        if (snapshot.matches('checking')) {
          expect(screen.getByText(/^Checking .+…$/)).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('checkFailed')) {
          expect(screen.getByRole('alert')).toHaveTextContent(text('outage.report.place.checkFailed'));
          expect(screen.getByRole('button', { name: text('common.retry') })).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('known')) {
          expect(stepHeading('outage.report.known.title')).toBeInTheDocument();
          const known = screen.getByRole('article', { name: `${context.known!.properties.area}, ${context.known!.properties.town}` });
          expect(known).toHaveTextContent(context.known!.properties.reference);
          expect(screen.queryByRole('button', { name: text('outage.report.details.continue') })).toBeNull();
          return;
        }
        if (snapshot.matches('details')) {
          expect(stepHeading('outage.report.details.title')).toBeInTheDocument();
          expect(screen.getByRole('combobox', { name: text('outage.report.type.label') })).toHaveValue(context.details.title);
          expect(field('outage.report.details.name')).toHaveValue(context.details.reporterName);
          expect(field('outage.report.details.phone')).toHaveValue(context.details.phoneNumber);
          for (const [, code] of Object.entries(context.issues)) expect(screen.getByText(codeText(code))).toBeInTheDocument();
          if (Object.keys(context.issues).length === 0) expect(document.querySelector('[aria-invalid="true"]')).toBeNull();
          for (const photo of context.attachments) expect(screen.getByText(photo.fileName)).toBeInTheDocument();
          return;
        }
        if (snapshot.matches('review') || snapshot.matches('submitting') || snapshot.matches('submitFailed')) {
          expect(stepHeading('outage.report.review.title')).toBeInTheDocument();
          expect(screen.getByText(context.details.reporterName)).toBeInTheDocument();
          if (snapshot.matches('submitFailed')) {
            expect(screen.getByRole('alert')).toHaveTextContent(text('outage.report.review.failed'));
            expect(screen.queryByRole('button', { name: text('outage.report.review.submit') })).toBeNull();
          } else {
            expect(screen.queryByRole('alert')).toBeNull();
            const busy = snapshot.matches('submitting');
            expect(screen.getByRole('button', { name: text(busy ? 'outage.report.review.sending' : 'outage.report.review.submit') })).toHaveProperty('disabled', busy);
          }
          return;
        }
        // done: the reference.
        const done = stepHeading('outage.report.done.title')!;
        expect(done).toBeInTheDocument();
        expect(within(screen.getByRole('status')).getByText(context.result!.reference)).toBeInTheDocument();
      },
    };
  },
});

describeViewPaths(adapter, import.meta.url);
