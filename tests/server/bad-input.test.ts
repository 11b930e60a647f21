/**
 * Bad input sent to every call that exists: unknown fields, missing required fields, wrong types,
 * oversize strings, control characters, bodies where none belongs; and for POST calls malformed
 * JSON, wrong content types, oversize bodies and non-object bodies. Every answer is a 4xx envelope
 * (never a 500) and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import * as t from '../../server/db/schema.ts';
import { bodyLimitBytes } from '../../server/app.ts';
import { adminBasePath, adminCalls, adminTokenHeader } from '../../src/domain/admin.ts';
import { commonCalls, healthPath, metaFilePath, serviceAreas } from '../../src/domain/services.ts';
import { startTestServer, testAdminToken, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const c = serviceAreas.common;

interface GetCall {
  name: string;
  path: string;
  valid: Record<string, string>;
  required?: string[];
  strings?: string[];
  /** Values of the right type but outside the rules. */
  badValues?: Record<string, string>[];
  /** Envelope answer (false: the meta file answers raw JSON on success). */
  envelope?: boolean;
}

const getCalls: GetCall[] = [
  { name: 'multilingual', path: `${c}${commonCalls.multilingual}`, valid: { module: 'PreLogin', language: 'EN_US' }, required: ['module', 'language'], strings: ['module', 'sm'], badValues: [{ language: 'en_us' }, { language: 'DE' }, { type: '9' }, { type: 'label' }] },
  { name: 'metric-settings', path: `${c}${commonCalls.metricSettings}`, valid: {} },
  { name: 'countries', path: `${c}${commonCalls.countries}`, valid: {} },
  { name: 'states/{country}', path: `${c}${commonCalls.states}/BW`, valid: {} },
  { name: 'cities', path: `${c}${commonCalls.cities}`, valid: {}, badValues: [{ country: 'bw' }, { district: '12' }, { country: 'Botswana' }] },
  { name: 'districts', path: `${c}${commonCalls.districts}`, valid: {}, badValues: [{ country: 'B' }, { country: 'bw' }] },
  { name: 'faq', path: `${c}${commonCalls.faq}`, valid: { categoryId: '2', language: 'EN_US' }, required: ['categoryId', 'language'], strings: ['search'], badValues: [{ categoryId: '99' }, { categoryId: 'two' }, { categoryId: '-1' }, { language: 'english' }] },
  { name: 'terms', path: `${c}${commonCalls.terms}`, valid: { language: 'FR' }, required: ['language'], badValues: [{ type: 'cookies' }, { type: '' }] },
  { name: 'banners', path: `${c}${commonCalls.banners}`, valid: { pageName: 'Dashboard', language: 'EN_US' }, required: ['pageName', 'language'], strings: ['pageName'], badValues: [{ bannerType: 'x' }, { bannerType: '123' }] },
  { name: 'maintenance', path: `${c}${commonCalls.maintenance}`, valid: { type: '1' }, required: ['type'], badValues: [{ type: '2' }, { type: '' }] },
  { name: 'Alert/Type/GNRLBANR', path: `${c}${commonCalls.generalBanner}`, valid: {}, badValues: [{ language: 'DE' }] },
  { name: 'service-centres', path: `${c}${commonCalls.serviceCentres}`, valid: {} },
  { name: 'health', path: healthPath, valid: {} },
  { name: 'meta.json', path: metaFilePath, valid: {}, badValues: [{ t: 'abc' }, { t: '1'.repeat(25) }], envelope: false },
];

