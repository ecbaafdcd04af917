import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema, OpenApiDocument } from './contract.ts';

const DOCUMENT_ID = 'https://studio-shop.local/openapi.yaml';

const compilers = new WeakMap<OpenApiDocument, SchemaCompiler>();

/**
 * One compiler per contract document in a process: each app a process makes (a test file's, a
 * benchmark's) validates with the schemas another already compiled.
 */
export function compilerFor(document: OpenApiDocument): SchemaCompiler {
  let compiler = compilers.get(document);
  if (!compiler) {
    compiler = new SchemaCompiler(document);
    compilers.set(document, compiler);
  }
  return compiler;
}

/**
 * Compiles schemas taken from the contract. The whole document is registered under an $id, so
 * `#/components/schemas/...` references inside any compiled piece resolve against it.
 */
export class SchemaCompiler {
  readonly #ajv: Ajv2020;
  readonly #cache = new Map<string, ValidateFunction>();

  constructor(document: OpenApiDocument) {
    // strict off: the document carries OpenAPI keywords (example, discriminator...) that are not JSON Schema.
    this.#ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
    addFormats.default(this.#ajv);
    this.#ajv.addSchema({ $id: DOCUMENT_ID, components: document.components ?? {} });
  }

  /** `key` names the schema's place in the document, to compile each piece once. */
  compile(key: string, schema: JsonSchema): ValidateFunction {
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const compiled = this.#ajv.compile(rebase(schema) as JsonSchema);
    this.#cache.set(key, compiled);
    return compiled;
  }
}

/** Points local references at the registered document. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rebase);
  if (typeof value !== 'object' || value === null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = key === '$ref' && typeof inner === 'string' && inner.startsWith('#/') ? `${DOCUMENT_ID}${inner}` : rebase(inner);
  }
  return copy;
}

/** One sentence that names the offending field, e.g. `email must match format "email"`. */
export function describeSchemaError(error: ErrorObject, root: string): string {
  // 'shippingAddress.state', 'color[0]': the field as a developer would write it.
  const path = [root, ...error.instancePath.split('/').slice(1).map(unescape)]
    .filter(Boolean)
    .reduce((joined, segment) => (/^\d+$/.test(segment) ? `${joined}[${segment}]` : joined ? `${joined}.${segment}` : segment), '');
  switch (error.keyword) {
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return `${path ? `${path}.` : ''}${missing} is required`;
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      return `${path ? `${path}.` : ''}${extra} is not allowed`;
    }
    case 'enum': {
      // A key refused by propertyNames (selectedAttributes' known attributes): the key is the problem.
      if (error.propertyName !== undefined) return `${path ? `${path}.` : ''}${error.propertyName} is not allowed`;
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.join(', ');
      return `${path || 'value'} must be one of: ${allowed}`;
    }
    default:
      return `${path || 'request body'} ${error.message ?? 'is invalid'}`;
  }
}

function unescape(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}
