/**
 * A value wrapped in Unicode's first-strong isolate (FSI … PDI): plain text's `<bdi>`, for where markup cannot go
 * (an option, a title). Its direction comes from its own first letter, and a direction override inside it stays inside.
 */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
