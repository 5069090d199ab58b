import type { SeedContext } from '@/platform/module';
import type { ChatStatus } from './contract';
import { DEFAULT_SETTINGS } from './profile';

/**
 * Colleagues to talk to: organisation members who exist as accounts but cannot sign in (their
 * password hash is a random value that no password produces).
 */
export const CHAT_MEMBERS: { fullName: string; username: string; jobTitle: string; status: ChatStatus; about: string; avatar: string }[] = [
  { fullName: 'Lucía Romero', username: 'lucia.romero', jobTitle: 'Diseñadora de producto', status: 'online', about: 'Diseño interfaces claras. Pregúntame por el sistema de diseño.', avatar: '/images/avatars/3.svg' },
  { fullName: 'Mateo Herrera', username: 'mateo.herrera', jobTitle: 'Desarrollador frontend', status: 'busy', about: 'React, accesibilidad y café.', avatar: '/images/avatars/4.svg' },
  { fullName: 'Valentina Cruz', username: 'valentina.cruz', jobTitle: 'Jefa de proyecto', status: 'away', about: 'Coordino entregas y plazos.', avatar: '/images/avatars/5.svg' },
  { fullName: 'Diego Navarro', username: 'diego.navarro', jobTitle: 'Ingeniero de datos', status: 'offline', about: 'Informes, métricas y bases de datos.', avatar: '/images/avatars/6.svg' },
  { fullName: 'Camila Ortega', username: 'camila.ortega', jobTitle: 'Atención al cliente', status: 'online', about: 'Resuelvo incidencias de clientes.', avatar: '/images/avatars/7.svg' },
  { fullName: 'Andrés Molina', username: 'andres.molina', jobTitle: 'Responsable de ventas', status: 'away', about: 'Siempre con una oferta nueva.', avatar: '/images/avatars/8.svg' },
  { fullName: 'Sofía Vidal', username: 'sofia.vidal', jobTitle: 'Analista de calidad', status: 'offline', about: 'Si algo falla, lo encuentro.', avatar: '/images/avatars/9.svg' },
];

const memberEmail = (username: string) => `${username}@equipo.tablero.example`;

const CONVERSATIONS: string[][] = [
  ['Hola, ¿tienes un momento para revisar el panel?', 'Claro, dime qué necesitas.', 'He subido los cambios del informe de ventas.', 'Perfecto, lo miro esta tarde.', '¡Gracias! Avísame si ves algo raro.'],
  ['¿Cómo va la migración de la base de datos?', 'Casi terminada, faltan las pruebas.', '¿Necesitas ayuda con algo?', 'De momento no, te aviso mañana.'],
  ['Buenos días, ¿a qué hora es la reunión con marketing?', 'A las 11:30 en la sala grande.', 'Genial, llevo la presentación.', 'Yo preparo las cifras del trimestre.', 'Nos vemos allí.'],
  ['¿Has visto el ticket del cliente sobre la exportación?', 'Sí, ya lo estoy revisando.', 'Parece un problema con los acentos en el CSV.', 'Lo corrijo hoy mismo.'],
  ['¿Podemos mover la demo al jueves?', 'Sin problema, actualizo el calendario.', 'Gracias, así llegamos con la nueva versión.'],
];

/** The members and their chat profiles, once for the organisation. */
export async function seedChatMembers({ db, now }: SeedContext) {
  const created = await db
    .insertInto('accounts')
    .values(
      CHAT_MEMBERS.map((m) => ({
        full_name: m.fullName,
        username: m.username,
        email: memberEmail(m.username),
        // Not a hash of anything: no password signs in as a member.
        password_hash: `!no-login:${crypto.randomUUID()}${crypto.randomUUID()}`,
        avatar: m.avatar,
        role: 'client',
        ability: JSON.stringify([]),
        cart_items_count: 0,
        created_at: now.toISOString(),
      })),
    )
    .returning(['id', 'username'])
    .execute();
  const byUsername = new Map(created.map((c) => [c.username, c.id]));
  await db
    .insertInto('chat_profiles')
    .values(
      CHAT_MEMBERS.map((m) => ({
        account_id: byUsername.get(m.username)!,
        job_title: m.jobTitle,
        about: m.about,
        status: m.status,
        settings: JSON.stringify(DEFAULT_SETTINGS),
        updated_at: now.toISOString(),
      })),
    )
    .execute();
}

