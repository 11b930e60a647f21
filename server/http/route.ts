/**
 * The route helper every service area registers its calls with: a call says only what differs
 * (its path, its authentication, its query, path and body schemas, a guard run before validation)
 * and gets the validated, typed parts. What every call shares is done here, once:
 *
 * - authentication as a preHandler (`required`: a session or 401 GEN401; `optional`: a session
 *   when an Authorization header is sent; `none`);
 * - `guard`: a check that must come before any validation (the admin token, "agents only"), so
 *   an unauthorised caller learns nothing about the body rules;
 * - the checksum signature of the payment area's calls (`checksum: true` on the area's routes);
 * - the query, validated with its schema, or refused when the call takes none (VLD003 for any
 *   parameter); path parameters and the body with theirs (http/validation.ts).
 *
 * Handlers answer an envelope (or use `reply`), as Fastify handlers do.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type * as v from 'valibot';
import type { Auth, RequestSession } from './auth.ts';
import { noQuerySchema, validate } from './validation.ts';
import { verifyChecksum } from '../payments/checksum.ts';
import { ApiError } from './errors.ts';

type AuthMode = 'required' | 'optional' | 'none';

type Schema = v.GenericSchema;
type Output<S> = S extends Schema ? v.InferOutput<S> : undefined;

interface RouteSpec<A extends AuthMode, Q extends Schema | undefined, P extends Schema | undefined, B extends Schema | undefined> {
  /** Default 'none'. */
  auth?: A;
  /** The query schema; left out, the call takes no query parameter. */
  query?: Q;
  /** The path parameters' schema. */
  params?: P;
  /** The body schema (POST). */
  body?: B;
  /** A body left out means {} (calls whose body is optional: refresh, logout); JSON null is still refused. */
  bodyOptional?: boolean;
  /** Runs after authentication and before any validation; throws ApiError to refuse. */
  guard?: (request: FastifyRequest) => void;
}

/** What a handler gets: the request and reply, the session and the validated parts. */
export interface Call<A extends AuthMode, Q, P, B> {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in session: always there for `auth: 'required'`, when sent for 'optional'. */
  session: A extends 'required' ? RequestSession : RequestSession | null;
  query: Output<Q>;
  params: Output<P>;
  body: Output<B>;
}

type Handler<A extends AuthMode, Q, P, B> = (call: Call<A, Q, P, B>) => unknown;

export interface AreaOptions {
  /** Every POST of the area carries the checksum signature header (payments/checksum.ts). */
  checksum?: boolean;
}

export interface Routes {
  get<A extends AuthMode = 'none', Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined>(
    path: string,
    spec: RouteSpec<A, Q, P, undefined>,
    handler: Handler<A, Q, P, undefined>,
  ): void;
  post<A extends AuthMode = 'none', Q extends Schema | undefined = undefined, P extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
    path: string,
    spec: RouteSpec<A, Q, P, B>,
    handler: Handler<A, Q, P, B>,
  ): void;
}

/** The route helper of one area's plugin instance. `auth` is needed when a call is not 'none'. */
export function routes(app: FastifyInstance, auth: Auth | undefined, area: AreaOptions = {}): Routes {
  function add(method: HTTPMethods, path: string, spec: RouteSpec<AuthMode, Schema | undefined, Schema | undefined, Schema | undefined>, handler: Handler<AuthMode, unknown, unknown, unknown>) {
    const mode = spec.auth ?? 'none';
    if (mode !== 'none' && !auth) throw new Error(`${method} ${path}: authentication asked for without an Auth`);
    const checksum = method === 'POST' && area.checksum === true;
    app.route({
      method,
      url: path,
      preHandler: mode === 'required' ? auth!.required : mode === 'optional' ? auth!.optional : undefined,
      handler: async (request, reply) => {
        spec.guard?.(request);
        if (checksum) verifyChecksum(request);
        const query = validate(spec.query ?? noQuerySchema, request.query, 'query');
        const params = spec.params ? validate(spec.params, request.params, 'params') : undefined;
        let body: unknown;
        if (spec.body) {
          body = validate(spec.body, spec.bodyOptional && request.body === undefined ? {} : request.body, 'body');
        }
        if (mode === 'required' && !request.session) throw new ApiError(401, 'GEN401');
        return handler({ request, reply, session: request.session, query, params, body } as Call<AuthMode, unknown, unknown, unknown>);
      },
    });
  }
  return {
    get: (path, spec, handler) => add('GET', path, spec as never, handler as never),
    post: (path, spec, handler) => add('POST', path, spec as never, handler as never),
  };
}

/** Aborted when the caller hangs up before its answer is sent: work done only for it may stop. */
export function callerGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  // A response's 'close' comes once: after its answer was sent, or when the connection ended first.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}
