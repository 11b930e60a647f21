/**
 * Saved forms (issues 14 and 15): a flow saved part-way, listed newest first, read back with its
 * snapshot on another sign-in, replaced, deleted; each save and delete recorded on the "Saved Forms
 * tab" screen; another user's forms stay unseen; guests refused; the size and count limits; bad ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as t from '../../server/db/schema.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import { savedFormCalls, savedFormMaxBytes, savedFormMaxPerUser, type SavedForm, type SavedFormSummary } from '../../src/domain/savedForms.ts';
import { envelope, signIn, startTestServer, type TestServer } from './helpers.ts';

let server: TestServer;
let customer: Record<string, string>;
let prepaid: Record<string, string>;
let guest: Record<string, string>;
const url = (call: string) => `${apiAreas.service}${call}`;
const snapshot = (message: string) => ({ status: 'active', value: 'editing', context: { form: { orderType: 'METER', message } } });
const body = (message = 'The meter runs fast.') => ({ flow: 'otherService', title: 'Other service: Details', route: '/OtherService', snapshot: snapshot(message) });
const save = (payload: Record<string, unknown>, headers = customer) => server.request({ method: 'POST', url: url(savedFormCalls.save), headers, payload });
const list = async (headers = customer) => envelope<SavedFormSummary[]>(await server.request({ method: 'GET', url: url(savedFormCalls.list), headers })).data;
const one = (id: string, headers = customer) => server.request({ method: 'GET', url: `${url(savedFormCalls.one)}/${id}`, headers });
const remove = (id: unknown, headers = customer) => server.request({ method: 'POST', url: url(savedFormCalls.remove), headers, payload: { id } });
const newestRecord = async () => (await server.db.select().from(t.interactionRecords).orderBy(desc(t.interactionRecords.id)).limit(1))[0];

beforeAll(async () => {
  server = await startTestServer();
  customer = (await signIn(server, 'demo.customer')).headers;
  prepaid = (await signIn(server, 'demo.prepaid')).headers;
  guest = (await signIn(server, 'demo.guest')).headers;
});
afterAll(async () => {
  await server?.close();
});

describe('saved forms', () => {
  it('saves a form, lists it, gives its snapshot to another sign-in, replaces it and deletes it, recording both', async () => {
    const reply = await save(body());
    expect(reply.statusCode, reply.body).toBe(200);
    const made = envelope<SavedFormSummary>(reply).data;
    expect(made).toMatchObject({ flow: 'otherService', title: 'Other service: Details', route: '/OtherService' });
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Saved Form Saved', screenName: 'Saved Forms tab', moduleName: 'Services' });

    // Another device: a sign-in of its own reads the same form back.
    const elsewhere = (await signIn(server, 'demo.customer')).headers;
    const read = await one(made.id, elsewhere);
    expect(read.statusCode, read.body).toBe(200);
    expect(envelope<SavedForm>(read).data).toMatchObject({ id: made.id, snapshot: snapshot('The meter runs fast.') });

    const second = envelope<SavedFormSummary>(await save({ ...body('Second form'), title: 'Other service: Review' })).data;
    expect((await list()).map((form) => form.id).slice(0, 2)).toEqual([second.id, made.id]);

    const replaced = await save({ ...body('Typed more'), id: made.id });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(envelope<SavedForm>(await one(made.id)).data.snapshot).toEqual(snapshot('Typed more'));
    expect((await list())[0]!.id).toBe(made.id);

    const deleted = await remove(made.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await newestRecord()).toMatchObject({ actionSubject: 'Saved Form Deleted', screenName: 'Saved Forms tab', moduleName: 'Services' });
    expect((await list()).some((form) => form.id === made.id)).toBe(false);
    expect(envelope(await one(made.id)).status.msgcode).toBe('SAVED_FORM_NOT_FOUND');
    // Deleted already (on another device): nothing to delete, and nothing recorded.
    const records = (await newestRecord())!.id;
    expect(envelope(await remove(made.id)).data).toEqual({ id: made.id, deleted: false });
    expect((await newestRecord())!.id).toBe(records);
    await remove(second.id);
  });

  it("keeps each user's forms their own", async () => {
    const made = envelope<SavedFormSummary>(await save(body())).data;
    expect((await list(prepaid)).some((form) => form.id === made.id)).toBe(false);
    expect((await one(made.id, prepaid)).statusCode).toBe(404);
    expect(envelope(await remove(made.id, prepaid)).data).toEqual({ id: made.id, deleted: false });
    const stolen = await save({ ...body('Overwritten'), id: made.id }, prepaid);
    expect([stolen.statusCode, envelope(stolen).status.msgcode]).toEqual([404, 'SAVED_FORM_NOT_FOUND']);
    expect(envelope<SavedForm>(await one(made.id)).data.snapshot).toEqual(snapshot('The meter runs fast.'));
    await remove(made.id);
  });

  it('refuses a guest, a snapshot over 64 KB and a 21st form, writing nothing', async () => {
    const before = await list();
    const byGuest = await save(body(), guest);
    expect([byGuest.statusCode, envelope(byGuest).status.msgcode]).toEqual([403, 'SRV_VIEW_ONLY']);
    const big = await save(body('x'.repeat(savedFormMaxBytes)));
    expect([big.statusCode, envelope(big).status.msgcode]).toEqual([413, 'SAVED_FORM_TOO_LARGE']);
    expect(await list()).toEqual(before);

    const made: string[] = [];
    for (let i = before.length; i < savedFormMaxPerUser; i++) made.push(envelope<SavedFormSummary>(await save(body(`Form ${i}`))).data.id);
    const over = await save(body('One too many'));
    expect([over.statusCode, envelope(over).status.msgcode]).toEqual([409, 'SAVED_FORM_LIMIT']);
    // Replacing one of the twenty is still allowed.
    expect((await save({ ...body('Replaced'), id: made[0] })).statusCode).toBe(200);
    for (const id of made) await remove(id);
    const rows = await server.db.select().from(t.savedForms).where(eq(t.savedForms.snapshot, snapshot('One too many')));
    expect(rows).toEqual([]);
  });

  it('answers a bad id with 400 and an unknown one with 404, never a 500', async () => {
    for (const id of ['abc', '1234', 'x'.repeat(200)]) {
      const reply = await one(id);
      expect(reply.statusCode, id).toBe(400);
    }
    expect((await one('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await server.request({ method: 'GET', url: `${url(savedFormCalls.one)}/00000000-0000-4000-8000-000000000000?x=1`, headers: customer })).statusCode).toBe(400);
    expect((await server.request({ method: 'GET', url: url(savedFormCalls.list) })).statusCode).toBe(401);
  });
});
