import { sql } from 'kysely';
import type { SeedContext } from '@/platform/module';
import { isSqlite } from '@/platform/db/sql';
import type { Random } from '@/platform/db/random';
import { DEMO_ACCOUNTS } from '@/platform/auth/seed';
import { EMAIL_LABELS, type EmailFolder, type EmailReply } from './contract';

const CONTACTS = [
  { name: 'Lucía Romero', email: 'lucia.romero@nubeclara.es', avatar: '/images/avatars/3.svg' },
  { name: 'Mateo Herrera', email: 'mateo@herrera-consultores.com', avatar: '/images/avatars/4.svg' },
  { name: 'Valentina Cruz', email: 'vcruz@estudiocruz.mx', avatar: '/images/avatars/5.svg' },
  { name: 'Diego Navarro', email: 'diego.navarro@logisur.es', avatar: '/images/avatars/6.svg' },
  { name: 'Camila Ortega', email: 'camila.ortega@finanzas360.com', avatar: '/images/avatars/7.svg' },
  { name: 'Andrés Molina', email: 'amolina@tallerdigital.io', avatar: '/images/avatars/8.svg' },
  { name: 'Sofía Vidal', email: 'sofia.vidal@marketplace.es', avatar: '/images/avatars/9.svg' },
  { name: 'Hugo Castillo', email: 'hugo@castillo-legal.com', avatar: '/images/avatars/10.svg' },
  { name: 'Elena Suárez', email: 'elena.suarez@recursoshumanos.es', avatar: '/images/avatars/11.svg' },
  { name: 'Pablo Ibáñez', email: 'pablo.ibanez@soporte-tecnico.net', avatar: '/images/avatars/12.svg' },
] as const;

const FILES = [
  { fileName: 'presupuesto-2027.pdf', thumbnail: '/images/email/pdf.svg', url: '/images/email/pdf.svg', size: 482_000 },
  { fileName: 'informe-ventas.xlsx', thumbnail: '/images/email/sheet.svg', url: '/images/email/sheet.svg', size: 126_500 },
  { fileName: 'contrato-servicios.docx', thumbnail: '/images/email/doc.svg', url: '/images/email/doc.svg', size: 64_200 },
  { fileName: 'maqueta-portada.png', thumbnail: '/images/email/image.svg', url: '/images/email/image.svg', size: 1_280_000 },
];

interface Sample {
  folder: EmailFolder;
  subject: string;
  body: string[];
}

const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

