import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/http-error.ts';
import { AUTH_REQUIRED } from '../../src/domain/auth-messages.ts';
import type { StudioRoleNeeded } from '../../src/domain/studio-roles.ts';
import type { ErrorObject } from 'ajv/dist/2020.js';
import type { JsonSchema } from './contract.ts';
import { matchOperation, type Operation } from './operations.ts';
import { coerceParameter } from './parameter-coercion.ts';
import { describeSchemaError, type SchemaCompiler } from './schema-compiler.ts';
import { timeStage } from '../observability/stage-timing.ts';

export interface RequestValidationOptions {
  readonly operations: readonly Operation[];
  readonly compiler: SchemaCompiler;
  /** The prefix the contract's paths are relative to, e.g. /api/v1. */
  readonly basePath: string;
  /** Checks the bearer session of a customer operation (401 when there is none), before its input is read. */
  readonly authenticate?: (c: Context<AppEnv>) => Promise<void>;
  /** Checks a studio call's caller (401 without a credential, 403 for a role too low), before its input is read. */
  readonly authorizeStudio?: (c: Context<AppEnv>, needed: StudioRoleNeeded) => Promise<void>;
}

/**
 * Checks every request against openapi.yaml before any handler runs: unknown routes are 404,
 * and parameters and bodies that break the contract are 400 with a message naming the field.
 * Handlers then read the typed, coerced input from `c.get('input')`.
 */
export function validateRequests(options: RequestValidationOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.slice(options.basePath.length) || '/';
    const matched = timeStage('validate', () => matchOperation(options.operations, c.req.method, path));
    if (!matched) throw new HttpError(404, 'Not found');
    const { operation, pathParams } = matched;
    // A customer call without a live session is a 401 before anything else is looked at: a
    // forged or expired token learns nothing about what a valid request would look like.
    if (operation.requiresAuth) {
      if (!/^Bearer\s+\S+$/i.test(c.req.header('authorization') ?? '')) throw new HttpError(401, AUTH_REQUIRED);
      if (operation.requiresSession) await options.authenticate?.(c);
      if (operation.studioRole) await options.authorizeStudio?.(c, operation.studioRole);
    }
    try {
      const { params, query } = timeStage('validate', () => {
        const url = new URL(c.req.url);
        return {
          params: checkParameters(options.compiler, operation, 'path', (name) => (name in pathParams ? [pathParams[name] ?? ''] : [])),
          query: checkParameters(options.compiler, operation, 'query', (name) => url.searchParams.getAll(name)),
        };
      });
      const { body, files } = await readBody(c.req.raw, operation, options.compiler);
      if (timeStage('validate', () => containsNul(params) || containsNul(query) || containsNul(body))) throw nulRefusal(operation);
      c.set('input', { operationId: operation.operationId, params, query, body, files });
    } catch (error) {
      // An operation whose 400 means something else (createReview: 'already reviewed') refuses
      // malformed requests with the status the contract names for it.
      if (error instanceof HttpError && error.status === 400 && operation.invalidRequestStatus !== 400) {
        throw new HttpError(operation.invalidRequestStatus, error.message);
      }
      throw error;
    }
    await next();
  };
}

function checkParameters(
  compiler: SchemaCompiler,
  operation: Operation,
  location: 'path' | 'query',
  read: (name: string) => string[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const spec of operation.parameters) {
    if (spec.in !== location) continue;
    const raw = read(spec.name);
    if (raw.length === 0 || (raw.length === 1 && raw[0] === '' && location === 'query')) {
      if (spec.required) throw new HttpError(400, `${spec.name} is required`);
      continue;
    }
    const value = coerceParameter(spec, raw);
    const validate = compiler.compile(`${operation.method} ${operation.path} ${location} ${spec.name}`, spec.schema ?? {});
    if (!validate(value)) throw new HttpError(400, firstProblem(validate.errors, spec.name));
    values[spec.name] = value;
  }
  return values;
}

export const NUL_REFUSED = 'Text must not contain NUL characters';

/**
 * 400 naming the NUL; 404 on the calls whose contract has no 400 (reads of one product, image,
 * post or order by id): an id or a filter with a NUL in it names nothing that exists.
 */
function nulRefusal(operation: Operation): HttpError {
  return '400' in operation.responses ? new HttpError(400, NUL_REFUSED) : new HttpError(404, 'Not found');
}

/**
 * Whether any string in the value, object keys included, holds U+0000. PostgreSQL text cannot
 * store it (error 22021), so such a request is refused here as a 400 instead of failing as a 500
 * in whichever query first meets it. Files' bytes are not strings here and are not looked at.
 */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, inner]) => key.includes('\u0000') || containsNul(inner));
  }
  return false;
}

/** `application/json` of `application/json; charset=utf-8`. */
export function mediaType(header: string | null): string {
  return (header ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

function firstProblem(errors: readonly ErrorObject[] | null | undefined, root: string): string {
  const first = errors?.[0];
  return first ? describeSchemaError(first, root) : `${root || 'request body'} is invalid`;
}

const JSON_TYPE = 'application/json';
const MULTIPART_TYPE = 'multipart/form-data';

async function readBody(
  request: Request,
  operation: Operation,
  compiler: SchemaCompiler,
): Promise<{ body: unknown; files: Record<string, File> }> {
  const declared = operation.requestBody;
  const contentType = mediaType(request.headers.get('content-type'));
  const hasBody = request.body !== null && request.headers.get('content-length') !== '0';
  if (!declared) return { body: undefined, files: {} };
  if (!hasBody || contentType === '') {
    if (declared.required) throw new HttpError(400, 'Request body is required');
    return { body: undefined, files: {} };
  }
  const media = declared.content[contentType];
  if (!media)
    throw new HttpError(415, `Content type ${contentType} is not accepted here; send ${Object.keys(declared.content).join(' or ')}`);
  // A binary body (a digital product's file) is the handler's to stream: reading it here would hold it in memory.
  if (isBinary(media.schema)) return { body: undefined, files: {} };
  const { body, files } =
    contentType === MULTIPART_TYPE ? await readMultipart(request) : { body: await readJson(request, contentType), files: {} };
  const validate = compiler.compile(`${operation.method} ${operation.path} body ${contentType}`, media.schema ?? ({} as JsonSchema));
  if (!validate(body)) throw new HttpError(400, firstProblem(validate.errors, ''));
  return { body, files };
}

function isBinary(schema: JsonSchema | undefined): boolean {
  return schema?.type === 'string' && schema.format === 'binary';
}

async function readJson(request: Request, contentType: string): Promise<unknown> {
  if (contentType !== JSON_TYPE) return request.text();
  try {
    return await request.json();
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/** Files are validated as the binary strings the contract declares; the handler gets the File itself. */
async function readMultipart(request: Request): Promise<{ body: Record<string, unknown>; files: Record<string, File> }> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new HttpError(400, 'Request body is not valid multipart form data');
  }
  const body: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      body[name] = value;
    } else {
      files[name] = value;
      body[name] = value.name || 'file';
    }
  }
  return { body, files };
}
