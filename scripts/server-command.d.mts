export const SERVER_HEAP_MB: number;
export function serverArgs(env?: Record<string, string | undefined>): string[];