const SAMPLES: Sample[] = [
  { folder: 'inbox', subject: 'Reunión de seguimiento del proyecto', body: ['¿Podemos vernos el jueves a las 10:00 para revisar el avance?', 'Traeré el calendario actualizado de entregas.'] },
  { folder: 'inbox', subject: 'Presupuesto para 2027', body: ['Te adjunto el presupuesto revisado con los ajustes que comentamos.', 'Si todo está bien, lo presento al comité el lunes.'] },
  { folder: 'inbox', subject: 'Nuevo acceso al panel de clientes', body: ['Hemos creado tu usuario en el panel de clientes.', 'La primera vez que entres te pedirá cambiar la contraseña.'] },
  { folder: 'inbox', subject: 'Factura de noviembre', body: ['Adjuntamos la factura correspondiente al mes de noviembre.', 'El vencimiento es a 30 días.'] },
  { folder: 'inbox', subject: 'Propuesta de diseño para la portada', body: ['Aquí va la primera propuesta de la portada, con la nueva paleta.', '<strong>Necesito tu opinión antes del viernes.</strong>'] },
  { folder: 'inbox', subject: 'Vacaciones de diciembre', body: ['Recordad registrar vuestros días de vacaciones antes del día 5.', 'Gracias por la colaboración.'] },
  { folder: 'inbox', subject: 'Incidencia resuelta: exportación a CSV', body: ['La incidencia con la exportación a CSV ya está resuelta en producción.', 'Avísanos si vuelve a ocurrir.'] },
  { folder: 'inbox', subject: 'Contrato de mantenimiento', body: ['Te envío el contrato de mantenimiento para su firma.', 'Cualquier duda sobre las cláusulas, llámame.'] },
  { folder: 'inbox', subject: 'Resultados de la encuesta de satisfacción', body: ['La satisfacción media ha subido al 87 %.', 'Los comentarios destacan la rapidez del soporte.'] },
  { folder: 'inbox', subject: 'Invitación: formación en accesibilidad', body: ['El martes 2 hay una sesión de formación sobre accesibilidad web.', 'Plazas limitadas: confirma tu asistencia.'] },
  { folder: 'inbox', subject: 'Cambio de horario del servidor de pruebas', body: ['A partir del lunes el servidor de pruebas se reiniciará a las 03:00.', 'No afecta a producción.'] },
  { folder: 'inbox', subject: 'Informe de ventas del trimestre', body: ['Adjunto el informe de ventas del tercer trimestre.', 'Las ventas en línea crecieron un 12 %.'] },
  { folder: 'inbox', subject: 'Bienvenida al equipo', body: ['¡Bienvenida al equipo! Esta semana te acompañará Elena en la incorporación.', 'Tu puesto ya está preparado.'] },
  { folder: 'inbox', subject: 'Revisión de permisos de soporte', body: ['He revisado los permisos del equipo de soporte.', 'Propongo retirar el acceso a facturación a dos personas.'] },
  { folder: 'sent', subject: 'Re: Calendario de entregas', body: ['Perfecto, ajusto el calendario y os lo reenvío hoy.'] },
  { folder: 'sent', subject: 'Documentación de la API', body: ['Os comparto el enlace a la documentación actualizada de la API.', 'Incluye los nuevos puntos de acceso del módulo de correo.'] },
  { folder: 'sent', subject: 'Pedido de material de oficina', body: ['Necesitamos dos monitores y cinco teclados para el nuevo equipo.'] },
  { folder: 'sent', subject: 'Confirmación de la reunión', body: ['Confirmado: nos vemos el jueves en la sala 2.'] },
  { folder: 'draft', subject: 'Propuesta de colaboración', body: ['Hola, me gustaría proponeros una colaboración para el próximo trimestre…'] },
  { folder: 'draft', subject: 'Notas de la retrospectiva', body: ['Lo que funcionó: revisiones de código más rápidas.', 'A mejorar: estimaciones.'] },
  { folder: 'spam', subject: '¡Has ganado un crucero!', body: ['Haz clic para reclamar tu premio antes de que caduque.'] },
  { folder: 'spam', subject: 'Oferta exclusiva en relojes', body: ['Descuentos del 90 % solo hoy.'] },
  { folder: 'spam', subject: 'Verifica tu cuenta bancaria', body: ['Tu cuenta será bloqueada si no la verificas en 24 horas.'] },
  { folder: 'trash', subject: 'Boletín semanal de noticias', body: ['Las noticias más leídas de la semana.'] },
  { folder: 'trash', subject: 'Recordatorio: renovación del dominio', body: ['El dominio se renueva automáticamente el mes que viene.'] },
];

