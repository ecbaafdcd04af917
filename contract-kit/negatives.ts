import fc from 'fast-check';
import { resolveRef, type JsonSchema } from '../server/openapi/contract.ts';
import { contract, contractProblem, nameOf, operations, refusalProblem, type Answer } from './contract-checker.ts';
import type { ContractClient } from './client.ts';
import type { Session } from './walk.ts';
import type { Operation } from '../server/openapi/operations.ts';

/** One malformed request and what it breaks, e.g. `missing email`. */
export interface Malformed {
  readonly label: string;
  readonly body?: unknown;
  readonly raw?: string;
}

const OVERSIZED = JSON.stringify({ filler: 'x'.repeat(2 * 1024 * 1024) });

function schemaOf(schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  if (typeof current.$ref === 'string') current = resolveRef<JsonSchema>(contract, current as { $ref: string });
  const all = current.allOf as JsonSchema[] | undefined;
  if (all?.length === 1) return schemaOf(all[0]);
  return current;
}

/** The value of a wrong JSON type for a property, e.g. a number where a string is declared. */
function wrongTypeFor(property: JsonSchema): fc.Arbitrary<unknown> {
  const types = ([] as unknown[]).concat(property.type ?? []);
  const candidates: fc.Arbitrary<unknown>[] = [];
  if (!types.includes('string')) candidates.push(fc.string({ maxLength: 8 }));
  if (!types.includes('integer') && !types.includes('number')) candidates.push(fc.integer());
  if (!types.includes('boolean')) candidates.push(fc.boolean());
  if (!types.includes('object')) candidates.push(fc.constant({ nested: true }));
  if (!types.includes('array')) candidates.push(fc.constant([1, 2]));
  return fc.oneof(...candidates);
}

/** Values just past a declared bound: too long, too short, too big, too small. */
function beyondBounds(property: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (typeof property.maxLength === 'number') out.push('y'.repeat(property.maxLength + 1));
  if (typeof property.minLength === 'number' && property.minLength > 0) out.push('');
  if (typeof property.maximum === 'number') out.push(property.maximum + 1);
  if (typeof property.minimum === 'number') out.push(property.minimum - 1);
  if (Array.isArray(property.enum)) out.push('not-one-of-the-choices');
  return out;
}

/**
 * Malformed variants of one operation's documented example body, generated with fast-check from
 * its schema: each required field missing, each typed field of a wrong type, each bound crossed, an
 * extra field where the schema closes the object, and bodies that are not JSON or far too big.
 * A conforming backend must refuse each with a 4xx.
 */
export function malformedBodies(operation: Operation, seed: number, perKind = 1): Malformed[] {
  const media = operation.requestBody?.content['application/json'];
  if (!media) return [];
  const schema = schemaOf(media.schema);
  const raw = (
    contract.paths?.[operation.path]?.[operation.method.toLowerCase()] as
      { requestBody?: { content?: Record<string, { example?: unknown }> } } | undefined
  )?.requestBody?.content?.['application/json']?.example;
  const example = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = (schema.required ?? []) as string[];
  const out: Malformed[] = [
    { label: 'not JSON', raw: '{"unterminated": ' },
    { label: 'a JSON array instead of an object', body: [example] },
    { label: 'a 2 MB body', raw: OVERSIZED },
  ];
  if (required.length > 0) out.push({ label: 'an empty object', body: {} });
  for (const field of required) {
    const { [field]: _dropped, ...rest } = example;
    out.push({ label: `missing ${field}`, body: rest });
  }
  for (const [field, property] of Object.entries(properties)) {
    const resolved = schemaOf(property);
    if (resolved.type === undefined) continue;
    for (const value of fc.sample(wrongTypeFor(resolved), { numRuns: perKind, seed: seed + field.length })) {
      out.push({ label: `${field} of a wrong type (${JSON.stringify(value).slice(0, 20)})`, body: { ...example, [field]: value } });
    }
    for (const value of beyondBounds(resolved)) {
      out.push({ label: `${field} out of bounds (${JSON.stringify(value).slice(0, 20)})`, body: { ...example, [field]: value } });
    }
    if (typeName(resolved) === 'string') out.push({ label: `${field} with a NUL character`, body: { ...example, [field]: 'a\u0000b' } });
  }
  if (schema.additionalProperties === false) out.push({ label: 'an undocumented field', body: { ...example, notInTheContract: 'x' } });
  return out;
}

