import { useTranslation } from 'react-i18next';
import { HELP_LANGUAGES, type HelpLanguage } from '../routes';

/** The language help content is asked for in: the interface's (Spanish when it has none of them). */
export function useHelpLanguage(): HelpLanguage {
  const { i18n } = useTranslation();
  const code = (i18n.resolvedLanguage ?? i18n.language ?? 'es').slice(0, 2);
  return (HELP_LANGUAGES as readonly string[]).includes(code) ? (code as HelpLanguage) : 'es';
}
