import { lazy, startTransition, Suspense, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileText, X } from 'lucide-react';
import { errorOf } from '@/web/api/request';
import { issueText } from '@/web/components/form/issue-text';
import { notify } from '@/web/feedback/notify';
import { ElementPage, Example } from './element-page';
import { useUploadFormFileMutation } from './forms-api';
import { useFileSize } from './file-size';
import { ACCEPT_ATTRIBUTE, readUpload } from './read-upload';
import { UploadedFiles } from './uploaded-files';
import { ZoneContent } from './zone-content';

// react-dropzone arrives when a person comes to the zone (pointer, focus or a file dragged over); meanwhile the
// zone below takes drops and chosen files itself.
const DropZone = lazy(() => import('./drop-zone'));

const MESSAGES = {
  file_too_large: 'showcase.formElements.fileUploader.tooLarge',
  wrong_file_type: 'showcase.formElements.fileUploader.wrongType',
  unreadable_file: 'showcase.formElements.fileUploader.unreadable',
  too_many_files: 'showcase.formElements.fileUploader.tooMany',
};

interface Pending {
  key: number;
  name: string;
  size: number;
  preview?: string;
  stage: 'reading' | 'uploading' | 'failed';
  percent: number;
  error?: string;
}

/** /forms/elements/file-uploader: drag and drop or choose, previews and progress, type and size refused here and by the server, the files kept listed. */
export default function FileUploaderPage() {
  const { t } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`showcase.formElements.fileUploader.${key}`, options);
  const [pending, setPending] = useState<Pending[]>([]);
  const [checkHere, setCheckHere] = useState(true);
  const [wanted, setWanted] = useState(false);
  const [upload] = useUploadFormFileMutation();
  const size = useFileSize();
  const next = useRef(0);
  const input = useRef<HTMLInputElement>(null);
  const want = () => {
    if (!wanted) startTransition(() => setWanted(true));
  };
  const update = (key: number, change: Partial<Pending>) => setPending((all) => all.map((p) => (p.key === key ? { ...p, ...change } : p)));

  async function send(file: File) {
    const key = ++next.current;
    setPending((all) => [...all, { key, name: file.name, size: file.size, stage: 'reading', percent: 0 }]);
    const read = await readUpload(file, (percent) => update(key, { percent }), checkHere);
    if ('refused' in read) return update(key, { stage: 'failed', error: t(MESSAGES[read.refused]) });
    update(key, { stage: 'uploading', percent: 100, preview: read.contentType.startsWith('image/') ? read.dataUrl : undefined });
    try {
      await upload({ name: file.name.slice(0, 200) || 'file', file: read.base64 }).unwrap();
      setPending((all) => all.filter((p) => p.key !== key));
      notify.success(k('uploadedToast', { name: file.name }));
    } catch (failure) {
      const { issues, message } = errorOf(failure);
      update(key, { stage: 'failed', error: issues[0] ? issueText(t, issues[0], MESSAGES) : message });
    }
  }
  const take = (files: File[]) => files.forEach((file) => void send(file));

  const standIn = (
    <div
      className="tb-dropzone"
      onDragEnter={want}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        take([...event.dataTransfer.files]);
      }}
    >
      <input ref={input} id="uploader-input" type="file" multiple accept={ACCEPT_ATTRIBUTE} className="visually-hidden" tabIndex={-1} aria-label={k('inputLabel')} onChange={(event) => { take([...(event.target.files ?? [])]); event.target.value = ''; }} />
      <ZoneContent active={false} onChoose={() => input.current?.click()} />
    </div>
  );

  return (
    <ElementPage name="fileUploader">
      <Example title={k('upload')} id="uploader-zone">
        <div onPointerEnter={want} onFocusCapture={want} onDragEnter={want}>
          <Suspense fallback={standIn}>{wanted ? <DropZone onFiles={take} inputLabel={k('inputLabel')} /> : standIn}</Suspense>
        </div>
        <div className="form-check form-switch mt-3">
          <input className="form-check-input" type="checkbox" role="switch" id="uploader-check-here" checked={checkHere} onChange={(event) => setCheckHere(event.target.checked)} aria-describedby="uploader-check-here-help" />
          <label className="form-check-label" htmlFor="uploader-check-here">
            {k('checkHere')}
          </label>
          <div id="uploader-check-here-help" className="form-text">
            {k('checkHereHelp')}
          </div>
        </div>
        {pending.length > 0 && (
          <ul className="list-unstyled mt-3 mb-0" aria-label={k('inProgress')} aria-live="polite">
            {pending.map((p) => (
              <li key={p.key} className="d-flex align-items-center gap-3 py-2 border-top">
                {p.preview ? <img src={p.preview} alt="" width={48} height={48} className="rounded object-fit-cover tb-upload-thumb" /> : <span className="tb-upload-thumb rounded d-inline-flex align-items-center justify-content-center bg-body-secondary"><FileText size={22} aria-hidden="true" /></span>}
                <div className="flex-grow-1 min-w-0">
                  <div className="d-flex justify-content-between gap-2">
                    <span className="text-truncate" dir="auto">{p.name}</span>
                    <span className="small text-body-secondary flex-shrink-0">{size(p.size)}</span>
                  </div>
                  {p.stage === 'failed' ? (
                    <div className="small text-danger" role="alert">
                      {p.error}
                    </div>
                  ) : (
                    <div className="progress mt-1" role="progressbar" aria-label={p.stage === 'reading' ? k('reading', { name: p.name }) : k('sending', { name: p.name })} aria-valuenow={p.percent} aria-valuemin={0} aria-valuemax={100}>
                      <div className={`progress-bar${p.stage === 'uploading' ? ' progress-bar-striped progress-bar-animated' : ''} tb-progress-${Math.round(p.percent / 10) * 10}`} />
                    </div>
                  )}
                </div>
                {p.stage === 'failed' && (
                  <button type="button" className="btn btn-sm btn-icon" aria-label={k('dismiss', { name: p.name })} onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}>
                    <X size={16} aria-hidden="true" />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Example>
      <Example title={k('uploaded')} id="uploader-list">
        <UploadedFiles />
      </Example>
    </ElementPage>
  );
}
