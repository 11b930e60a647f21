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

/**
 * A call whose body is not JSON (a multipart upload) or whose path carries the id of something a
 * test must make first: its bad input is tested in a file of its own, named here (the coverage
 * check fails when that file does not exist).
 */
export interface OwnFileCall {
  method: 'GET' | 'POST';
  /** A path matching the registered route (`/api/service/documents/x` for `/documents/:id`). */
  path: string;
  /** The test file, relative to tests/server/, that sends it bad input. */
  testedIn: string;
}

export type BadInputCalls = (context: BadInputContext) => { get: GetCall[]; post: PostCall[]; ownFile?: OwnFileCall[] };
