/** The layout demos, each a page showing one option of the frame (no React here: the route table reads it). */
export const LAYOUT_DEMOS = {
  collapseMenu: '/page-layout/collapse-menu',
  layoutBoxed: '/page-layout/layout-boxed',
  withoutMenu: '/page-layout/without-menu',
  layoutEmpty: '/page-layout/layout-empty',
  layoutBlank: '/page-layout/layout-blank',
} as const;

export type LayoutDemoKey = keyof typeof LAYOUT_DEMOS;
