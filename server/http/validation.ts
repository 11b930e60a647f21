/**
 * Request validation with the shared valibot schemas (src/domain). Every body, query and path
 * parameter goes through `validate` before a handler touches the database, so bad input answers 400
 * with a message naming the field and nothing is written.
 */
import * as v from 'valibot';
import { errorCatalogue } from '../../src/domain/errors.ts';
import { ApiError } from './errors.ts';

export type RequestPart = 'body' | 'query' | 'params';

/** An empty query: calls without parameters still refuse unknown ones. */
export const noQuerySchema = v.strictObject({});

export function validate<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  part: RequestPart,
): v.InferOutput<TSchema> {
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
  throw new ApiError(400, 'VLD002', `${errorCatalogue.VLD002} ${field}: ${issue.message}`);
}
