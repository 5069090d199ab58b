import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import rtlcss from 'postcss-rtlcss';
import { fileURLToPath } from 'node:url';
import { localesPlugin } from './scripts/vite-locales';

const src = fileURLToPath(new URL('./src', import.meta.url));

// The code is written against React's API and types. The production build runs it on preact/compat,
// which implements that API in a tenth of react-dom's weight: the sign-in page's first load stays under
// 100 KB. `npm run dev` keeps React itself, for Fast Refresh and React's development warnings.
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), localesPlugin(src)],
  resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }, ...(command === 'build' ? preactCompat : [])] },
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 700 },
  css: {
    // One stylesheet for both directions: physical rules (Bootstrap's utilities) get a flipped twin under [dir=rtl].
    postcss: { plugins: [rtlcss({ safeBothPrefix: true })] },
    preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 20000,
  },
}));
