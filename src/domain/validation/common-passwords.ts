/**
 * Passwords that guessing tools try first, in lower case, among them the ones that pass the
 * new-password rule once a letter is capitalised ('Password1'). Checked by the server only: the
 * list would add to the first load of the sign-up page, and the form shows the server's message.
 */
import type { ValidationResult } from './validation-result.ts';

export const PASSWORD_TOO_COMMON = 'Password is too common. Please choose one that is harder to guess';

const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '12341234', '11223344',
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword1',
  'pa55word', 'pass1234', 'password!', 'password2024', 'password2025', 'password2026', 'mypassword1',
  'qwerty12', 'qwerty123', 'qwerty1234', 'qwertyuiop', 'qwerty123456', '1qaz2wsx', '1q2w3e4r', '1q2w3e4r5t',
  'q1w2e3r4', 'q1w2e3r4t5', 'zaq12wsx', 'asdf1234', 'asdfghjkl', 'zxcvbnm1', 'abcd1234', 'abc12345',
  'abc123456', 'a1b2c3d4', 'aa123456', 'iloveyou', 'iloveyou1', 'iloveyou2', 'welcome1', 'welcome12',
  'welcome123', 'letmein1', 'letmein123', 'sunshine1', 'princess1', 'football1', 'baseball1', 'monkey123',
  'dragon123', 'master123', 'shadow123', 'superman1', 'batman123', 'trustno1', 'starwars1', 'freedom1',
  'whatever1', 'charlie1', 'michael1', 'jessica1', 'jennifer1', 'computer1', 'internet1', 'samsung1',
  'changeme1', 'changeme123', 'default1', 'admin123', 'admin1234', 'administrator1', 'root1234', 'test1234',
  'testing123', 'secret123', 'hello123', 'hello1234', 'summer2024', 'summer2025', 'winter2025', 'spring2026',
  'january1', 'monday123', 'football123', 'chelsea1', 'arsenal1', 'liverpool1', 'manunited1', 'barcelona1',
  'jesus123', 'jesuschrist1', 'godisgood1', 'blessed1', 'blessing1', 'favour123', 'nigeria1', 'nigeria123',
  'naija123', 'lagos123', 'abuja123', 'ibadan123', 'photo123', 'photo1234', 'camera123', 'studio123',
  'studio1234', 'ojustudio1', 'user1234', 'login123', 'access123', 'money123', 'love1234',
]);

/** Refuses a password on the list, whatever its letters' case. */
export function validateUncommonPassword(password: string): ValidationResult {
  return COMMON_PASSWORDS.has(password.toLowerCase()) ? PASSWORD_TOO_COMMON : null;
}
