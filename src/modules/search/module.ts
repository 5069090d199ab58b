import { defineModule, type BackendModule } from '@/platform/module';
import { searchContract } from './contract';
import { searchMigrations } from './migrations';
import * as service from './service';

/**
 * The navbar search and bookmarks. `modules` gives the modules whose search providers answer the files and contacts
 * groups (read at each request, so the registry can name the list this module is part of).
 */
export function searchModule(modules: () => BackendModule[]) {
  const providers = () => modules().flatMap((module) => module.searchProviders ?? []);
  return defineModule({
    name: 'search',
    contract: searchContract,
    migrations: searchMigrations,
    handlers: {
      search: async (ctx, { query }) => ({ searchArr: await service.search(ctx, providers(), query.q) }),
      bookmarks: (ctx) => service.listBookmarks(ctx),
      toggleBookmark: (ctx, { body }) => service.toggleBookmark(ctx, body.id),
    },
  });
}
