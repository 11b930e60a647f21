/**
 * The shape of a bad-input registration (tests/server/bad-input.test.ts). The calls of the older
 * areas are listed in that file; a flow made by `npm run new:flow` registers its calls in a file
 * of its own, tests/server/bad-input/<flow>.ts exporting `badInput`, which the test finds by itself.
 */
import type { TestServer } from './helpers.ts';

export interface GetCall {
  name: string;
  path: string;
  headers?: Record<string, string>;
  valid: Record<string, string>;
  required?: string[];
  strings?: string[];
  /** Values of the right type but outside the rules. */
  badValues?: Record<string, string>[];
  /** Envelope answer (false: the meta file answers raw JSON on success). */
  envelope?: boolean;
}

export interface PostCall {
  name: string;
  path: string;
  headers: Record<string, string>;
  valid: Record<string, unknown>;
  required: string[];
  strings: string[];
  wrongTypes: Record<string, unknown>[];
  /** Whatever the call writes, to prove a refused call wrote nothing. */
  state: () => Promise<unknown>;
  /**
   * Calls whose body may be left out (it means {}): the status a missing body gets, and what to
   * renew after it was accepted (logout ends its session).
   */
  bodyOptional?: { missingStatus: number; renew?: () => Promise<void> };
}

/** What a registration file gets: the test server (once started) and bearer headers, filled in before the tests run. */
interface BadInputContext {
  server: () => TestServer;
  /** demo.customer (account 300041526371 is one of theirs). */
  customerAuth: Record<string, string>;
  agentAuth: Record<string, string>;
  /** demo.prepaid (account 300052837104). */
  prepaidAuth: Record<string, string>;
}

export type BadInputCalls = (context: BadInputContext) => { get: GetCall[]; post: PostCall[] };
