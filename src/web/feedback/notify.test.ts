import { describe, expect, it, vi } from 'vitest';

const toast = Object.assign(vi.fn(), { success: vi.fn(), dismiss: vi.fn() });
vi.mock('react-toastify/unstyled', () => ({ toast }));

describe('withToasts', () => {
  it('asks for the container, then hands the library its toast', async () => {
    const { toastsWanted, withToasts } = await import('./notify');
    const listener = vi.fn();
    toastsWanted.subscribe(listener);
    expect(toastsWanted.get()).toBe(false);
    const ran = new Promise<void>((resolve) =>
      withToasts((t) => {
        t.dismiss();
        resolve();
      }),
    );
    expect(toastsWanted.get()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    await ran;
    expect(toast.dismiss).toHaveBeenCalledOnce();
  });
});
