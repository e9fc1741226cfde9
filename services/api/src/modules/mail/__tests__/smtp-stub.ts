import net from 'node:net';

export interface SmtpStub {
  url: string;
  /** When each message was offered (MAIL FROM), on whichever connection. */
  attempts: number[];
  close(): Promise<void>;
}

/**
 * A mail server that greets and then answers MAIL FROM with `reply` (a 4xx or 5xx line): what a
 * busy or refusing server does, which the shared Mailpit cannot be made to do for one test alone.
 */
export async function startSmtpStub(reply: string): Promise<SmtpStub> {
  const attempts: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('220 stub ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const verb = buffer.slice(0, 4).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (verb === 'MAIL') attempts.push(Date.now());
        if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'MAIL' ? `${reply}\r\n` : '250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    attempts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
