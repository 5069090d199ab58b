import { z } from 'zod';

/**
 * What an endpoint that answers a file (`file` in its schemas) returns: the file's name and its text, produced a
 * piece at a time so a large export is never held whole in memory. The server streams it with the file's type.
 */
export interface FileAnswer {
  filename: string;
  /** Text, or bytes for a binary file (a spreadsheet). */
  chunks: AsyncIterable<string | Uint8Array>;
  /** The file's type when it is not the endpoint's own (an endpoint that writes CSV or XLSX as asked). */
  type?: string;
}

/** The headers a file answer goes out with: its type, and its name to save it under (RFC 6266, the UTF-8 name beside an ASCII one). */
export function fileAnswerHeaders(file: FileAnswer, endpointType: string) {
  const contentType = file.type ?? endpointType;
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'content-type': contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType,
    'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
  };
}

export const fileAnswer = z.custom<FileAnswer>((value) => typeof value === 'object' && value !== null && 'filename' in value && 'chunks' in value);

/** What an endpoint that serves a stored file (`file: 'stored'`) returns: its bytes, sent with its own type. */
export interface StoredFileAnswer {
  contentType: string;
  bytes: Uint8Array;
}

export const storedFileAnswer = z.custom<StoredFileAnswer>((value) => typeof value === 'object' && value !== null && 'contentType' in value && 'bytes' in value);
