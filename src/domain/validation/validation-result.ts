/**
 * Every validator in this folder returns the first failing message, worded exactly as the spec
 * words it, or null when the input passes. Checks run in the order the spec lists them.
 */
export type ValidationResult = string | null;
