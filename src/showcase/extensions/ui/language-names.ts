/** Each interface language by its own name, as a language menu lists it. */
export const LANGUAGE_NAMES: Record<string, string> = { es: 'Español', en: 'English', fr: 'Français', de: 'Deutsch', pt: 'Português', ar: 'العربية' };
