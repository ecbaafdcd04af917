import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Handlers read their input and write their replies through server/http/contract-reply.ts, typed
// by the operation of openapi.yaml they serve. These probe handlers, compiled with the project's
// own settings, show that breaking the contract is a type error, not something a test may catch.

const ROOT = path.resolve(import.meta.dirname, '../..');
const HEADER = `import type { AppContext } from '../http/app-env.ts';
import { inputOf, reply } from '../http/contract-reply.ts';
`;

const PROBES = {
  keepsTheContract: `export const probe = (c: AppContext) => {
  const { params } = inputOf(c, 'getProduct');
  return reply(c, 'getHealth', 200, { status: 'ok', service: params.id, version: '1' });
};`,
  readsAnUndeclaredParameter: `export const probe = (c: AppContext) => String(inputOf(c, 'getProduct').query.zzz);`,
  readsAnUndeclaredBodyField: `export const probe = (c: AppContext) => String(inputOf(c, 'loginUser').body.role);`,
  leavesOutARequiredField: `export const probe = (c: AppContext) => reply(c, 'getHealth', 200, { status: 'ok', service: 'shop' });`,
  addsAFieldTheSchemaHasNot: `export const probe = (c: AppContext) => reply(c, 'getHealth', 200, { status: 'ok', service: 'shop', version: '1', secret: 'x' });`,
  sendsAValueTheSchemaRefuses: `export const probe = (c: AppContext) => reply(c, 'getHealth', 200, { status: 'down', service: 'shop', version: '1' });`,
  usesAStatusTheContractHasNot: `export const probe = (c: AppContext) => reply(c, 'getHealth', 201, { status: 'ok', service: 'shop', version: '1' });`,
};

/** Every probe's type errors (their codes), from one program over the probes, with the project's compiler options. */
function typeErrors(): Record<keyof typeof PROBES, number[]> {
  const config = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const files = new Map(
    Object.entries(PROBES).map(([name, code]) => [path.join(ROOT, 'server/routes', `${name}.probe.ts`), HEADER + code]),
  );
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => files.get(path.resolve(file)) ?? readFile(file);
  host.fileExists = (file) => files.has(path.resolve(file)) || fileExists(file);
  const program = ts.createProgram({ rootNames: [...files.keys()], options: { ...options, noEmit: true }, host });
  const errors = Object.fromEntries(Object.keys(PROBES).map((name) => [name, [] as number[]])) as Record<keyof typeof PROBES, number[]>;
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const name = path.basename(diagnostic.file?.fileName ?? '', '.probe.ts') as keyof typeof PROBES;
    if (name in errors) errors[name].push(diagnostic.code);
    else throw new Error(`outside the probes: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
  }
  return errors;
}

describe('a handler typed by its contract', () => {
  const errors = typeErrors();

  it('compiles when it reads declared input and replies with the schema of a declared status', () => {
    expect(errors.keepsTheContract).toEqual([]);
  });

  it('does not compile when it reads a parameter or body field the contract does not declare', () => {
    expect(errors.readsAnUndeclaredParameter).toEqual([2339]);
    expect(errors.readsAnUndeclaredBodyField).toEqual([2339]);
  });

  it('does not compile when its reply leaves out a required field, adds one or sends a value the schema refuses', () => {
    expect(errors.leavesOutARequiredField).toEqual([2345]);
    expect(errors.addsAFieldTheSchemaHasNot).toEqual([2353]);
    expect(errors.sendsAValueTheSchemaRefuses).toEqual([2322]);
  });

  it('does not compile when it replies with a status the contract does not give the operation', () => {
    expect(errors.usesAStatusTheContractHasNot).toEqual([2345]);
  });
});

describe('a handler naming another operation than the request matched', () => {
  it('is refused when it reads its input, so its types cannot be another operation’s', async () => {
    const { inputOf } = await import('../../server/http/contract-reply.ts');
    const input = { operationId: 'getHealth', params: {}, query: {}, body: undefined, files: {} };
    const c = { get: () => input } as unknown as Parameters<typeof inputOf>[0];
    expect(() => inputOf(c, 'getProduct')).toThrow('The handler of getHealth reads its input as getProduct');
    expect(inputOf(c, 'getHealth').query).toEqual({});
  });
});
