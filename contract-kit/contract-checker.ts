import { readContract } from '../server/openapi/contract.ts';
import { listOperations, matchOperation, type Operation } from '../server/openapi/operations.ts';
import { describeSchemaError, SchemaCompiler } from '../server/openapi/schema-compiler.ts';

/*
 * The kit reads openapi.yaml and nothing else of the reference server: the modules above only parse
 * the YAML and compile its JSON Schemas (ajv), which is what any team's checker would do.
 */
export const contract = readContract();
export const operations: readonly Operation[] = listOperations(contract);
const compiler = new SchemaCompiler(contract);
const errorBody = compiler.compile('ErrorBody', { $ref: '#/components/schemas/ErrorBody' });

/** The API's base path from the contract's first server, e.g. `/api/v1`. */
export const API_BASE = ((contract as { servers?: { url?: string }[] }).servers?.[0]?.url ?? '').replace(/\/$/, '');

export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly contentType: string;
  readonly body: unknown;
}

/** The operation a request path names; one trailing slash is the same path (the contract says so). */
export function operationFor(method: string, apiPath: string): Operation | null {
  return matchOperation(operations, method, apiPath.length > 1 ? apiPath.replace(/\/$/, '') : apiPath)?.operation ?? null;
}

/** The operation's operationId, as the table names it. */
export function nameOf(operation: Operation): string {
  const spec = contract.paths?.[operation.path]?.[operation.method.toLowerCase()] as { operationId?: string } | undefined;
  return spec?.operationId ?? `${operation.method} ${operation.path}`;
}

/** null when the answer is one the contract documents for this call, else the first problem. */
export function contractProblem(operation: Operation, answer: Answer): string | null {
  const declared =
    operation.responses[String(answer.status)] ?? operation.responses[`${String(answer.status)[0]}XX`] ?? operation.responses.default;
  if (!declared) return `status ${answer.status} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`;
  for (const [name, header] of Object.entries((declared as { headers?: Record<string, { required?: boolean }> }).headers ?? {})) {
    if (name.toLowerCase() === 'location' && !answer.headers.get('location'))
      return `${answer.status} without its documented ${name} header`;
    if (header.required && !answer.headers.get(name)) return `${answer.status} without its required ${name} header`;
  }
  if (!declared.content) return null;
  const media = declared.content[answer.contentType];
  if (!media)
    return `${answer.status}: content type '${answer.contentType}' is not documented (${Object.keys(declared.content).join(', ')})`;
  if (!media.schema) return null;
  const validate = compiler.compile(`response ${operation.method} ${operation.path} ${answer.status} ${answer.contentType}`, media.schema);
  if (validate(answer.body)) return null;
  const problems = (validate.errors ?? []).map((error) => describeSchemaError(error, 'body')).join('; ');
  return `${answer.status} body breaks the contract: ${problems}`;
}

/** A refusal as the contract promises it: 4xx with `{ success: false, message }`. */
export function refusalProblem(answer: Answer): string | null {
  if (answer.status < 400 || answer.status > 499) return `expected a 4xx refusal, got ${answer.status}`;
  if (!errorBody(answer.body))
    return `${answer.status} refusal without { success: false, message }: ${JSON.stringify(answer.body).slice(0, 120)}`;
  const message = (answer.body as { message?: unknown }).message;
  if (typeof message !== 'string' || message.trim() === '') return `${answer.status} refusal with an empty message`;
  return null;
}
