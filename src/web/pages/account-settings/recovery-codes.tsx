import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, Download } from 'lucide-react';

/** The recovery codes, shown once: copied or downloaded as a text file before the panel is closed. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = `${t('accountSettings.twoFactor.codesFileTitle')}\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tablero-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <div className="alert alert-warning" role="status">
        {t('accountSettings.twoFactor.codesWarning')}
      </div>
      <ul className="tb-recovery-codes list-unstyled" aria-label={t('accountSettings.twoFactor.codesLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-secondary d-inline-flex align-items-center gap-2" onClick={() => void copy().catch(() => setCopied(false))}>
          <Copy size={16} aria-hidden="true" />
          {copied ? t('accountSettings.twoFactor.copied') : t('accountSettings.twoFactor.copy')}
        </button>
        <button type="button" className="btn btn-outline-secondary d-inline-flex align-items-center gap-2" onClick={download}>
          <Download size={16} aria-hidden="true" />
          {t('accountSettings.twoFactor.download')}
        </button>
        <button type="button" className="btn btn-primary ms-auto" onClick={onDone}>
          {t('accountSettings.twoFactor.codesSaved')}
        </button>
      </div>
    </div>
  );
}