/** One query or path parameter set to a value its schema refuses, e.g. `page over its maximum`. */
export interface MalformedParameter {
  readonly label: string;
  readonly in: 'query' | 'path';
  readonly name: string;
  readonly value: string;
}

// A number no 64-bit integer column can hold, and text no number parses from.
const HUGE = '1000000000000000000000';

/** The declared type, ignoring 'null' in 3.1 type lists. */
function typeName(schema: JsonSchema): string | undefined {
  const type = schema.type;
  return (Array.isArray(type) ? type.find((t) => t !== 'null') : type) as string | undefined;
}

/** Text values a parameter's schema refuses: wrong types, bounds crossed, huge numbers, unknown choices. */
function refusedValues(schema: JsonSchema): { label: string; value: string }[] {
  const type = typeName(schema);
  const out: { label: string; value: string }[] = [];
  if (type === 'integer' || type === 'number') {
    out.push(
      { label: 'not a number', value: 'abc' },
      { label: 'infinite', value: '1e400' },
      { label: 'huge', value: HUGE },
      { label: 'hugely negative', value: `-${HUGE}` },
    );
    if (type === 'integer') out.push({ label: 'a fraction', value: '1.5' });
    if (typeof schema.maximum === 'number') out.push({ label: 'over its maximum', value: String(schema.maximum + 1) });
    if (typeof schema.minimum === 'number') out.push({ label: 'under its minimum', value: String(schema.minimum - 1) });
  }
  if (type === 'boolean') out.push({ label: 'not a boolean', value: 'maybe' });
  if (type === 'string' && typeof schema.maxLength === 'number') out.push({ label: 'too long', value: 'y'.repeat(schema.maxLength + 1) });
  // PostgreSQL text cannot hold U+0000: a backend that passes it on answers 500.
  if (type === 'string') out.push({ label: 'with a NUL character', value: 'a\u0000b' });
  if (Array.isArray(schema.enum)) out.push({ label: 'not one of the choices', value: 'not-one-of-the-choices' });
  if (type === 'array') {
    const items = schemaOf(schema.items as JsonSchema | undefined);
    if (Array.isArray(items.enum)) out.push({ label: 'a list with an unknown choice', value: 'not-one-of-the-choices' });
  }
  return out;
}

/**
 * Malformed query and path parameters of one operation, from the schemas: wrong types, bounds
 * crossed, numbers far too big for any column, unknown enum values, and (path) ids that exist
 * nowhere. A conforming backend refuses each with a documented 4xx, never a 5xx.
 */
export function malformedParameters(operation: Operation): MalformedParameter[] {
  const out: MalformedParameter[] = [];
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query' && parameter.in !== 'path') continue;
    const schema = schemaOf(parameter.schema);
    for (const { label, value } of refusedValues(schema)) {
      out.push({ label: `${parameter.name} ${label}`, in: parameter.in, name: parameter.name, value });
    }
    if (parameter.in === 'path' && typeName(schema) === 'string') {
      out.push({ label: `${parameter.name} unknown`, in: 'path', name: parameter.name, value: 'no-such-thing' });
      out.push({ label: `${parameter.name} 2,000 characters long`, in: 'path', name: parameter.name, value: 'z'.repeat(2000) });
      out.push({ label: `${parameter.name} with quotes and a percent sign`, in: 'path', name: parameter.name, value: `x'"%;--` });
    }
  }
  return out;
}

/** The URL of an operation with one parameter malformed, the others as documented: path and query string. */
export function malformedUrl(operation: Operation, malformed: MalformedParameter): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(name === malformed.name && malformed.in === 'path' ? malformed.value : exampleOf(operation, name)),
  );
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in !== 'query') continue;
    if (parameter.name === malformed.name && malformed.in === 'query') query.set(parameter.name, malformed.value);
    else if (parameter.required) query.set(parameter.name, exampleOf(operation, parameter.name));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

