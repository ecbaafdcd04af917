import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The parts of an OpenAPI 3.1 document the server reads. Schemas stay plain JSON Schema. */
export type JsonSchema = Record<string, unknown>;

export interface ParameterSpec {
  readonly name: string;
  readonly in: 'path' | 'query' | 'header' | 'cookie';
  readonly required?: boolean;
  readonly schema?: JsonSchema;
  readonly style?: string;
  readonly explode?: boolean;
}

export interface MediaSpec {
  readonly schema?: JsonSchema;
}

export interface OperationSpec {
  readonly operationId?: string;
  readonly parameters?: readonly (ParameterSpec | { $ref: string })[];
  readonly requestBody?: { required?: boolean; content?: Record<string, MediaSpec> } | { $ref: string };
  readonly responses?: Record<string, { content?: Record<string, MediaSpec> } | { $ref: string }>;
  readonly security?: readonly Record<string, readonly string[]>[];
  /** The status a request that breaks the contract gets instead of 400 (createReview: 422). */
  readonly 'x-invalid-request-status'?: number;
  /** Who a studio call is for: staff (the default), the owner, or the operator's key alone. */
  readonly 'x-studio-role'?: string;
}

export interface OpenApiDocument {
  readonly paths?: Record<string, Record<string, unknown>>;
  readonly components?: Record<string, Record<string, unknown>>;
  readonly security?: readonly Record<string, readonly string[]>[];
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** The contract at the repository root. */
export const CONTRACT_PATH = new URL('../../openapi.yaml', import.meta.url);

const parsed = new Map<string, OpenApiDocument>();

/**
 * The contract, parsed once per process and frozen: parsing its 320 KB of YAML takes 0.2-0.4 s, and
 * every app a process makes (a test file's, a benchmark's) reads the same file of the release.
 */
export function readContract(location: URL = CONTRACT_PATH): OpenApiDocument {
  let document = parsed.get(location.href);
  if (!document) {
    document = deepFreeze(parse(readFileSync(location, 'utf8'))) as OpenApiDocument;
    parsed.set(location.href, document);
  }
  return document;
}

function deepFreeze(value: unknown): unknown {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** Follows a local `#/components/...` reference (parameters, request bodies, responses). */
export function resolveRef<T>(document: OpenApiDocument, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10 && isRef(current); depth++) {
    const pointer = current.$ref.replace(/^#\//, '').split('/').map(unescapePointer);
    current = pointer.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
    if (current === undefined) throw new Error(`openapi.yaml: unresolved reference ${(value as { $ref: string }).$ref}`);
  }
  return current as T;
}

function isRef(value: unknown): value is { $ref: string } {
  return typeof value === 'object' && value !== null && typeof (value as { $ref?: unknown }).$ref === 'string';
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
