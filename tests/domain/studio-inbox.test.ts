import { describe, expect, it } from 'vitest';
import { replyLink } from '../../src/domain/studio-inbox.ts';

describe('replyLink', () => {
  it('writes to the sender with the reference in the subject, every special character encoded', () => {
    expect(replyLink('ada@example.ng', 'MSG-20261126-7K2Q', 'Portrait & family?')).toBe(
      'mailto:ada@example.ng?subject=Re%3A%20%5BMSG-20261126-7K2Q%5D%20Portrait%20%26%20family%3F',
    );
  });

  it('keeps a hostile address from adding recipients or headers', () => {
    expect(replyLink('a@x.ng?cc=b@y.ng&bcc=c@z.ng', 'MSG-1', 'Hi')).toBe(
      'mailto:a@x.ng%3Fcc%3Db@y.ng%26bcc%3Dc@z.ng?subject=Re%3A%20%5BMSG-1%5D%20Hi',
    );
    expect(replyLink('a@x.ng', 'MSG-1', 'Hi\r\nBcc: c@z.ng')).toBe('mailto:a@x.ng?subject=Re%3A%20%5BMSG-1%5D%20Hi%0D%0ABcc%3A%20c%40z.ng');
  });
});
