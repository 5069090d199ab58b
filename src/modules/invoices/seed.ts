import type { SeedContext } from '@/platform/module';
import { isoDay } from '@/platform/db/random';
import { INVOICE_STATUSES } from './contract';
import { PAYMENT_METHODS } from './routes';
import { amountText, totalsOf } from './money';
import type { InvoiceClientTable, InvoiceItemTable, InvoicePaymentTable, InvoiceTable } from './tables';

const CLIENTS: Omit<InvoiceClientTable, 'id' | 'avatar'>[] = [
  { name: 'Lucía Romero', company: 'Nubaria S.L.', company_email: 'lucia.romero@nubaria.example', address: 'Calle Mayor 12, 28013 Madrid', country: 'España', contact: '+34 612 345 678' },
  { name: 'Mateo Herrera', company: 'Torre Azul', company_email: 'mateo@torreazul.example', address: 'Av. Reforma 222, Ciudad de México', country: 'México', contact: '+52 55 1234 5678' },
  { name: 'Valentina Cruz', company: 'Pixelandia', company_email: 'valentina.cruz@pixelandia.example', address: 'Av. Corrientes 1500, Buenos Aires', country: 'Argentina', contact: '+54 11 4321 8765' },
  { name: 'Diego Navarro', company: 'Cobalto Labs', company_email: 'diego@cobaltolabs.example', address: 'Carrera 7 #71-21, Bogotá', country: 'Colombia', contact: '+57 601 555 0199' },
  { name: 'Camila Ortega', company: 'Marea Digital', company_email: 'camila.ortega@mareadigital.example', address: 'Av. Providencia 1208, Santiago', country: 'Chile', contact: '+56 2 2345 6789' },
  { name: 'Andrés Molina', company: 'Olivo Sistemas', company_email: 'andres@olivosistemas.example', address: 'Jr. de la Unión 450, Lima', country: 'Perú', contact: '+51 1 555 0123' },
  { name: 'Sofía Serrano', company: 'Brújula', company_email: 'sofia.serrano@brujula.example', address: 'Rua Augusta 90, Lisboa', country: 'Portugal', contact: '+351 21 123 4567' },
  { name: 'Javier Delgado', company: 'Faro Data', company_email: 'javier@farodata.example', address: '18 Rue de Rivoli, Paris', country: 'Francia', contact: '+33 1 23 45 67 89' },
  { name: 'Elena Castro', company: 'Quinta Ola', company_email: 'elena.castro@quintaola.example', address: 'Friedrichstraße 44, Berlin', country: 'Alemania', contact: '+49 30 1234567' },
  { name: 'Tomás Vidal', company: 'Ámbar Studio', company_email: 'tomas@ambarstudio.example', address: 'Av. 18 de Julio 1100, Montevideo', country: 'Uruguay', contact: '+598 2 900 1234' },
  { name: 'Paula Rubio', company: 'Cierzo Apps', company_email: 'paula.rubio@cierzo.example', address: 'Paseo Independencia 8, Zaragoza', country: 'España', contact: '+34 976 123 456' },
  { name: 'Hugo Ibáñez', company: 'Lince Software', company_email: 'hugo@lince.example', address: 'Gran Vía 30, Bilbao', country: 'España', contact: '+34 944 555 010' },
];

const CATALOGUE: { service: string; items: [string, string, number][] }[] = [
  { service: 'Desarrollo de software', items: [['Desarrollo backend', 'API y base de datos', 1200], ['Desarrollo frontend', 'Pantallas en React', 950], ['Pruebas', 'Pruebas automáticas', 400]] },
  { service: 'Diseño UI/UX', items: [['Prototipo', 'Maquetas interactivas', 800], ['Sistema de diseño', 'Componentes y estilos', 650], ['Iconos', 'Juego de iconos a medida', 120]] },
  { service: 'Licencia extendida', items: [['Licencia extendida', 'Uso comercial ilimitado', 499], ['Soporte anual', 'Doce meses de soporte', 150]] },
  { service: 'Personalización de plantilla', items: [['Personalización', 'Colores, tipografía y logo', 300], ['Páginas nuevas', 'Hasta cinco páginas', 220]] },
  { service: 'Mantenimiento web', items: [['Mantenimiento mensual', 'Actualizaciones y copias', 180], ['Horas extra', 'Horas de desarrollo', 45]] },
  { service: 'Desarrollo de apps', items: [['App móvil', 'iOS y Android', 2400], ['Publicación', 'Alta en las tiendas', 150], ['Notificaciones', 'Servicio de avisos', 300]] },
];
const TAX_RATES = [0, 10, 21, 21];

