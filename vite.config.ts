import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { build, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import rtlcss from 'postcss-rtlcss';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { localesPlugin } from './scripts/vite-locales';

const src = fileURLToPath(new URL('./src', import.meta.url));

type ModuleGraph = { getModuleInfo(id: string): { importedIds: string[]; dynamicallyImportedIds: string[] } | null };

/** Every module reachable from the roots: through static imports, or through dynamic ones as well. */
function reached(graph: ModuleGraph, roots: string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    queue.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

// The pages a visitor opens signed out (sign-in, register, recovery, the error pages, coming soon).
const signedOutPage = /\/src\/web\/pages\/(auth|misc)\/|\/coming-soon-page\.tsx$/;

/**
 * What every signed-in page loads besides the first chunk (the session, the store and API slice, the frame with its
 * menu and navbar) goes out as one chunk. Left to itself the bundler cut it into some forty small files, shared in
 * different combinations with the pages, and each file costs its own imports and compression. What a signed-out
 * page needs stays out of it, so those pages do not load the frame.
 */
function signedInChunk(): (id: string, graph: ModuleGraph) => string | null {
  let frame: Set<string> | undefined;
  return (id, graph) => {
    if (!frame) {
      const entry = `${src}/app/main.tsx`;
      const signedOut = [...reached(graph, [entry], true)].filter((m) => signedOutPage.test(m));
      const elsewhere = reached(graph, [entry, ...signedOut]);
      frame = new Set([...reached(graph, [`${src}/app/signed-in.tsx`, `${src}/app/app-frame.tsx`])].filter((m) => !elsewhere.has(m)));
    }
    return frame.has(id) ? 'signed-in' : null;
  };
}

/**
 * The static demo's backend (services, contracts, the SQLite engine and its WebAssembly), built on its own: the
 * pages' chunks are exactly the server build's, and the engine, which loads after first paint, shares none of them.
 * Its files go out with the app's (see demoEngine below); the app imports it by the address this returns.
 */
async function buildDemoEngine() {
  const result = await build({
    configFile: false,
    mode: 'demo',
    logLevel: 'warn',
    // Its WebAssembly is found beside it, wherever the demo is served from.
    base: './',
    resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }] },
    build: {
      write: false,
      copyPublicDir: false,
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        input: { 'demo-engine': `${src}/demo-backend/index.ts` },
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/demo-engine-[name]-[hash].js' },
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const files = output.output.map((file) => ({ fileName: file.fileName, source: file.type === 'chunk' ? file.code : file.source }));
  const entry = output.output.find((file) => file.type === 'chunk' && file.isEntry)!.fileName;
  return { entry, files };
}

/**
 * `vite preview` (the demo's static host in `npm run preview:demo` and in the end-to-end suite) lets the browser keep
 * the built files for good, as a static host should: their names change with their content. Without it every page
 * load asks again for each of its scripts, one round trip per level of imports.
 */
function builtFilesKept(): Plugin {
  return {
    name: 'tablero-built-files-kept',
    configurePreviewServer(server) {
      const assets = `${server.config.base}assets/`;
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith(assets)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}

/** Writes the demo engine's files among the app's. */
function demoEngine(engine: Awaited<ReturnType<typeof buildDemoEngine>>): Plugin {
  return {
    name: 'tablero-demo-engine',
    generateBundle() {
      for (const { fileName, source } of engine.files) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * The direction prefix of a rule that starts with a data attribute (`[data-skin=bordered] .card`): that attribute may
 * sit on <html> beside `dir` (the skin, the theme) or on an element inside it, so the rule matches either way.
 */
const onDirectionOrWithin = (prefix: string, selector: string) => {
  const attribute = /^(\[data-[^\]]+\])(.*)$/s.exec(selector);
  return attribute ? `:is(${prefix} ${attribute[1]}, ${prefix}${attribute[1]})${attribute[2]}` : undefined;
};

/**
 * Recharts keeps its charts' state in a Redux store of its own and uses more of Redux Toolkit than the app does (the
 * listener middleware). Sharing the one copy would put that code in the chunk every signed-in page loads; Recharts
 * gets a copy of its own (the toolkit's other build), in the chunk that loads with its charts.
 */
function rechartsOwnToolkit(): Plugin {
  const ownCopy = fileURLToPath(new URL('./node_modules/@reduxjs/toolkit/dist/redux-toolkit.legacy-esm.js', import.meta.url));
  return {
    name: 'tablero-recharts-own-toolkit',
    enforce: 'pre',
    resolveId: (source, importer) => (source === '@reduxjs/toolkit' && importer?.includes('/node_modules/recharts/') ? ownCopy : null),
  };
}

/**
 * CASL builds its MongoDB-style condition matcher when its module loads, a call the bundler must keep in case it has
 * effects, and with it the query interpreter (about 2.4 KB in every signed-in page's first load). The app's rules
 * have no conditions and use the plain ability, so the call is marked pure and dropped when nothing uses its result.
 */
function caslMatcherOnDemand(): Plugin {
  const call = 'Q = F(I, J)';
  return {
    name: 'tablero-casl-matcher-on-demand',
    transform(code, id) {
      if (!id.includes('/node_modules/@casl/ability/dist/esm/index.mjs')) return null;
      if (!code.includes(call)) throw new Error(`@casl/ability changed: "${call}" not found; revisit caslMatcherOnDemand in vite.config.ts`);
      return { code: code.replace(call, `Q = /* @__PURE__ */ F(I, J)`), map: null };
    },
  };
}

export default defineConfig(async ({ command, mode }): Promise<ViteUserConfig> => {
  const engine = command === 'build' && mode === 'demo' ? await buildDemoEngine() : undefined;
  return {
    plugins: [react(), localesPlugin(src), rechartsOwnToolkit(), caslMatcherOnDemand(), builtFilesKept(), ...(engine ? [demoEngine(engine)] : [])],
    // Where the static demo's app finds its engine.
    define: { 'import.meta.env.VITE_DEMO_ENGINE': JSON.stringify(engine?.entry ?? '') },
    resolve: { alias: [{ find: /^@\//, replacement: `${src}/` }] },
    build: {
      // `--mode demo`: the static demo (src/demo-backend answers the API in the page), written beside the server's build.
      outDir: mode === 'demo' ? 'dist/demo' : 'dist/web',
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 700,
      // A lazy page's stylesheets are still fetched with it, but its scripts' preload lists are left out: every page's
      // list sat in the first chunk, which grew by about 200 bytes with each page. The browser finds a page's imports
      // when its chunk arrives.
      modulePreload: { resolveDependencies: () => [] },
      rolldownOptions: { output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: signedInChunk() }] } } },
    },
    css: {
      // One stylesheet for both directions: physical rules (Bootstrap's utilities) get a flipped twin under [dir=rtl].
      postcss: { plugins: [rtlcss({ safeBothPrefix: true, prefixSelectorTransformer: onDirectionOrWithin })] },
      preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] } } },
    server: { proxy: { '/api': 'http://localhost:3000' } },
    // The demo is served as the plain static files it is: nothing goes to a server.
    preview: mode === 'demo' ? { proxy: {} } : undefined,
    test: {
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
      environment: 'node',
      pool: 'forks',
      // Vitest leaves a core to itself by default, which on a two-core machine is one test file at a time; most files
      // wait on their databases part of the time, so one file per core keeps both busy.
      maxWorkers: availableParallelism(),
      testTimeout: 20000,
      // The run's folder of prepared databases; with TEST_ENGINE=postgres, the PostgreSQL every test app gets a database in.
      globalSetup: ['src/server/testing/global-setup.ts'],
    },
  };
});
