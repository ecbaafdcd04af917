import { describe, expect, it } from 'vitest';
import { validatePersonName } from '../../../src/domain/validation/person-name.ts';

describe('validatePersonName', () => {
  it('passes names of every shape people have', () => {
    for (const name of ['Ada', 'Adaeze Okafor', 'Ọláolúwa Adébáyọ̀', "Chidi O'Neil-Eze", 'J. R. R. Tolkien', 'Ada.Obi', 'Dr. St.John Ade']) {
      expect(validatePersonName(name, 'Full name'), name).toBeNull();
    }
  });

  it('needs a name, with the label of its form', () => {
    expect(validatePersonName('', 'Full name')).toBe('Full name is required');
    expect(validatePersonName(' \t ', 'Name')).toBe('Name is required');
  });

  it('keeps it on one line: no line breaks, tabs or other control characters', () => {
    for (const name of ['Ada\nObi', 'Ada\r\nObi', 'Ada\rObi', 'Ada\tObi', 'Ada\u2028Obi', 'Ada\u2029Obi', 'Ada\u0000Obi', 'Ada\u0085Obi']) {
      expect(validatePersonName(name, 'Full name'), JSON.stringify(name)).toBe('Full name must be on one line');
    }
    expect(validatePersonName('Ada\nObi', 'Name')).toBe('Name must be on one line');
  });

  it('refuses a web address in any usual form', () => {
    for (const name of [
      'Win at https://evil.example',
      'HTTP://X',
      'ftp://files',
      'see www.prize',
      'mailto:me',
      'go to evil.com now',
      'prize.NG',
      'bit.ly/abc',
      'x.co',
    ]) {
      expect(validatePersonName(name, 'Full name'), name).toBe('Full name cannot contain a web address');
    }
    expect(validatePersonName('visit evil.com', 'Name')).toBe('Name cannot contain a web address');
    // A host must end the word: 'Comfort' and 'Adeorgan' are names.
    expect(validatePersonName('Ade.Comfort', 'Full name')).toBeNull();
    expect(validatePersonName('Ade.organ', 'Full name')).toBeNull();
  });

  it('checks line breaks before web addresses', () => {
    expect(validatePersonName('Ada\nhttps://evil.example', 'Full name')).toBe('Full name must be on one line');
  });
});