function url(path: string, query: Record<string, string | string[]>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A refusal: the given 4xx status, the envelope with data null and the status code repeated. */
function expectRefused(reply: LightMyRequestResponse, status: number, msgcodes: string[] = ['VLD002', 'VLD003'], field?: string) {
  expect(reply.statusCode, reply.body).toBe(status);
  const body = reply.json();
  expect(body.data).toBeNull();
  expect(body.status.code).toBe(status);
  expect(msgcodes).toContain(body.status.msgcode);
  expect(body.status.message).toEqual(expect.any(String));
  if (field) expect(body.status.message).toContain(field);
  expect(reply.headers['content-security-policy']).toBeDefined();
}

describe.each(getCalls)('GET $name', (call) => {
  const get = (query: Record<string, string | string[]>, extra: { headers?: Record<string, string>; payload?: string } = {}) =>
    server.request({ method: 'GET', url: url(call.path, query), ...extra });

  it('accepts the valid query', async () => {
    const reply = await get(call.valid);
    expect(reply.statusCode).toBe(200);
    if (call.envelope !== false) expect(reply.json().status.code).toBe(200);
  });

  it('refuses an unknown query field with VLD003 naming it', async () => {
    expectRefused(await get({ ...call.valid, bogus: '1' }), 400, ['VLD003'], 'query.bogus');
    expectRefused(await get({ ...call.valid, __proto__x: '1', constructor: 'x' }), 400, ['VLD003']);
  });

  it('refuses each missing required field, naming it', async () => {
    for (const field of call.required ?? []) {
      const { [field]: _dropped, ...rest } = call.valid;
      expectRefused(await get(rest), 400, ['VLD002'], `query.${field}`);
    }
  });

  it('refuses oversize strings, naming the field', async () => {
    for (const field of call.strings ?? []) {
      expectRefused(await get({ ...call.valid, [field]: 'x'.repeat(5000) }), 400, ['VLD002'], `query.${field}`);
    }
  });

  it('refuses a repeated parameter (an array where a string belongs)', async () => {
    const [field, value] = Object.entries(call.valid)[0] ?? ['bogus', '1'];
    expectRefused(await get({ ...call.valid, [field]: [value, value] }), 400);
  });

  it('refuses values outside the rules', async () => {
    for (const bad of call.badValues ?? []) expectRefused(await get({ ...call.valid, ...bad }), 400, ['VLD002'], `query.${Object.keys(bad)[0]}`);
  });

  it('refuses control characters', async () => {
    const field = (call.strings ?? Object.keys(call.valid))[0] ?? 'x';
    const reply = await get({ ...call.valid, [field]: 'a\u0000b' });
    expectRefused(reply, 400);
  });

  it('refuses a body on a GET', async () => {
    expectRefused(await get(call.valid, { headers: { 'content-type': 'application/json' }, payload: '{"a":1}' }), 400, ['VLD002']);
    expectRefused(await get(call.valid, { headers: { 'content-type': 'text/plain' }, payload: 'hello' }), 400, ['VLD002']);
  });

  it('survives malformed query strings without a 500', async () => {
    for (const raw of ['%', '%zz', '&&&', '=x', 'a[b]=1', `${'x'.repeat(3000)}=1`]) {
      const reply = await server.request(`${call.path}?${raw}`);
      expect(reply.statusCode, raw).toBeLessThan(500);
    }
  });
});

describe('GET states/{country} path parameter', () => {
  it.each(['bw', 'B1', 'BOTSWANA', '%00', 'B%20W'])('refuses %s', async (country) => {
    expectRefused(await server.request(`${c}${commonCalls.states}/${country}`), 400, ['VLD002'], 'params.country');
  });

  it('a very long parameter is a 4xx, not a 500', async () => {
    const reply = await server.request(`${c}${commonCalls.states}/${'A'.repeat(2000)}`);
    expect([400, 404]).toContain(reply.statusCode);
  });
});

interface PostCall {
  name: string;
  path: string;
  headers: Record<string, string>;
  valid: Record<string, unknown>;
  required: string[];
  strings: string[];
  wrongTypes: Record<string, unknown>[];
  /** Whatever the call writes, to prove a refused call wrote nothing. */
  state: () => Promise<unknown>;
}

const postCalls: PostCall[] = [
  {
    name: 'banner-tracking',
    path: `${c}${commonCalls.bannerTracking}`,
    headers: {},
    valid: { pageName: 'Dashboard', bannerIndex: 0, redirectUrl: '/AccountInformation' },
    required: ['pageName', 'bannerIndex'],
    strings: ['pageName', 'redirectUrl'],
    wrongTypes: [{ bannerIndex: '1' }, { bannerIndex: 1.5 }, { bannerIndex: -1 }, { bannerIndex: 100 }, { bannerIndex: null }, { bannerIndex: 1e308 }, { pageName: 5 }, { pageName: true }, { pageName: ['Dashboard'] }, { pageName: { x: 1 } }, { redirectUrl: 0 }],
    state: async () => (await server.db.select().from(t.bannerClicks)).length,
  },
  {
    name: 'admin/maintenance',
    path: `${adminBasePath}${adminCalls.maintenance}`,
    headers: { [adminTokenHeader]: testAdminToken },
    valid: { active: false },
    required: ['active'],
    strings: ['message'],
    wrongTypes: [{ active: 'true' }, { active: 1 }, { active: null }, { message: 5 }, { message: '' }, { message: '   ' }],
    state: async () => server.db.select().from(t.maintenanceItems),
  },
];

describe.each(postCalls)('POST $name', (call) => {
  let before: unknown;
  beforeAll(async () => {
    before = await call.state();
  });

  const post = (payload: string | Buffer, contentType = 'application/json', query = '') =>
    server.request({ method: 'POST', url: `${call.path}${query}`, headers: { ...call.headers, 'content-type': contentType }, payload });
  const postJson = (body: unknown, query = '') => post(JSON.stringify(body), 'application/json', query);

  it('refuses malformed JSON', async () => {
    for (const raw of ['{', '{"pageName":', 'nul', '[1,', '{"active": false,}', "{'active': false}", '\u0000']) {
      expectRefused(await post(raw), 400, ['VLD002']);
    }
  });

  it('refuses an empty body and a missing body', async () => {
    expectRefused(await post(''), 400, ['VLD002']);
    expectRefused(await server.request({ method: 'POST', url: call.path, headers: call.headers }), 400, ['VLD002']);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const body of [[], [call.valid], 'text', 42, null, true]) expectRefused(await postJson(body), 400, ['VLD002']);
  });

  it('refuses a wrong content type with 415', async () => {
    const text = JSON.stringify(call.valid);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/octet-stream']) {
      expectRefused(await post(text, type), 415, ['GEN415']);
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const big = JSON.stringify({ ...call.valid, padding: 'x'.repeat(bodyLimitBytes + 10) });
    expectRefused(await post(big), 413, ['GEN413']);
  });

  it('refuses unknown fields with VLD003 naming them', async () => {
    expectRefused(await postJson({ ...call.valid, bogus: 1 }), 400, ['VLD003'], 'body.bogus');
    expectRefused(await post(`{"__proto__":{"admin":true},${JSON.stringify(call.valid).slice(1)}`), 400);
    expectRefused(await postJson({ ...call.valid, constructor: { prototype: { x: 1 } } }), 400);
  });

  it('refuses each missing required field, naming it', async () => {
    for (const field of call.required) {
      const { [field]: _dropped, ...rest } = call.valid;
      expectRefused(await postJson(rest), 400, ['VLD002'], `body.${field}`);
    }
  });

  it('refuses oversize strings, naming the field', async () => {
    for (const field of call.strings) expectRefused(await postJson({ ...call.valid, [field]: 'x'.repeat(5000) }), 400, ['VLD002'], `body.${field}`);
  });

  it('refuses wrong types, naming the field', async () => {
    for (const bad of call.wrongTypes) expectRefused(await postJson({ ...call.valid, ...bad }), 400, ['VLD002'], `body.${Object.keys(bad)[0]}`);
  });

  it('refuses control characters in strings', async () => {
    expectRefused(await postJson({ ...call.valid, [call.strings[0]!]: 'a\u0000b' }), 400, ['VLD002'], `body.${call.strings[0]}`);
  });

  it('refuses unknown query parameters on a POST', async () => {
    expectRefused(await postJson(call.valid, '?bogus=1'), 400, ['VLD003'], 'query.bogus');
  });

  it('wrote nothing while refusing all of the above', async () => {
    expect(await call.state()).toEqual(before);
  });

  it('still accepts the valid body afterwards', async () => {
    const reply = await postJson(call.valid);
    expect(reply.statusCode, reply.body).toBe(200);
  });
});
