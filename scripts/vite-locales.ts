import type { Plugin } from 'vite';
import { LANGUAGES, buildLocale } from './locales';

/** Serves and emits `/locales/<lng>.json`, merged from the `locales/` folder of each module. */
export function localesPlugin(root: string): Plugin {
  return {
    name: 'tablero-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /^\/locales\/([a-z]{2})\.json/.exec(req.url ?? '');
        if (!match || !LANGUAGES.includes(match[1] as never)) return next();
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(buildLocale(root, match[1])));
      });
    },
    generateBundle() {
      for (const lng of LANGUAGES) {
        this.emitFile({ type: 'asset', fileName: `locales/${lng}.json`, source: JSON.stringify(buildLocale(root, lng)) });
      }
    },
  };
}
