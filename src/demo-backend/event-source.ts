import type { AppEvent, EventBus } from '@/platform/events/bus';

/**
 * What `new EventSource('/api/events?ticket=…')` gives on the server, made in the page: the ticket is redeemed by
 * the demo backend, and the account's events from the bus arrive as the server's named events do.
 */
export class DemoEventSource extends EventTarget {
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  private unsubscribe: (() => void) | null = null;

  constructor(url: string, redeem: (ticket: string) => Promise<number | null>, bus: EventBus) {
    super();
    const ticket = new URL(url, location.href).searchParams.get('ticket') ?? '';
    void redeem(ticket).then(
      (accountId) => {
        if (this.readyState === 2) return;
        if (accountId === null) return this.fail();
        this.unsubscribe = bus.subscribe(accountId, (event: AppEvent) => {
          this.dispatchEvent(new MessageEvent(event.type, { data: JSON.stringify(event.data) }));
        });
        this.readyState = 1;
        this.onopen?.(new Event('open'));
      },
      () => this.fail(),
    );
  }

  private fail() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }

  close() {
    this.readyState = 2;
    this.unsubscribe?.();
    this.unsubscribe = null;
  }
}
