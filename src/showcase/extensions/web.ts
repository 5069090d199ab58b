import { defineWebModule } from '@/web/web-module';

/** The extensions section's pages: dialogs, toasts, sliders, drag and drop, a tour, the clipboard, a media player and context menus. */
export const extensionsWeb = defineWebModule({
  name: 'extensions',
  pages: [
    { path: '/extensions/sweet-alert', page: () => import('./ui/sweet-alert-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.sweetAlert', section: 'extensions' } },
    { path: '/extensions/toastr', page: () => import('./ui/toastr-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.toastr', section: 'extensions' } },
    { path: '/extensions/slider', page: () => import('./ui/slider-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.slider', section: 'extensions' } },
    { path: '/extensions/drag-and-drop', page: () => import('./ui/drag-and-drop-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.dragAndDrop', section: 'extensions' } },
    { path: '/extensions/tour', page: () => import('./ui/tour-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.tour', section: 'extensions' } },
    { path: '/extensions/clipboard', page: () => import('./ui/clipboard-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.clipboard', section: 'extensions' } },
    { path: '/extensions/react-player', page: () => import('./ui/react-player-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.reactPlayer', section: 'extensions' } },
    { path: '/extensions/context-menu', page: () => import('./ui/context-menu-page'), access: 'signed-in', menu: { titleKey: 'nav.extensionPages.contextMenu', section: 'extensions' } },
  ],
});
