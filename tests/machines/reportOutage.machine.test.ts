import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectReportOutage } from '../../machines/outage/reportOutage/reportOutage.connect.ts';
import {
  clearCheck,
  customerInput,
  knownCheck,
  outsideCheck,
  sampleFoundPlace,
  samplePhoto,
  samplePoint,
  samplePremise,
  sampleReportResult,
  visitorInput,
} from '../../machines/outage/reportOutage/reportOutage.fixtures.ts';
import { reportOutageMachine } from '../../machines/outage/reportOutage/reportOutage.machine.ts';
import type { PlaceCheck, ReportOutageInput } from '../../machines/outage/reportOutage/reportOutage.types.ts';
import { anonymousUuid, type ReportOutageBody, type ReportOutageData, type ReportPlace } from '../../src/domain/outageReport.ts';

function start(
  input: ReportOutageInput,
  {
    loadPremise = vi.fn((_accountNumber: string): Promise<ReportPlace> => Promise.resolve(samplePremise)),
    findPlace = vi.fn((_words: string): Promise<ReportPlace | null> => Promise.resolve(sampleFoundPlace)),
    checkPlace = vi.fn((_place: ReportPlace): Promise<PlaceCheck> => Promise.resolve(clearCheck)),
    submitReport = vi.fn((_body: ReportOutageBody): Promise<ReportOutageData> => Promise.resolve(sampleReportResult)),
  } = {},
) {
  const machine = reportOutageMachine.provide({
    actors: {
      loadPremise: fromPromise(({ input: i }: { input: { accountNumber: string } }) => loadPremise(i.accountNumber)),
      findPlace: fromPromise(({ input: i }: { input: { words: string } }) => findPlace(i.words)),
      checkPlace: fromPromise(({ input: i }: { input: ReportPlace }) => checkPlace(i)),
      submitReport: fromPromise(({ input: i }: { input: ReportOutageBody }) => submitReport(i)),
    },
  });
  const actor = createActor(machine, { input }).start();
  const view = () => connectReportOutage(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.hasTag('busy') && !s.hasTag('loading'));
  return { actor, view, settled, loadPremise, findPlace, checkPlace, submitReport };
}