function exampleOf(operation: Operation, name: string): string {
  const parameter = operation.parameters.find((p) => p.name === name) as { example?: unknown } | undefined;
  return String(parameter?.example ?? '000000000000000000000000');
}

/** A concrete path for an operation: templated segments filled with the contract's examples or a stand-in. */
export function concretePath(operation: Operation): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name) as { example?: unknown } | undefined;
    return encodeURIComponent(String(parameter?.example ?? '000000000000000000000000'));
  });
}

/** The studio's operations (a staff login or the operator's key): a customer's token must earn 403 on each. */
export function studioOperations(): Operation[] {
  return operations.filter((operation) => operation.studioRole !== null);
}

/** The operations a customer's bearer token opens. */
export function bearerOperations(): Operation[] {
  return operations.filter((operation) => {
    const spec = contract.paths?.[operation.path]?.[operation.method.toLowerCase()] as { security?: Record<string, unknown>[] } | undefined;
    const security = spec?.security ?? (contract as { security?: Record<string, unknown>[] }).security ?? [];
    return security.some((requirement) => 'bearerAuth' in requirement);
  });
}

/** The credential a call is sent with: the operator's key on the studio's calls, the customer's token on the others. */
function tokenFor(operation: Operation, session: Session | null, studioKey: string | undefined): string | undefined {
  if (!operation.requiresAuth) return undefined;
  return operation.studioRole ? studioKey : session?.token;
}

/** A refusal recorded twice: as the contract documents it, and as a 4xx with a message. */
async function expectRefusal(client: ContractClient, operation: Operation, label: string, send: () => Promise<Answer>): Promise<void> {
  const answer = await send();
  const name = nameOf(operation);
  const refused = refusalProblem(answer);
  client.report.record(name, refused ? `${label}: ${refused}` : null);
  const documented = contractProblem(operation, answer);
  client.report.record(name, documented ? `${label}: ${documented}` : null);
}

/**
 * Negative checks over every operation: malformed bodies and malformed query and path parameters
 * (with a valid token where the call needs one: the operator key on the studio's calls) and, on every bearerAuth call, no token, a garbage
 * token and a tampered one.
 */
export async function negatives(client: ContractClient, session: Session | null, seed: number, studioKey?: string): Promise<number> {
  let tried = 0;
  const skipped = new Set(['/payment/webhook']);
  for (const operation of operations) {
    if (skipped.has(operation.path) || !operation.path.startsWith('/')) continue;
    const apiPath = concretePath(operation);
    const token = tokenFor(operation, session, studioKey);
    if (operation.requiresAuth && !token) continue;
    for (const malformed of malformedBodies(operation, seed)) {
      tried += 1;
      await expectRefusal(client, operation, malformed.label, () =>
        client.send(operation.method, apiPath, {
          ...(token ? { token } : {}),
          ...(malformed.raw !== undefined ? { raw: malformed.raw } : { body: malformed.body }),
        }),
      );
    }
  }
  for (const operation of operations) {
    if (skipped.has(operation.path)) continue;
    const token = tokenFor(operation, session, studioKey);
    if (operation.requiresAuth && !token) continue;
    for (const malformed of malformedParameters(operation)) {
      tried += 1;
      await expectRefusal(client, operation, malformed.label, () =>
        client.send(operation.method, malformedUrl(operation, malformed), token ? { token } : {}),
      );
    }
  }
  for (const operation of bearerOperations()) {
    if (!operation.requiresAuth) continue;
    const apiPath = concretePath(operation);
    const bad = ['garbage', 'Bearer', `${session?.token ?? 'abc'}x`, 'a'.repeat(5000)];
    for (const token of bad) {
      tried += 1;
      await expectRefusal(client, operation, `bad token ${token.slice(0, 12)}`, () => client.send(operation.method, apiPath, { token }));
    }
  }
  return tried;
}
