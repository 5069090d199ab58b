import { describe, expect, it, vi } from 'vitest';
import { retriedWhenTransient } from './transient-read';

describe('a read of the stored database', () => {
  it('is tried again after a transient failure, and answers what the next attempt read', async () => {
    const read = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new DOMException('Failed to read large IndexedDB value', 'UnknownError'))
      .mockRejectedValueOnce(new DOMException('Failed to read large IndexedDB value', 'UnknownError'))
      .mockResolvedValue('bytes');
    await expect(retriedWhenTransient(read)).resolves.toBe('bytes');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('fails at once when the data is gone for good', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(new DOMException('The blob file is missing', 'NotReadableError'));
    await expect(retriedWhenTransient(read)).rejects.toThrow('The blob file is missing');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('gives up after a few transient failures in a row', async () => {
    const read = vi.fn<() => Promise<string>>().mockRejectedValue(new DOMException('Failed to read large IndexedDB value', 'UnknownError'));
    await expect(retriedWhenTransient(read)).rejects.toThrow('Failed to read large IndexedDB value');
    expect(read).toHaveBeenCalledTimes(4);
  });
});
