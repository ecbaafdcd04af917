import { readContract } from '../../../server/openapi/contract.ts';
import { listOperations, matchOperation } from '../../../server/openapi/operations.ts';
import { describeSchemaError, SchemaCompiler } from '../../../server/openapi/schema-compiler.ts';

const contract = readContract();
const operations = listOperations(contract);
const compiler = new SchemaCompiler(contract);
const errorBody = compiler.compile('ErrorBody', { $ref: '#/components/schemas/ErrorBody' });

/**
 * Throws unless the response is one openapi.yaml documents for this call: a declared status
 * (or its NXX range, or default) and a body that matches the declared schema.
 */
export function assertResponseMatchesContract(method: string, apiPath: string, status: number, contentType: string, body: unknown): void {
  // The contract accepts one trailing slash on every path (`/collections/` is `/collections`).
  const matched = matchOperation(operations, method, apiPath.length > 1 ? apiPath.replace(/\/$/, '') : apiPath);
  if (!matched) {
    if (status === 404 && errorBody(body)) return;
    throw new Error(`${method} ${apiPath}: no such operation in openapi.yaml, yet it answered ${status}`);
  }
  const { operation } = matched;
  const declared = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
  if (!declared) {
    throw new Error(
      `${method} ${operation.path}: status ${status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`,
    );
  }
  const media = declared.content?.[contentType] ?? (declared.content ? undefined : null);
  if (media === null) return;
  if (!media) throw new Error(`${method} ${operation.path} ${status}: content type ${contentType} is not documented`);
  if (!media.schema) return;
  const validate = compiler.compile(`response ${method} ${operation.path} ${status} ${contentType}`, media.schema);
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map((error) => describeSchemaError(error, 'response')).join('; ');
    throw new Error(
      `${method} ${operation.path} ${status}: the body breaks the contract: ${problems}\n${JSON.stringify(body).slice(0, 600)}`,
    );
  }
}