/** A mailbox for one account: about 25 mails across the folders, some starred, labelled, answered or with files. */
export async function seedEmailForAccount({ db, now, random, scale }: SeedContext, accountId: number) {
  const me = await db.selectFrom('accounts').select(['email', 'full_name', 'avatar']).where('id', '=', accountId).executeTakeFirstOrThrow();
  const self = { name: me.full_name, email: me.email };
  let time = now.getTime() - 20 * 60_000;
  const rows = SAMPLES.map((sample, i) => {
    const contact = CONTACTS[i % CONTACTS.length];
    const outgoing = sample.folder === 'sent' || sample.folder === 'draft';
    time -= random.int(2, 9) * 3_600_000 + random.int(0, 59) * 60_000;
    const iso = new Date(time).toISOString();
    const from = outgoing ? { ...self, avatar: me.avatar } : contact;
    const to = outgoing ? [{ name: contact.name, email: contact.email }] : [self];
    const attachments = i % 4 === 1 ? random.some(FILES, 1, 2) : [];
    const replies: EmailReply[] =
      sample.folder === 'inbox' && i % 5 === 0
        ? [
            {
              id: 1,
              from: { ...self, avatar: me.avatar },
              to: [{ name: contact.name, email: contact.email }],
              subject: `Re: ${sample.subject}`,
              cc: [],
              bcc: [],
              message: p('Gracias, lo reviso y te digo algo.'),
              attachments: [],
              time: new Date(time + 40 * 60_000).toISOString(),
            },
          ]
        : [];
    return {
      account_id: accountId,
      folder: sample.folder,
      from_email: from.email,
      from_name: from.name,
      from_avatar: from.avatar,
      to_list: JSON.stringify(to),
      cc_list: JSON.stringify(i % 6 === 2 ? [CONTACTS[(i + 3) % CONTACTS.length].email] : []),
      subject: sample.subject,
      message: p(`Hola ${(outgoing ? contact.name : me.full_name).split(' ')[0]}:`, ...sample.body, `Un saludo,<br>${from.name}`),
      attachments: JSON.stringify(attachments),
      labels: JSON.stringify(random.some(EMAIL_LABELS, 0, 2)),
      replies: JSON.stringify(replies),
      is_starred: (i % 4 === 0 && sample.folder !== 'spam' ? 1 : 0) as 0 | 1,
      is_read: (outgoing || (i % 3 === 0 && i > 0) ? 1 : 0) as 0 | 1,
      time: iso,
    };
  });
  if (scale > 1 && me.email === DEMO_ACCOUNTS[0].email) rows.push(...history(random, accountId, { ...self, avatar: me.avatar }, time, scale * MAILS_PER_SCALE - rows.length));
  for (let i = 0; i < rows.length; i += BATCH) await db.insertInto('email_messages').values(rows.slice(i, i + BATCH)).execute();
  // PostgreSQL plans by its statistics, which a bulk load leaves stale until autovacuum comes by.
  if (rows.length > BATCH && !isSqlite(db)) await sql`analyze email_messages`.execute(db);
}

/** Rows are written this many at a time: well under either engine's limit on bound values. */
const BATCH = 500;
/** Mails per unit of SEED_SCALE for the demo administrator (2000 → 100,000). */
const MAILS_PER_SCALE = 50;

/**
 * Older mail for load tests, before the sample mailbox: mostly inbox, some sent, a few elsewhere;
 * read, as old mail is, so the unread badges stay small.
 */
function history(random: Random, accountId: number, self: { name: string; email: string; avatar: string | null }, before: number, count: number) {
  const rows = [];
  for (let i = 0; i < count; i++) {
    const sample = SAMPLES[i % SAMPLES.length];
    const roll = random.int(1, 100);
    const folder: EmailFolder = roll <= 80 ? 'inbox' : roll <= 92 ? 'sent' : roll <= 95 ? 'spam' : roll <= 98 ? 'trash' : 'draft';
    const contact = random.pick(CONTACTS);
    const outgoing = folder === 'sent' || folder === 'draft';
    const from = outgoing ? self : contact;
    rows.push({
      account_id: accountId,
      folder,
      from_email: from.email,
      from_name: from.name,
      from_avatar: from.avatar,
      to_list: JSON.stringify(outgoing ? [{ name: contact.name, email: contact.email }] : [{ name: self.name, email: self.email }]),
      cc_list: '[]',
      subject: `${sample.subject} #${i + 1}`,
      message: p(...sample.body),
      attachments: '[]',
      labels: JSON.stringify(random.some(EMAIL_LABELS, 0, 2)),
      replies: '[]',
      is_starred: (random.bool(0.05) ? 1 : 0) as 0 | 1,
      is_read: (outgoing || !random.bool(0.01) ? 1 : 0) as 0 | 1,
      time: new Date(before - (i + 1) * 60_000).toISOString(),
    });
  }
  return rows;
}
