import { defineWebModule } from '@/web/web-module';
import type { ComponentType } from 'react';

const page = (slug: string, load: () => Promise<{ default: ComponentType }>) => ({
  path: `/components/${slug}`,
  page: load,
  access: 'signed-in' as const,
  menu: { titleKey: `nav.basic.${slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`, section: 'components' as const },
});

/** The basic components of the UI showcase: alerts, avatars, badges, breadcrumbs, buttons, dividers, lists, pills, progress, spinners, timeline and pagination. */
export const componentsBasicWeb = defineWebModule({
  name: 'components-basic',
  pages: [
    page('alerts', () => import('./ui/alerts-page')),
    page('avatar', () => import('./ui/avatar-page')),
    page('badges', () => import('./ui/badges-page')),
    page('breadcrumbs', () => import('./ui/breadcrumbs-page')),
    page('buttons', () => import('./ui/buttons-page')),
    page('divider', () => import('./ui/divider-page')),
    page('list-group', () => import('./ui/list-group-page')),
    page('pagination', () => import('./ui/pagination-page')),
    page('pill-badges', () => import('./ui/pill-badges-page')),
    page('progress', () => import('./ui/progress-page')),
    page('spinners', () => import('./ui/spinners-page')),
    page('timeline', () => import('./ui/timeline-page')),
  ],
});
