import { describe, expect, it } from 'vitest';
import { CONTRACT_PATH, readContract } from '../../server/openapi/contract.ts';
import { compilerFor } from '../../server/openapi/schema-compiler.ts';

describe('the contract document a process reads', () => {
  it('is parsed once: every app of the process gets the same document and the same compiled schemas', () => {
    const first = readContract();
    expect(readContract(new URL(CONTRACT_PATH.href))).toBe(first);
    expect(compilerFor(readContract())).toBe(compilerFor(first));
    expect(first.paths?.['/health']).toBeDefined();
  });

  it('is frozen to its leaves, so no app can change what the others validate with', () => {
    const health = readContract().paths?.['/health'] as Record<string, unknown>;
    expect(() => {
      health.get = {};
    }).toThrow(TypeError);
    expect(Object.isFrozen(readContract().components?.schemas)).toBe(true);
  });

  it('gives another document its own compiler', () => {
    const other = { components: { schemas: { Id: { type: 'string' } } } };
    expect(compilerFor(other)).not.toBe(compilerFor(readContract()));
    expect(compilerFor(other).compile('Id', { $ref: '#/components/schemas/Id' })('x')).toBe(true);
    expect(compilerFor(other).compile('Id', { $ref: '#/components/schemas/Id' })(1)).toBe(false);
  });
});
