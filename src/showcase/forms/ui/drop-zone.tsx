import { useDropzone } from 'react-dropzone';
import { ZoneContent } from './zone-content';
import { ACCEPT } from './read-upload';

/** The uploader's drop zone on react-dropzone: files dropped or chosen, accepted or not, all go to `onFiles` to be checked and told. */
export default function DropZone({ onFiles, inputLabel }: { onFiles: (files: File[]) => void; inputLabel: string }) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    multiple: true,
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
  });
  return (
    <div {...getRootProps({ className: `tb-dropzone${isDragActive ? ' is-active' : ''}` })}>
      <input {...getInputProps({ id: 'uploader-input', 'aria-label': inputLabel })} />
      <ZoneContent active={isDragActive} onChoose={open} />
    </div>
  );
}