/** Sample messages per account for each unit of SEED_SCALE beyond the first (2000 gives about 100,000). */
const HISTORY_PER_SCALE = 50;
const BATCH = 1000;

/**
 * A long history before the sample conversations, for load tests: older messages spread over the chats,
 * inserted in batches and before the conversations so that ids stay in time order.
 */
async function seedHistory({ db, random, scale }: SeedContext, accountId: number, chats: { id: number; partner: number; before: number }[]) {
  const total = HISTORY_PER_SCALE * (scale - 1);
  const lines = CONVERSATIONS.flat();
  for (let start = 0; start < total; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(total, start + BATCH); i++) {
      const chat = chats[i % chats.length];
      // Oldest first: message i of the history is (total - i) steps of 10 minutes before the conversation.
      const step = Math.floor((total - i) / chats.length) + 1;
      rows.push({ chat_id: chat.id, sender_id: random.bool() ? accountId : chat.partner, message: random.pick(lines), time: new Date(chat.before - step * 600_000).toISOString() });
    }
    await db.insertInto('chat_messages').values(rows).execute();
  }
}

/** A few conversations with members for one account: some answered, some waiting unseen. */
export async function seedChatForAccount(seed: SeedContext, accountId: number) {
  const { db, now, random } = seed;
  const members = await db
    .selectFrom('accounts')
    .select('id')
    .where(
      'email',
      'in',
      CHAT_MEMBERS.map((m) => memberEmail(m.username)),
    )
    .orderBy('id')
    .execute();
  if (members.length === 0) return;
  await db
    .insertInto('chat_profiles')
    .values({ account_id: accountId, job_title: null, about: 'Disponible de 9:00 a 18:00.', status: 'online', settings: JSON.stringify(DEFAULT_SETTINGS), updated_at: now.toISOString() })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();

  const partners = random.some(members, 3, 4);
  // A different conversation with each partner.
  const conversations = random.some(CONVERSATIONS, partners.length, partners.length);
  const planned = partners.map((partner, index) => {
    const lines = conversations[index];
    // Older conversations further back; each one's messages a few minutes apart.
    const end = now.getTime() - (index * 26 + random.int(1, 20)) * 3_600_000 / 2;
    return { partner, lines, end };
  });
  const chats = [];
  for (const { partner, lines, end } of planned) {
    const last = new Date(end).toISOString();
    const chat = await db.insertInto('chats').values({ account_id: accountId, contact_id: partner.id, unseen_msgs: 0, last_message_at: last }).returning('id').executeTakeFirstOrThrow();
    chats.push({ id: chat.id, partner: partner.id, before: end - lines.length * 4 * 60_000 });
  }
  if (seed.scale > 1) await seedHistory(seed, accountId, chats);
  for (const [index, { partner, lines, end }] of planned.entries()) {
    const firstSender = random.bool() ? accountId : partner.id;
    const messages = lines.map((message, i) => ({
      message,
      sender_id: i % 2 === 0 ? firstSender : firstSender === accountId ? partner.id : accountId,
      time: new Date(end - (lines.length - 1 - i) * 4 * 60_000).toISOString(),
    }));
    const last = messages[messages.length - 1];
    const unseen = last.sender_id === partner.id ? random.int(1, 2) : 0;
    const chatId = chats[index].id;
    await db.updateTable('chats').set({ unseen_msgs: unseen, last_message_at: last.time }).where('id', '=', chatId).execute();
    await db
      .insertInto('chat_messages')
      .values(messages.map((m) => ({ ...m, chat_id: chatId })))
      .execute();
  }
}
