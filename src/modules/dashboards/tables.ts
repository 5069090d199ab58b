import type { Generated } from 'kysely';

/** The site's visits per day, device and browser (the app has no traffic of its own to count; seeded). */
export interface SiteVisitTable {
  /** ISO day. */
  day: string;
  /** 'desktop' | 'mobile' | 'tablet' */
  device: string;
  /** 'chrome' | 'safari' | 'firefox' | 'edge' | 'opera' */
  browser: string;
  sessions: number;
  users: number;
  /** Of `users`, those who had visited before. */
  returning_users: number;
  /** The sessions' summed length. */
  duration_seconds: number;
}

/** Support tickets: 'new' until answered, 'open' until closed. */
export interface SupportTicketTable {
  id: Generated<number>;
  /** ISO instant. */
  created_at: string;
  /** Minutes until the first answer, null while unanswered. */
  response_minutes: number | null;
  status: string;
}

/** Newsletter sign-ups and departures per day. */
export interface NewsletterDayTable {
  day: string;
  subscribed: number;
  unsubscribed: number;
  /** Issues sent that day. */
  sent: number;
}

/** Per day: accounts made, of those the ones removed since, and the accounts whose first and whose last order it was (customer-days.ts). */
export interface CustomerDayTable {
  /** ISO day. */
  day: string;
  signups: Generated<number>;
  removed: Generated<number>;
  first_buyers: Generated<number>;
  last_buyers: Generated<number>;
}

/** Per calendar month: the accounts that ordered in it, and of those the ones that had ordered in an earlier month. */
export interface CustomerMonthTable {
  /** YYYY-MM. */
  month: string;
  buyers: Generated<number>;
  returning_buyers: Generated<number>;
}

/** The invoices issued per day and their summed totals (invoice-days.ts). */
export interface InvoiceDayTable {
  /** ISO day. */
  day: string;
  invoices: number;
  total_cents: number;
}

declare module '@/platform/db/database' {
  interface Database {
    site_visits: SiteVisitTable;
    support_tickets: SupportTicketTable;
    newsletter_days: NewsletterDayTable;
    customer_days: CustomerDayTable;
    customer_months: CustomerMonthTable;
    invoice_days: InvoiceDayTable;
  }
}
