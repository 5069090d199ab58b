import { useTranslation } from 'react-i18next';
import { UploadCloud } from 'lucide-react';

/** What the drop zone says, and its button to choose files. */
export function ZoneContent({ active, onChoose }: { active: boolean; onChoose: () => void }) {
  const { t } = useTranslation();
  const k = (key: string) => t(`showcase.formElements.fileUploader.${key}`);
  return (
    <>
      <UploadCloud size={40} className="text-primary mb-2" aria-hidden="true" />
      <p className="fw-semibold mb-1">{active ? k('dropNow') : k('dropHere')}</p>
      <p className="small text-body-secondary mb-3">{k('limits')}</p>
      <button type="button" className="btn btn-primary" onClick={onChoose}>
        {k('choose')}
      </button>
    </>
  );
}
