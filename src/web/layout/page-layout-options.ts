import type { LayoutSettings } from './layout-slice';

/**
 * What a page asks of the app frame while it is shown, over the person's saved customizer choices (which stay as
 * they are): the layout demos use it.
 */
export interface PageLayoutOptions {
  /** 'collapsed': the vertical menu narrowed to its icons; 'hidden': no menu at all. */
  menu?: 'collapsed' | 'hidden';
  /** 'boxed': the content no wider than the boxed width, whatever width was chosen. */
  content?: 'boxed';
  /** 'empty': the frame (content and footer) without navbar and menu. */
  frame?: 'empty';
}

/** The layout the frame draws: the saved settings with the page's options laid over them. */
export function withPageOptions(saved: LayoutSettings, options: PageLayoutOptions | undefined): LayoutSettings {
  if (!options) return saved;
  const layout = { ...saved };
  if (options.menu === 'collapsed') Object.assign(layout, { menuLayout: 'vertical', menuCollapsed: true, menuHidden: false });
  if (options.menu === 'hidden' || options.frame === 'empty') layout.menuHidden = true;
  if (options.content === 'boxed') layout.contentWidth = 'boxed';
  return layout;
}
