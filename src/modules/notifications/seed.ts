import type { SeedContext } from '@/platform/module';
import type { NotificationKind } from './tables';

const SAMPLES: { title: string; body: string; kind: NotificationKind }[] = [
  { title: 'Nuevo pedido recibido', body: 'El pedido #4821 está listo para preparar el envío.', kind: 'success' },
  { title: 'Factura vencida', body: 'La factura de Estudio Alba venció ayer y sigue sin pagar.', kind: 'danger' },
  { title: 'Reunión de equipo', body: 'La revisión semanal empieza en 30 minutos en la sala 2.', kind: 'info' },
  { title: 'Espacio casi lleno', body: 'Has usado el 85 % del almacenamiento de archivos.', kind: 'warning' },
  { title: 'Nuevo comentario', body: 'Lucía Romero comentó en «Preparar la demo del panel».', kind: 'info' },
  { title: 'Copia de seguridad completada', body: 'La copia nocturna de la base de datos terminó sin errores.', kind: 'success' },
  { title: 'Inicio de sesión desde un dispositivo nuevo', body: 'Si no has sido tú, cambia tu contraseña cuanto antes.', kind: 'warning' },
];

/** About six notifications per account, spread over the last days; the newest ones unread. */
export async function seedNotificationsForAccount({ db, now, random }: SeedContext, accountId: number) {
  const chosen = random.some(SAMPLES, 6, 6);
  let minutesAgo = 0;
  const rows = chosen.map((sample, i) => {
    // Each one a little older than the one before: minutes, then hours, then days.
    minutesAgo += random.int(4, 20) * (i + 1) ** 2;
    return {
      account_id: accountId,
      title: sample.title,
      body: sample.body,
      kind: sample.kind,
      is_read: (i < 3 ? 0 : 1) as 0 | 1,
      created_at: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    };
  });
  await db.insertInto('notifications').values(rows).execute();
}
