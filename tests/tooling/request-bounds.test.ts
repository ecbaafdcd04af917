import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, readContract, resolveRef, type JsonSchema, type OpenApiDocument } from '../../server/openapi/contract.ts';

/**
 * Every string, array and map a client may send has a bound in the contract, so the request
 * validation refuses an oversized field before any handler or query sees it. A string is bounded
 * by maxLength, an enum or a const; a file part (format binary) is bounded by the body limit.
 */
function unboundedFields(document: OpenApiDocument, schema: unknown, where: string, seen: Set<unknown> = new Set()): string[] {
  if (typeof schema !== 'object' || schema === null || seen.has(schema)) return [];
  seen.add(schema);
  const node = schema as JsonSchema & Record<string, unknown>;
  if (typeof node.$ref === 'string') return unboundedFields(document, resolveRef(document, node as { $ref: string }), where, seen);
  const found: string[] = [];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    for (const part of (node[key] as unknown[] | undefined) ?? []) found.push(...unboundedFields(document, part, where, seen));
  }
  const types = [node.type].flat();
  const bounded = node.maxLength !== undefined || node.enum !== undefined || node.const !== undefined || node.format === 'binary';
  if (types.includes('string') && !bounded) found.push(`${where}: a string without maxLength`);
  if (types.includes('array')) {
    if (node.maxItems === undefined) found.push(`${where}: an array without maxItems`);
    found.push(...unboundedFields(document, node.items, `${where}[]`, seen));
  }
  for (const [name, property] of Object.entries((node.properties as Record<string, unknown> | undefined) ?? {})) {
    found.push(...unboundedFields(document, property, `${where}.${name}`, seen));
  }
  if (typeof node.additionalProperties === 'object') {
    const keys = node.propertyNames as JsonSchema | undefined;
    if (node.maxProperties === undefined && keys?.enum === undefined) found.push(`${where}: a map without maxProperties`);
    found.push(...unboundedFields(document, node.additionalProperties, `${where}{}`, seen));
  }
  return found;
}

function requestBodyProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as { requestBody?: { $ref: string } | { content?: Record<string, { schema?: unknown }> } } | undefined;
      if (!operation?.requestBody) continue;
      const body = resolveRef(document, operation.requestBody) as { content?: Record<string, { schema?: unknown }> };
      for (const [mediaType, media] of Object.entries(body.content ?? {})) {
        problems.push(...unboundedFields(document, media.schema, `${method.toUpperCase()} ${path} ${mediaType}`));
      }
    }
  }
  return problems;
}

describe('request schemas in openapi.yaml', () => {
  it('bound every string, array and map a client sends', () => {
    expect(requestBodyProblems(readContract())).toEqual([]);
  });

  it('name an unbounded string, array or map', () => {
    const document = {
      paths: {
        '/probe': {
          post: {
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      text: { type: 'string' },
                      bounded: { type: 'string', maxLength: 10 },
                      choice: { type: 'string', enum: ['a'] },
                      list: { type: 'array', items: { $ref: '#/components/schemas/Line' } },
                      map: { type: 'object', additionalProperties: { type: 'string', maxLength: 5 } },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: { schemas: { Line: { type: 'object', properties: { id: { type: ['string', 'null'] } } } } },
    } as OpenApiDocument;
    expect(requestBodyProblems(document)).toEqual([
      'POST /probe application/json.text: a string without maxLength',
      'POST /probe application/json.list: an array without maxItems',
      'POST /probe application/json.list[].id: a string without maxLength',
      'POST /probe application/json.map: a map without maxProperties',
    ]);
  });
});
