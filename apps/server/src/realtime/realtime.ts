import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { findConversationByVisitorHash } from '../modules/customer-service/chat.repo';
import { CHAT_STAFF_ROOM, visitorRoom } from '../modules/customer-service/chat-events';
import { resolveMerchant } from '../modules/merchants/merchants.service';
import { accountForToken } from '../modules/sessions/sessions.service';
import { hasRole, mustEnrolSecondFactor, staffForToken } from '../modules/staff/staff.service';
import { hashToken } from '../security/tokens';

/**
 * Puts a socket in the rooms of a product (e.g. a sportsbook window's own room from `auth.sportsToken`) after its
 * merchant is known; throwing `Error('NOT_LOGGED_IN')` refuses the socket.
 */
export type RoomJoiner = (socket: Socket, merchantId: number) => Promise<void>;

export interface Realtime {
  io: Server;
  /** Emits to every socket of a merchant, on every node when Redis is configured. */
  toMerchant(merchantId: number): ReturnType<Server['to']>;
  /** Adds a product's joiner, run for every socket that connects from then on. */
  addJoiner(joiner: RoomJoiner): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export function merchantRoom(merchantId: number): string {
  return `merchant:${merchantId}`;
}

function handshakeMerchantCode(socket: Socket): string | undefined {
  const fromAuth: unknown = socket.handshake.auth.merchant;
  if (typeof fromAuth === 'string' && fromAuth.length > 0) return fromAuth;
  const header = socket.handshake.headers.merchant;
  return Array.isArray(header) ? header[0] : header;
}

/**
 * Live chat: support staff (auth.staffToken) join the staff room; a visitor (auth.chatToken) joins the
 * room of their conversation. Members already hear their chat in their own room.
 */
async function joinChatRooms(app: FastifyInstance, socket: Socket, merchantId: number): Promise<void> {
  const staffToken: unknown = socket.handshake.auth.staffToken;
  if (typeof staffToken === 'string' && staffToken.length > 0) {
    const staff = await staffForToken(app.db, staffToken);
    if (!staff || !hasRole(staff, 'support')) throw new Error('NOT_LOGGED_IN');
    if (await mustEnrolSecondFactor(app.db, staff)) throw new Error('SECOND_FACTOR_ENROL_REQUIRED');
    await socket.join(CHAT_STAFF_ROOM);
  }
  const chatToken: unknown = socket.handshake.auth.chatToken;
  if (typeof chatToken === 'string' && chatToken.length > 0) {
    const conversation = await findConversationByVisitorHash(app.db, hashToken(chatToken));
    if (!conversation || conversation.merchantId !== merchantId) throw new Error('NOT_LOGGED_IN');
    await socket.join(visitorRoom(conversation.id));
  }
}

/** Socket.IO on the API's port; with REDIS_URL its rooms span every node through the Redis adapter. */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const io = new Server(app.server, { path: '/socket.io', serveClient: false });
  const redisClients: Redis[] = [];
  if (app.config.redisUrl) {
    const pub = new Redis(app.config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  const joiners: RoomJoiner[] = [];
  io.use((socket, next) => {
    const host = (socket.handshake.headers.host ?? '').replace(/:\d+$/, '');
    resolveMerchant(
      app.db,
      { headerCode: handshakeMerchantCode(socket), hostname: host, defaultCode: app.config.defaultMerchant },
      app.merchantCache,
    )
      .then(async (merchant) => {
        socket.data.merchantId = merchant.id;
        await socket.join(merchantRoom(merchant.id));
        // A signed-in member also joins its own room, for balance and other personal events.
        const token: unknown = socket.handshake.auth.token;
        if (typeof token === 'string' && token.length > 0) {
          const account = await accountForToken(app.db, token);
          if (!account || account.merchantId !== merchant.id) throw new Error('NOT_LOGGED_IN');
          await socket.join(`member:${account.id}`);
        }
        await joinChatRooms(app, socket, merchant.id);
        for (const joiner of joiners) await joiner(socket, merchant.id);
        next();
      })
      .catch((error: unknown) =>
        next(
          new Error(error instanceof Error && error.message === 'NOT_LOGGED_IN' ? 'NOT_LOGGED_IN' : 'UNKNOWN_MERCHANT'),
        ),
      );
  });

  app.decorate('realtime', {
    io,
    toMerchant: (merchantId: number) => io.to(merchantRoom(merchantId)),
    addJoiner: (joiner: RoomJoiner) => joiners.push(joiner),
  });

  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
  });
}
