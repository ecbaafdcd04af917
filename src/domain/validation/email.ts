/** Something@something.tld without spaces: the shape both specs ask for ({email}). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
