import type { NotificationKind } from './tables';

/** The sample notifications every account starts with: the product's words, shown in the reader's language. */
export const NOTIFICATION_SAMPLES: { key: string; title: string; body: string; kind: NotificationKind }[] = [
  { key: 'newOrder', title: 'Nuevo pedido recibido', body: 'El pedido #4821 está listo para preparar el envío.', kind: 'success' },
  { key: 'overdueInvoice', title: 'Factura vencida', body: 'La factura de Estudio Alba venció ayer y sigue sin pagar.', kind: 'danger' },
  { key: 'teamMeeting', title: 'Reunión de equipo', body: 'La revisión semanal empieza en 30 minutos en la sala 2.', kind: 'info' },
  { key: 'storageFull', title: 'Espacio casi lleno', body: 'Has usado el 85 % del almacenamiento de archivos.', kind: 'warning' },
  { key: 'newComment', title: 'Nuevo comentario', body: 'Lucía Romero comentó en «Preparar la demo del panel».', kind: 'info' },
  { key: 'backupDone', title: 'Copia de seguridad completada', body: 'La copia nocturna de la base de datos terminó sin errores.', kind: 'success' },
  { key: 'newDevice', title: 'Inicio de sesión desde un dispositivo nuevo', body: 'Si no has sido tú, cambia tu contraseña cuanto antes.', kind: 'warning' },
];
