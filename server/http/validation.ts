/**
 * Request validation with the shared valibot schemas (src/domain). Every body, query and path
 * parameter goes through `validate` before a handler touches the database, so bad input answers 400
 * with a message naming the field and nothing is written. A rule failure answers VLD002 with the
 * field and the rule's message code ("body.primaryEmail: REG_EMAIL_FORMAT"); a rule whose code is
 * in the error catalogue (PWD_MISMATCH) answers that code as the msgcode.
 */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { errorCatalogue, type MessageCode } from '../../src/domain/errors.ts';
import { emptyQuerySchema } from '../../src/domain/common.ts';
import { ApiError } from './errors.ts';
import { isApiPath } from './security.ts';

export type RequestPart = 'body' | 'query' | 'params' | 'headers';

/** An empty query: calls without parameters still refuse unknown ones. */
export const noQuerySchema = emptyQuerySchema;

/** Finds a string holding a NUL character (PostgreSQL text cannot store one): its dotted path. */
function findNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 20 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

interface SchemaNode {
  type?: string;
  wrapped?: SchemaNode;
  pipe?: SchemaNode[];
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
}

/**
 * valibot's object schemas accept an array (typeof [] is 'object'), so [] would pass an object
 * whose fields are all optional. Finds an array where the schema wants an object: its dotted path.
 */
function findArrayForObject(schema: SchemaNode | undefined, value: unknown, path: string, depth = 0): string | undefined {
  if (!schema || depth > 20 || value === null || typeof value !== 'object') return undefined;
  if (schema.pipe?.[0] && schema.pipe[0] !== schema) return findArrayForObject(schema.pipe[0], value, path, depth + 1);
  if (schema.wrapped) return findArrayForObject(schema.wrapped, value, path, depth + 1);
  if (schema.entries) {
    if (Array.isArray(value)) return path;
    for (const [key, entry] of Object.entries(schema.entries)) {
      const found = findArrayForObject(entry, (value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, depth + 1);
      if (found !== undefined) return found;
    }
  } else if (schema.item && Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findArrayForObject(schema.item, item, path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  part: RequestPart,
): v.InferOutput<TSchema> {
  const nul = findNul(input, '');
  if (nul !== undefined) {
    throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} ${nul ? `${part}.${nul}` : part}: control character not allowed.`);
  }
  const array = findArrayForObject(schema as SchemaNode, input, '');
  if (array !== undefined) {
    throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} ${array ? `${part}.${array}` : part}: Invalid type: Expected Object but received Array`);
  }
  const result = v.safeParse(schema, input ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  const field = path ? `${part}.${path}` : part;
  // strictObject reports an unknown key as an issue whose expected value is "never".
  if (issue.expected === 'never' && path) {
    throw new ApiError(400, 'VLD003', `${errorCatalogue.VLD003} Unknown field: ${field}.`);
  }
  if (issue.kind === 'schema' && issue.received === 'undefined' && path) {
    throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} Missing required field: ${field}.`);
  }
  // A rule whose message is a catalogue code (PWD_MISMATCH) answers that code and its text.
  if (Object.hasOwn(errorCatalogue, issue.message)) throw new ApiError(400, issue.message as MessageCode);
  throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} ${field}: ${withoutValue(issue.message)}`);
}

/**
 * valibot's default messages end with the value received ("Invalid type: Expected string but
 * received 4111111111111111"): the refusal (and its log line) names the field and the rule, never
 * what was sent, which may be a card number or a password.
 */
function withoutValue(message: string): string {
  return message.replace(/ but received .*$/s, '').replace(/: Received .*$/s, '');
}

/**
 * GET and HEAD calls take no body: one sent anyway is refused rather than silently ignored, so a
 * client that put its parameters in the wrong place finds out.
 */
export function refuseBodiesOnReads(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isApiPath(request.url)) return;
    const length = request.headers['content-length'];
    if ((length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined) {
      throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} A ${request.method} request takes no body; send parameters in the query.`);
    }
  });
}
