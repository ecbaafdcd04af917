import type { components } from '../../api/schema.gen.ts';

/** The catalogue's shapes as the contract defines them, for UI code (which may not import src/api). */
export type Product = components['schemas']['Product'];
export type Variant = components['schemas']['Variant'];
