import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface LocalSmtpServer {
  readonly port: number;
  readonly mails: ReceivedMail[];
  close(): Promise<void>;
}

function address(line: string): string {
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/[<>]/g, '')
    .trim();
}

/** One SMTP conversation: the happy path of RFC 5321, without TLS or authentication. */
function converse(socket: Socket, mails: ReceivedMail[]): void {
  let buffer = '';
  let inData = false;
  let mail: ReceivedMail = { from: '', to: [], data: '' };
  const reply = (line: string) => socket.write(`${line}\r\n`);

  const onCommand = (line: string) => {
    const verb = line.slice(0, 4).toUpperCase();
    switch (verb) {
      case 'EHLO':
      case 'HELO':
        return reply('250 localhost');
      case 'MAIL':
        mail.from = address(line);
        return reply('250 OK');
      case 'RCPT':
        mail.to.push(address(line));
        return reply('250 OK');
      case 'DATA':
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'QUIT':
        reply('221 Bye');
        return socket.end();
      default:
        return reply(verb === 'RSET' || verb === 'NOOP' ? '250 OK' : '502 Command not implemented');
    }
  };

  const onDataLine = (line: string) => {
    if (line !== '.') {
      mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
      return;
    }
    inData = false;
    mails.push(mail);
    mail = { from: '', to: [], data: '' };
    reply('250 OK queued');
  };

  reply('220 localhost ESMTP test');
  socket.on('data', (chunk) => {
    buffer += chunk.toString('utf8');
    for (let end = buffer.indexOf('\r\n'); end !== -1; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) onDataLine(line);
      else onCommand(line);
    }
  });
}

/** A minimal SMTP server on localhost, so the SMTP mailer is tested against a real conversation. */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = createServer((socket) => converse(socket, mails));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const bound = server.address();
  if (typeof bound !== 'object' || bound === null) throw new Error('SMTP test server did not start');
  return { port: bound.port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
