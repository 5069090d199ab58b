import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { languageDirection } from '@/web/i18n/i18n';

export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const;
export const NAVBAR_COLORS = ['white', 'primary', 'secondary', 'success', 'info', 'dark'] as const;
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;

export interface LayoutSettings {
  skin: (typeof SKINS)[number];
  direction: 'ltr' | 'rtl';
  menuLayout: 'horizontal' | 'vertical';
  menuCollapsed: boolean;
  menuHidden: boolean;
  contentWidth: 'boxed' | 'full';
  navbarType: (typeof NAVBAR_TYPES)[number];
  navbarColor: (typeof NAVBAR_COLORS)[number];
  footerType: (typeof FOOTER_TYPES)[number];
}

/** SPEC §1: horizontal menu, boxed content, floating white navbar, static footer. */
export const DEFAULT_LAYOUT: LayoutSettings = {
  skin: 'light',
  direction: 'ltr',
  menuLayout: 'horizontal',
  menuCollapsed: false,
  menuHidden: false,
  contentWidth: 'boxed',
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'static',
};

// `skin`, `direction` and `menuCollapsed` are the spec's keys; the rest follow the same pattern.
const KEYS = Object.keys(DEFAULT_LAYOUT) as (keyof LayoutSettings)[];

/** The defaults, with the direction of the stored language until the customizer picks one (as the boot script in index.html does). */
const defaults = (): LayoutSettings => ({ ...DEFAULT_LAYOUT, direction: languageDirection(localStorage.getItem('language') ?? 'es') });

function readStored(): LayoutSettings {
  const settings: Record<string, unknown> = { ...defaults() };
  for (const key of KEYS) {
    const raw = localStorage.getItem(key);
    if (raw === null) continue;
    settings[key] = typeof DEFAULT_LAYOUT[key] === 'boolean' ? raw === 'true' : raw;
  }
  return settings as unknown as LayoutSettings;
}

/** Puts the settings on `<html>` (the same attributes the boot script in index.html sets). */
export function applyToDocument(settings: LayoutSettings) {
  const html = document.documentElement;
  html.dataset.skin = settings.skin;
  html.dataset.bsTheme = settings.skin === 'dark' ? 'dark' : 'light';
  html.dir = settings.direction;
}

export const layoutSlice = createSlice({
  name: 'layout',
  initialState: readStored,
  reducers: {
    layoutChanged(state, action: PayloadAction<Partial<LayoutSettings>>) {
      Object.assign(state, action.payload);
      for (const [key, value] of Object.entries(action.payload)) localStorage.setItem(key, String(value));
    },
    layoutReset() {
      for (const key of KEYS) localStorage.removeItem(key);
      return defaults();
    },
  },
});

export const { layoutChanged, layoutReset } = layoutSlice.actions;
