import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { operations } from '../../src/api/schema.gen.ts';
import type { AppContext } from './app-env.ts';

/**
 * A handler's input and its replies, typed by the operation of openapi.yaml it serves (the
 * generated `operations`): reading a parameter or body field the contract does not declare, or
 * replying with a body that is not the response schema of that status, fails `tsc`.
 */
export type OperationId = keyof operations;

type Operation<O extends OperationId> = operations[O];
// An operation without parameters of a kind gets an object with no fields: reading any is an error.
type Declared<T> = [T] extends [never] ? Record<never, never> : [T] extends [undefined] ? Record<never, never> : NonNullable<T>;
type Content<T> = T extends { content: infer C } ? C : never;
type BodyOf<T> = Content<T> extends { 'application/json': infer B } ? B : Content<T> extends { 'multipart/form-data': infer M } ? M : never;

export interface OperationInput<O extends OperationId> {
  readonly params: Declared<Operation<O>['parameters']['path']>;
  readonly query: Declared<Operation<O>['parameters']['query']>;
  readonly body: Operation<O> extends { requestBody?: infer R } ? BodyOf<NonNullable<R>> : never;
  /** Files of a multipart body, by field name. */
  readonly files: Record<string, File>;
}

/** The success statuses the contract gives the operation a JSON body for. */
export type JsonStatus<O extends OperationId> = {
  [S in keyof Operation<O>['responses']]: S extends 200 | 201 | 202
    ? [BodyOf<Operation<O>['responses'][S]>] extends [never]
      ? never
      : S
    : never;
}[keyof Operation<O>['responses']];

export type ReplyBody<O extends OperationId, S extends JsonStatus<O>> = BodyOf<Operation<O>['responses'][S]>;

/**
 * The request's input as the contract's validator checked it. The operation is named again here so
 * that the type is the right one: a handler that names another operation than the request matched
 * is a programming error, refused at once.
 */
export function inputOf<O extends OperationId>(c: AppContext, operationId: O): OperationInput<O> {
  const input = c.get('input');
  if (input.operationId !== operationId) {
    throw new Error(`The handler of ${input.operationId} reads its input as ${operationId}`);
  }
  return input as unknown as OperationInput<O>;
}

/** A JSON reply, checked against the operation's response schema for that status. */
export function reply<O extends OperationId, S extends JsonStatus<O>>(
  c: AppContext,
  _operationId: O,
  status: S,
  body: ReplyBody<O, S>,
): Response {
  return c.json(body as object, status as ContentfulStatusCode);
}

/**
 * A JSON body made to be stored (the listing cache) and sent later as it is: checked against the
 * operation's response schema now, as `reply` would check it.
 */
export function replyBody<O extends OperationId, S extends JsonStatus<O>>(
  _operationId: O,
  _status: S,
  body: ReplyBody<O, S>,
): ReplyBody<O, S> {
  return body;
}
