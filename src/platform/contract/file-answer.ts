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

export const fileAnswer = z.custom<FileAnswer>((value) => typeof value === 'object' && value !== null && 'filename' in value && 'chunks' in value);

/** What an endpoint that serves a stored file (`file: 'stored'`) returns: its bytes, sent with its own type. */
export interface StoredFileAnswer {
  contentType: string;
  bytes: Uint8Array;
}

export const storedFileAnswer = z.custom<StoredFileAnswer>((value) => typeof value === 'object' && value !== null && 'contentType' in value && 'bytes' in value);
