import { createSocket, type RemoteInfo, type Socket } from 'node:dgram';
import type { ServerResponse } from 'node:http';
import * as packet from 'dns-packet';
import { sendJson, type FakeProvider, type FakeRequest } from '../../src/integrations/core/fake/http';

/**
 * The DNS the domain checks ask (docs/sso.md), as a real server on loopback UDP: TXT records from
 * a table, NXDOMAIN for any other name, an empty answer for another type at a known name (what
 * Node reports as ENOTFOUND and ENODATA). Tests and the local stack publish records over HTTP,
 * `POST /dns/records {"name","values":[…]}` (no values: the name is gone), `GET /dns/records`.
 * Values longer than 255 bytes are sent in chunks, as real DNS does.
 */
export class DnsFake implements FakeProvider {
  readonly name = 'dns';
  readonly records = new Map<string, string[]>();
  private socket?: Socket;

  publish(name: string, values: string[]): void {
    const key = name.toLowerCase().replace(/\.$/, '');
    if (values.length) this.records.set(key, values);
    else this.records.delete(key);
  }

  handle(req: FakeRequest, res: ServerResponse): boolean {
    if (req.path !== '/records') return false;
    if (req.method === 'GET') sendJson(res, 200, Object.fromEntries(this.records));
    else if (req.method === 'POST') {
      const { name, values } = JSON.parse(req.body || '{}') as { name?: unknown; values?: unknown };
      if (typeof name !== 'string' || !Array.isArray(values) || values.some((v) => typeof v !== 'string'))
        sendJson(res, 400, { error: 'Send {"name": "…", "values": ["…"]}.' });
      else {
        this.publish(name, values as string[]);
        sendJson(res, 200, { name, values });
      }
    } else return false;
    return true;
  }

  private answer(query: Buffer, from: RemoteInfo): void {
    let asked: packet.Packet;
    try {
      asked = packet.decode(query);
    } catch {
      return;
    }
    const question = asked.questions?.[0];
    if (!question) return;
    const values = this.records.get(question.name.toLowerCase().replace(/\.$/, ''));
    const chunks = (value: string) =>
      Buffer.from(value)
        .toString('latin1')
        .match(/[\s\S]{1,255}/g) ?? [''];
    const reply = packet.encode({
      id: asked.id,
      type: 'response',
      flags: packet.RECURSION_DESIRED | packet.RECURSION_AVAILABLE | (values ? 0 : 3),
      questions: [question],
      answers:
        values && question.type === 'TXT'
          ? values.map((value) => ({
              type: 'TXT' as const,
              name: question.name,
              ttl: 60,
              data: chunks(value).map((c) => Buffer.from(c, 'latin1')),
            }))
          : [],
    });
    this.socket?.send(reply, from.port, from.address);
  }

  /** Serves DNS on 127.0.0.1 UDP `port` (0: any); answers the port. */
  listen(port: number): Promise<number> {
    const socket = createSocket('udp4');
    this.socket = socket;
    socket.on('message', (query, from) => this.answer(query, from));
    return new Promise((resolve, reject) => {
      socket.once('error', reject);
      socket.bind(port, '127.0.0.1', () => resolve(socket.address().port));
    });
  }

  close(): Promise<void> {
    const socket = this.socket;
    this.socket = undefined;
    return new Promise((resolve) => (socket ? socket.close(() => resolve()) : resolve()));
  }
}
