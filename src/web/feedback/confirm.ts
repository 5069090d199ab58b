import i18n from 'i18next';

interface ConfirmOptions {
  title: string;
  text?: string;
  confirmText?: string;
  danger?: boolean;
}

/** Asks before a destructive action (SweetAlert2, loaded only when first needed). */
export async function confirm({ title, text, confirmText, danger = true }: ConfirmOptions): Promise<boolean> {
  // The build without its stylesheet inside (it would inject it as a style element, which the Content-Security-Policy refuses).
  const [{ default: Swal }] = await Promise.all([import('sweetalert2/dist/sweetalert2.esm.js'), import('sweetalert2/dist/sweetalert2.css')]);
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
