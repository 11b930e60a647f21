/**
 * Shared pieces of the registration, recovery and guest tests: the seeded accounts without a user
 * (what a tester types into account validation), calls from a chosen IP address, the outbox and the
 * keys of the links it holds.
 */
import { expect } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as t from '../../server/db/schema.ts';
import { guestCalls, userCalls } from '../../src/domain/calls.ts';
import { errorCatalogue, type MessageCode } from '../../src/domain/errors.ts';
import { apiAreas } from '../../src/domain/apiAreas.ts';
import type { AccountValidationData } from '../../src/domain/registration.ts';
import { envelope, type TestServer } from './helpers.ts';

/** Seeded accounts with no user (server/seed/demo.ts), as account validation takes them. */
export const freeAccounts = {
  molepolole: { accountNumber: '300028493760', dateOfBirth: '19880314', firstName: 'Keabetswe', lastName: 'Modise', registrationType: 0, action: 'REGP', idNumber: '438521907', postCode: '59001' },
  kanye: { accountNumber: '300039504871', dateOfBirth: '19791102', firstName: 'Thato', lastName: 'Sechele', registrationType: 0, action: 'REGP', idNumber: '207314528', postCode: '54001' },
  mochudi: { accountNumber: '300040615982', dateOfBirth: '19930625', firstName: 'Masego', lastName: 'Pilane', registrationType: 0, action: 'REGP', idNumber: '635128840', postCode: '57001' },
  mahalapye: { accountNumber: '300051726093', dateOfBirth: '19850130', firstName: 'Bakang', lastName: 'Tau', registrationType: 0, action: 'REGP', idNumber: '551419362', postCode: '47001' },
  kasane: {
    accountNumber: '300062837104', dateOfBirth: '19900909', firstName: 'Lorato', lastName: 'Ketshabile', registrationType: 1, action: 'REGO',
    idNumber: 'BW00001874321', orgName: 'Okavango Lodge Supplies (Pty) Ltd', postCode: '62001',
  },
  tsabong: { accountNumber: '300073948215', dateOfBirth: '19960418', firstName: 'Kabo', lastName: 'Olebile', registrationType: 0, action: 'REGP', idNumber: '846722113', postCode: '65001' },
} as const;

export const u = apiAreas.userManagement;
export const g = apiAreas.guestUserManagement;
export { guestCalls, userCalls };

/** A new address per call site, so one test's throttle never touches another's. */
export function ipFactory(prefix: string) {
  let n = 0;
  return () => `${prefix}.${++n}`;
}

export interface CallOptions {
  ip?: string;
  headers?: Record<string, string>;
}

export function post(server: TestServer, url: string, payload: unknown, options: CallOptions = {}) {
  return server.request({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress: options.ip ?? '127.0.0.1', headers: options.headers });
}

export function get(server: TestServer, url: string, options: CallOptions = {}) {
  return server.request({ method: 'GET', url, remoteAddress: options.ip ?? '127.0.0.1', headers: options.headers });
}

/** A refusal with its catalogue text, as the portal receives it. */
export function expectCode(reply: LightMyRequestResponse, status: number, msgcode: MessageCode) {
  expect(reply.statusCode, reply.body).toBe(status);
  expect(envelope(reply)).toEqual({ status: { code: status, message: errorCatalogue[msgcode], msgcode }, data: null });
}

/** A field rule refusal: VLD002 naming the field and the rule's code. */
export function expectRule(reply: LightMyRequestResponse, field: string, code: string) {
  expect(reply.statusCode, reply.body).toBe(400);
  const body = envelope(reply);
  expect(body.status.msgcode).toBe('VLD002');
  expect(body.status.message).toContain(`body.${field}: ${code}`);
}

export function expectOk<T>(reply: LightMyRequestResponse): T {
  expect(reply.statusCode, reply.body).toBe(200);
  const body = envelope<T>(reply);
  expect(body.status.code).toBe(200);
  return body.data;
}

export async function validateAccount(server: TestServer, details: object, ip: string): Promise<AccountValidationData> {
  return expectOk<AccountValidationData>(await post(server, `${u}${userCalls.validateAccount}`, details, { ip }));
}

/** A registration body for a validation token; override what the test needs. */
export function registrationBody(validationToken: string, overrides: Record<string, unknown> = {}) {
  return {
    validationToken,
    firstName: 'Keabetswe',
    middleName: '',
    lastName: 'Modise',
    userName: 'keabetswe.m',
    password: 'Kgale#Hill2031',
    confirmPassword: 'Kgale#Hill2031',
    primaryEmail: 'keabetswe.modise@example.com',
    primaryPhone: '71122334',
    isAggree: true,
    ...overrides,
  };
}

export type OutboxRow = typeof t.outboxMessages.$inferSelect;

/** The newest outbox messages of a user name (any case), newest first. */
export async function outboxOf(server: TestServer, userName: string): Promise<OutboxRow[]> {
  const [user] = await server.db.select({ id: t.users.id }).from(t.users).where(sql`lower(${t.users.userName}) = ${userName.toLowerCase()}`);
  if (!user) return [];
  return server.db.select().from(t.outboxMessages).where(eq(t.outboxMessages.userId, user.id)).orderBy(desc(t.outboxMessages.id));
}

/** The newest outbox messages to an address, newest first. */
export async function outboxTo(server: TestServer, address: string, kind?: string): Promise<OutboxRow[]> {
  return server.db
    .select()
    .from(t.outboxMessages)
    .where(and(sql`lower(${t.outboxMessages.address}) = ${address.toLowerCase()}`, kind ? eq(t.outboxMessages.kind, kind) : undefined))
    .orderBy(desc(t.outboxMessages.id));
}

/** The key of a portal link in a message body, e.g. linkKey(body, '/UserAccountActivation'). */
export function linkKey(body: string, page: string): string {
  const match = new RegExp(`${page}\\?key=([A-Za-z0-9_-]+)`).exec(body);
  if (!match) throw new Error(`no ${page} link in: ${body}`);
  return match[1]!;
}

export async function countRows(server: TestServer, table: PgTable) {
  const [row] = await server.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
}
