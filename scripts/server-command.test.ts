import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_MB, serverArgs } from './server-command.mjs';

describe('the server command', () => {
  it('runs the built server with its heap capped', () => {
    expect(serverArgs({})).toEqual([`--max-old-space-size=${SERVER_HEAP_MB}`, '--max-semi-space-size=16', 'dist/server/main.js']);
  });

  it('leaves the cap to NODE_OPTIONS when that sets one', () => {
    expect(serverArgs({ NODE_OPTIONS: '--enable-source-maps --max-old-space-size=512' })).toEqual(['dist/server/main.js']);
  });
});
