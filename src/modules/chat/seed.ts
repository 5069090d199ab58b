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

/** A few conversations with members for one account: some answered, some waiting unseen. */
export async function seedChatForAccount({ db, now, random }: SeedContext, accountId: number) {
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
  for (const [index, partner] of partners.entries()) {
    const lines = conversations[index];
    // Older conversations further back; each one's messages a few minutes apart.
    const end = now.getTime() - (index * 26 + random.int(1, 20)) * 3_600_000 / 2;
    const firstSender = random.bool() ? accountId : partner.id;
    const messages = lines.map((message, i) => ({
      message,
      sender_id: i % 2 === 0 ? firstSender : firstSender === accountId ? partner.id : accountId,
      time: new Date(end - (lines.length - 1 - i) * 4 * 60_000).toISOString(),
    }));
    const last = messages[messages.length - 1];
    const unseen = last.sender_id === partner.id ? random.int(1, 2) : 0;
    const chat = await db
      .insertInto('chats')
      .values({ account_id: accountId, contact_id: partner.id, unseen_msgs: unseen, last_message_at: last.time })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('chat_messages')
      .values(messages.map((m) => ({ ...m, chat_id: chat.id })))
      .execute();
  }
}