describe('report an outage machine', () => {
  it('a visitor finds the place by town, fills in the details and reports with uuId all zeros and eventType 0', async () => {
    const { view, settled, findPlace, checkPlace, submitReport } = start(visitorInput);
    expect(view().status).toBe('place');
    view().changeWords('Maun');
    view().searchPlace();
    await settled();
    expect(findPlace).toHaveBeenCalledWith('Maun');
    expect(checkPlace).toHaveBeenCalledWith(sampleFoundPlace);
    expect(view()).toMatchObject({ status: 'details', place: { label: 'Maun', town: 'Selibe Phikwe' } });

    view().submitDetails();
    expect(view().status).toBe('details');
    expect(view().issues).toEqual({ title: 'OUT_TYPE', reporterName: 'OUT_NAME_REQUIRED', phoneNumber: 'OUT_PHONE_REQUIRED' });
    view().change('title', 'wireDown');
    expect(view().issues).toEqual({ reporterName: 'OUT_NAME_REQUIRED', phoneNumber: 'OUT_PHONE_REQUIRED' });
    view().change('reporterName', 'Kago Molefe');
    view().change('phoneNumber', '71234567');
    view().changePhotos([samplePhoto]);
    view().submitDetails();
    expect(view().status).toBe('review');
    view().submit();
    await settled();
    expect(view()).toMatchObject({ status: 'done', result: sampleReportResult });
    expect(submitReport).toHaveBeenCalledWith(
      expect.objectContaining({
        uuId: anonymousUuid,
        accountNumber: '',
        eventType: 0,
        title: 'wireDown',
        reporterName: 'Kago Molefe',
        latitude: sampleFoundPlace.latitude,
        city: 'Maun',
        country: 'BW',
        attachmentList: [{ attachmentName: 'fallen-pole.jpg', attachmentType: 'image/jpeg', fileData: samplePhoto.documentId }],
      }),
    );
  });

  it('a signed-in customer reports at the premise with their uuid and account', async () => {
    const { view, settled, loadPremise, submitReport } = start(customerInput);
    expect(view().status).toBe('loading');
    await settled();
    expect(loadPremise).toHaveBeenCalledWith('300041526371');
    expect(view()).toMatchObject({ status: 'details', details: { reporterName: 'Naledi Dube', phoneNumber: '71234567' } });
    view().change('title', 'noPower');
    view().submitDetails();
    view().submit();
    await settled();
    expect(submitReport).toHaveBeenCalledWith(expect.objectContaining({ uuId: customerInput.uuid, accountNumber: '300041526371', address1: samplePremise.address1, state: 'GA' }));
  });

  it('a known outage at the place is shown instead of a duplicate report', async () => {
    const { view, settled, submitReport } = start(visitorInput, { checkPlace: vi.fn(() => Promise.resolve(knownCheck)) });
    view().pick(samplePoint.latitude, samplePoint.longitude);
    await settled();
    expect(view()).toMatchObject({ status: 'known', known: { id: 'OUT-MAU-0203' } });
    view().submitDetails();
    expect(view().status).toBe('known');
    view().changePlace();
    expect(view()).toMatchObject({ status: 'place', place: null, known: null });
    expect(submitReport).not.toHaveBeenCalled();
  });

  it('a place outside the territory, a place not found and no location each say why; nothing is lost', async () => {
    const findPlace = vi.fn<(words: string) => Promise<ReportPlace | null>>().mockResolvedValueOnce(null);
    const { view, settled } = start(visitorInput, { findPlace, checkPlace: vi.fn(() => Promise.resolve(outsideCheck)) });
    view().changeWords('M');
    view().searchPlace();
    expect(view()).toMatchObject({ status: 'place', placeError: 'OUT_PLACE_LENGTH' });
    expect(findPlace).not.toHaveBeenCalled();
    view().changeWords('Nowhere');
    view().searchPlace();
    await settled();
    expect(view()).toMatchObject({ status: 'place', placeError: 'OUT_PLACE_NOT_FOUND', placeWords: 'Nowhere' });
    view().locateFailed();
    expect(view().placeError).toBe('OUT_LOCATION_UNAVAILABLE');
    view().pick(-26.2, 28.04);
    await settled();
    expect(view()).toMatchObject({ status: 'place', placeError: 'OUT_TERRITORY', place: null });
  });

  it('a failed report keeps the review and everything typed; Try again sends it again', async () => {
    const submitReport = vi.fn<(body: ReportOutageBody) => Promise<ReportOutageData>>().mockRejectedValueOnce({ msgcode: 'GEN500', message: 'Server error' }).mockResolvedValueOnce(sampleReportResult);
    const { view, settled } = start(customerInput, { submitReport });
    await settled();
    view().change('title', 'flickering');
    view().change('message', 'Lights dim every evening.');
    view().submitDetails();
    view().submit();
    await settled();
    expect(view()).toMatchObject({ status: 'review', submitFailed: true, failure: { msgcode: 'GEN500' }, details: { message: 'Lights dim every evening.' } });
    view().retry();
    await settled();
    expect(view().status).toBe('done');
    expect(submitReport).toHaveBeenCalledTimes(2);
  });

  it('more photos than the report takes are refused before the review', async () => {
    const { view, settled } = start(customerInput);
    await settled();
    view().change('title', 'noPower');
    view().changePhotos([samplePhoto, samplePhoto, samplePhoto, samplePhoto]);
    view().submitDetails();
    expect(view()).toMatchObject({ status: 'details', issues: { photos: 'OUT_ATTACHMENTS_MAX' } });
    view().changePhotos([samplePhoto]);
    expect(view().issues).toEqual({});
  });
});
