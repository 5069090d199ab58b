import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { copyText } from './copy';
import { copiedText, type CopyAs } from './icon-names';

/** One icon with its name; pressing it copies the name or the JSX. */
export function IconButton({ name, Icon, copyAs }: { name: string; Icon: LucideIcon; copyAs: CopyAs }) {
  const { t } = useTranslation();
  const text = copiedText(name, copyAs);
  return (
    <button type="button" className="tb-icon-cell btn" title={text} aria-label={t('showcase.icons.copyIcon', { text })} onClick={() => void copyText(text, t('showcase.icons.copied', { text }), t('showcase.icons.copyFailed'))}>
      <Icon size={24} aria-hidden="true" />
      <span className="tb-icon-name" dir="ltr">
        {name}
      </span>
    </button>
  );
}
