import type { StudioRoleNeeded } from '../../src/domain/studio-roles.ts';
import { HTTP_METHODS, resolveRef, type JsonSchema, type OpenApiDocument, type OperationSpec, type ParameterSpec } from './contract.ts';

/** One method on one path of the contract, ready to match request URLs. */
export interface Operation {
  /** The contract's name for it (handlers read their input and write their replies by it). */
  readonly operationId: string;
  readonly method: string;
  /** The contract's path, e.g. `/product/single/{id}`. */
  readonly path: string;
  readonly pattern: RegExp;
  readonly pathParamNames: readonly string[];
  readonly parameters: readonly ParameterSpec[];
  readonly requestBody: { required: boolean; content: Record<string, { schema?: JsonSchema }> } | null;
  readonly responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  readonly requiresAuth: boolean;
  /** A customer's session (bearerAuth) is required, not another scheme's key (the studio's). */
  readonly requiresSession: boolean;
  /** A studio call (studioKey among its schemes): whom it is for; null for every other call. */
  readonly studioRole: StudioRoleNeeded | null;
  /** 400, unless the operation names another status for requests that break the contract. */
  readonly invalidRequestStatus: 400 | 422;
}

export function listOperations(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    const shared = ((item.parameters as ParameterSpec[] | undefined) ?? []).map((p) => resolveRef<ParameterSpec>(document, p));
    for (const method of HTTP_METHODS) {
      const spec = item[method] as OperationSpec | undefined;
      if (spec) operations.push(toOperation(document, path, method, spec, shared));
    }
  }
  // Literal segments beat templated ones: /category/featured before /category/{slug}.
  return operations.sort((a, b) => templateCount(a.path) - templateCount(b.path));
}

function toOperation(
  document: OpenApiDocument,
  path: string,
  method: string,
  spec: OperationSpec,
  shared: readonly ParameterSpec[],
): Operation {
  const own = (spec.parameters ?? []).map((p) => resolveRef<ParameterSpec>(document, p));
  const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
  const body = spec.requestBody
    ? resolveRef<{ required?: boolean; content?: Record<string, { schema?: JsonSchema }> }>(document, spec.requestBody)
    : null;
  const responses: Operation['responses'] = {};
  for (const [status, response] of Object.entries(spec.responses ?? {})) {
    responses[status] = resolveRef(document, response);
  }
  const security = spec.security ?? document.security ?? [];
  const pathParamNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  return {
    operationId: spec.operationId ?? `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`),
    pathParamNames,
    parameters,
    requestBody: body ? { required: body.required === true, content: body.content ?? {} } : null,
    responses,
    // `security: [{}, {bearerAuth: []}]` is optional auth: an empty requirement lets anyone in.
    requiresAuth: security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0),
    requiresSession: security.length > 0 && security.every((requirement) => 'bearerAuth' in requirement),
    studioRole: security.some((requirement) => 'studioKey' in requirement) ? studioRoleOf(spec['x-studio-role']) : null,
    invalidRequestStatus: spec['x-invalid-request-status'] === 422 ? 422 : 400,
  };
}

function studioRoleOf(declared: string | undefined): StudioRoleNeeded {
  return declared === 'owner' || declared === 'operator' ? declared : 'staff';
}

function templateCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}

export interface MatchedOperation {
  readonly operation: Operation;
  readonly pathParams: Record<string, string>;
}

/** Finds the operation for a method and a path relative to the API base. */
export function matchOperation(operations: readonly Operation[], method: string, path: string): MatchedOperation | null {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const operation of operations) {
    if (operation.method !== wanted) continue;
    const match = operation.pattern.exec(path);
    if (!match) continue;
    const pathParams: Record<string, string> = {};
    operation.pathParamNames.forEach((name, index) => {
      pathParams[name] = safeDecode(match[index + 1] ?? '');
    });
    return { operation, pathParams };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