/** The spec's 36 invoices (× SEED_SCALE) over twelve clients, each with its line items; inserted in batches. */
export async function seedInvoices({ db, random, now, scale }: SeedContext) {
  const clients = await db
    .insertInto('invoice_clients')
    .values(CLIENTS.map((c, i) => ({ ...c, avatar: i % 3 === 2 ? '' : `/images/avatars/${(i % 12) + 1}.svg` })))
    .returningAll()
    .execute();

  const count = 36 * scale;
  const BATCH = 400;
  for (let start = 0; start < count; start += BATCH) {
    const invoices: Omit<InvoiceTable, 'id'>[] = [];
    const itemsOf: Omit<InvoiceItemTable, 'id' | 'invoice_id'>[][] = [];
    const paymentOf: (Omit<InvoicePaymentTable, 'id' | 'invoice_id'> | null)[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const client = random.pick(clients);
      const offer = random.pick(CATALOGUE);
      const items = random.some(offer.items, 1, 3).map(([item, description, cost], position) => ({ position, item, description, cost_cents: cost * 100, qty: random.int(1, 3) }));
      const taxRate = random.pick(TAX_RATES);
      const { subtotal, total } = totalsOf(items.map((it) => ({ cost: it.cost_cents / 100, qty: it.qty })), taxRate);
      const status = random.pick(INVOICE_STATUSES);
      const issued = -random.int(5, 200);
      const due = status === 'Past Due' ? -random.int(1, 4) : issued + random.int(15, 60);
      const issuedOn = Math.min(issued, due - 1);
      let balance = total;
      if (status === 'Paid') balance = random.bool(0.15) ? -random.int(1, 30) * 1000 : 0;
      if (status === 'Partial Payment') balance = Math.round(total * random.int(20, 80)) / 100;
      balance = Math.round(balance);
      invoices.push({
        client_id: client.id,
        issued_date: isoDay(now, issuedOn),
        due_date: isoDay(now, due),
        service: offer.service,
        subtotal_cents: subtotal,
        tax_rate: taxRate,
        total_cents: total,
        balance_cents: balance,
        invoice_status: status,
        avatar: client.avatar,
        note: random.bool(0.5) ? 'Gracias por confiar en nosotros. Pago por transferencia a la cuenta indicada.' : '',
        client_name: client.name,
        client_company: client.company,
        client_email: client.company_email,
        client_address: client.address,
        client_country: client.country,
        client_contact: client.contact,
        amounts_text: `${amountText(total)} ${amountText(balance)}`,
      });
      itemsOf.push(items);
      // What was paid is what the balance no longer owes, recorded as one payment some days after issue. Drawn from
      // the position, not the random source, so the rest of the sample data stays as it was.
      paymentOf.push(balance < total ? { amount_cents: total - balance, paid_on: isoDay(now, Math.min(-1, issuedOn + 3 + (i % 12))), method: PAYMENT_METHODS[i % PAYMENT_METHODS.length], note: '' } : null);
    }
    const ids = await db.insertInto('invoices').values(invoices).returning('id').execute();
    const items = ids.flatMap(({ id }, i) => itemsOf[i].map((item) => ({ ...item, invoice_id: id })));
    for (let i = 0; i < items.length; i += 1000) await db.insertInto('invoice_items').values(items.slice(i, i + 1000)).execute();
    const payments = ids.flatMap(({ id }, i) => (paymentOf[i] ? [{ ...paymentOf[i], invoice_id: id }] : []));
    if (payments.length) await db.insertInto('invoice_payments').values(payments).execute();
  }
}
