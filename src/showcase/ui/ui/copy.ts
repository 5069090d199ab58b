import { notify } from '@/web/feedback/notify';

/** Puts `text` on the clipboard, then says so (or that it could not) in a toast. */
export async function copyText(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error(failed);
  }
}
