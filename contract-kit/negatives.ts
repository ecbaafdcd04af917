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
  const raw = (contract.paths?.[operation.path]?.[operation.method.toLowerCase()] as { requestBody?: { content?: Record<string, { example?: unknown }> } } | undefined)
    ?.requestBody?.content?.['application/json']?.example;
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
  }
  if (schema.additionalProperties === false) out.push({ label: 'an undocumented field', body: { ...example, notInTheContract: 'x' } });
  return out;
}

/** A concrete path for an operation: templated segments filled with the contract's examples or a stand-in. */
export function concretePath(operation: Operation): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((p) => p.in === 'path' && p.name === name) as { example?: unknown } | undefined;
    return encodeURIComponent(String(parameter?.example ?? '000000000000000000000000'));
  });
}

/** The operations a customer's bearer token opens. */
export function bearerOperations(): Operation[] {
  return operations.filter((operation) => {
    const spec = contract.paths?.[operation.path]?.[operation.method.toLowerCase()] as { security?: Record<string, unknown>[] } | undefined;
    const security = spec?.security ?? (contract as { security?: Record<string, unknown>[] }).security ?? [];
    return security.some((requirement) => 'bearerAuth' in requirement);
  });
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
 * Negative checks over every operation: malformed bodies (with a valid token where the call needs
 * one) and, on every bearerAuth call, no token, a garbage token and a tampered one.
 */
export async function negatives(client: ContractClient, session: Session | null, seed: number): Promise<number> {
  let tried = 0;
  const skipped = new Set(['/payment/webhook']);
  for (const operation of operations) {
    if (skipped.has(operation.path) || !operation.path.startsWith('/')) continue;
    const apiPath = concretePath(operation);
    const authorised = operation.requiresAuth;
    // Studio calls need the operator's key; a customer token only earns a 401 there.
    const isStudio = operation.path.startsWith('/studio/');
    if (authorised && (!session || isStudio)) continue;
    const token = authorised ? session?.token : undefined;
    for (const malformed of malformedBodies(operation, seed)) {
      tried += 1;
      await expectRefusal(client, operation, malformed.label, () =>
        client.send(operation.method, apiPath, { ...(token ? { token } : {}), ...(malformed.raw !== undefined ? { raw: malformed.raw } : { body: malformed.body }) }),
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
