import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import rtlcss from 'postcss-rtlcss';
import { fileURLToPath } from 'node:url';
import { localesPlugin } from './scripts/vite-locales';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The direction prefix of a rule that starts with a data attribute (`[data-skin=bordered] .card`): that attribute may
 * sit on <html> beside `dir` (the skin, the theme) or on an element inside it, so the rule matches either way.
 */
const onDirectionOrWithin = (prefix: string, selector: string) => {
  const attribute = /^(\[data-[^\]]+\])(.*)$/s.exec(selector);
  return attribute ? `:is(${prefix} ${attribute[1]}, ${prefix}${attribute[1]})${attribute[2]}` : undefined;
};

export default defineConfig({
  plugins: [react(), localesPlugin(src)],
  resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }] },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // A lazy page's stylesheets are still fetched with it, but its scripts' preload lists are left out: every page's
    // list sat in the first chunk, which grew by about 200 bytes with each page. The browser finds a page's imports
    // when its chunk arrives.
    modulePreload: { resolveDependencies: () => [] },
  },
  css: {
    // One stylesheet for both directions: physical rules (Bootstrap's utilities) get a flipped twin under [dir=rtl].
    postcss: { plugins: [rtlcss({ safeBothPrefix: true, prefixSelectorTransformer: onDirectionOrWithin })] },
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
    // On a run with TEST_ENGINE=postgres, starts the PostgreSQL every test app gets a database in.
    globalSetup: ['src/server/testing/postgres-setup.ts'],
  },
});
