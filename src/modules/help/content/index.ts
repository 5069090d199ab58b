import type { HelpLanguage } from '../routes';
import type { HelpText } from './structure';
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

/** Every language's help text (written here, the product's own words). */
export const HELP_TEXT: Record<HelpLanguage, HelpText> = { es, en, fr, de, pt, ar };
