import type { JsonSchema, ParameterSpec } from './contract.ts';

/**
 * Turns the text of query and path parameters into the types their schemas declare, before
 * validation: '2' becomes 2, 'true' becomes true, and arrays come from repeated parameters or
 * comma-joined text (the shop joins filter lists with commas). Text that does not convert is
 * left as it is, so the schema check reports it with the parameter's name.
 */
export function coerceParameter(spec: ParameterSpec, values: readonly string[]): unknown {
  const schema = spec.schema ?? {};
  if (typeOf(schema) === 'array') {
    const itemSchema = (schema.items as JsonSchema | undefined) ?? {};
    return values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '')
      .map((value) => coerceScalar(itemSchema, value));
  }
  return coerceScalar(schema, values[0] ?? '');
}

function coerceScalar(schema: JsonSchema, value: string): unknown {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
    case 'boolean':
      if (value === 'true') return true;
      if (value === 'false') return false;
      return value;
    default:
      return value;
  }
}

/** The declared type, ignoring 'null' in 3.1 type lists. */
function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  return type as string | undefined;
}
