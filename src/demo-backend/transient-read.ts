import pRetry from 'p-retry';

/**
 * Chromium keeps a large value in a file of its own and, short of memory, can fail to read it ("UnknownError: Failed
 * to read large IndexedDB value"), an error the standard calls transient: the read is tried again before it fails.
 */
export const retriedWhenTransient = <T>(read: () => Promise<T>) =>
  pRetry(read, { retries: 3, minTimeout: 50, shouldRetry: ({ error }) => error instanceof DOMException && error.name === 'UnknownError' });
