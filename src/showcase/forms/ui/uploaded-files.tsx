import { useTranslation } from 'react-i18next';
import { FileText, Trash2 } from 'lucide-react';
import { confirmDelete } from '@/web/feedback/confirm-delete';
import { ListStates } from '@/web/components/states';
import { useFormUploadsQuery, useRemoveFormUploadMutation } from './forms-api';
import { useFileSize } from './file-size';
import { publicFile } from '@/web/public-file';

/** The account's files on the server, newest first, each with its preview and a remove button that asks first. */
export function UploadedFiles() {
  const { t, i18n } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`showcase.formElements.fileUploader.${key}`, options);
  const result = useFormUploadsQuery();
  const [remove] = useRemoveFormUploadMutation();
  const size = useFileSize();
  const files = result.data?.files ?? [];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ListStates result={result} isEmpty={files.length === 0} empty={{ message: k('empty') }}>
      <ul className="list-group list-group-flush" aria-label={k('uploaded')}>
        {files.map((file) => (
          <li key={file.id} className="list-group-item d-flex align-items-center gap-3 px-0">
            {file.contentType.startsWith('image/') ? (
              <img src={publicFile(file.url)} alt="" width={48} height={48} className="rounded object-fit-cover flex-shrink-0 tb-upload-thumb" />
            ) : (
              <span className="tb-upload-thumb rounded d-inline-flex align-items-center justify-content-center bg-body-secondary flex-shrink-0">
                <FileText size={22} aria-hidden="true" />
              </span>
            )}
            <div className="flex-grow-1 min-w-0">
              <a href={publicFile(file.url)} target="_blank" rel="noreferrer" className="d-block text-truncate fw-semibold" dir="auto">
                {file.name}
              </a>
              <span className="small text-body-secondary">
                {size(file.size)} · {when.format(new Date(file.createdAt))}
              </span>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={k('remove', { name: file.name })}
              title={k('remove', { name: file.name })}
              onClick={() =>
                void confirmDelete({
                  title: k('removeTitle'),
                  text: k('removeText', { name: file.name }),
                  run: () => remove(file.id).unwrap(),
                  done: k('removed', { name: file.name }),
                })
              }
            >
              <Trash2 size={16} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </ListStates>
  );
}
