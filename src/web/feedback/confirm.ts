import i18n from 'i18next';
import { loadSweetAlert } from './sweetalert';

interface ConfirmOptions {
  title: string;
  text?: string;
  confirmText?: string;
  danger?: boolean;
}

/** Asks before a destructive action (SweetAlert2, loaded only when first needed). */
export async function confirm({ title, text, confirmText, danger = true }: ConfirmOptions): Promise<boolean> {
  const Swal = await loadSweetAlert();
  const result = await Swal.fire({
    title,
    text,
    icon: danger ? 'warning' : 'question',
    showCancelButton: true,
    confirmButtonText: confirmText ?? i18n.t('common.confirm'),
    cancelButtonText: i18n.t('common.cancel'),
    reverseButtons: document.documentElement.dir === 'rtl',
    customClass: { confirmButton: danger ? 'btn btn-danger' : 'btn btn-primary', cancelButton: 'btn btn-outline-secondary ms-2 me-2' },
    buttonsStyling: false,
    focusCancel: danger,
  });
  return result.isConfirmed;
}
