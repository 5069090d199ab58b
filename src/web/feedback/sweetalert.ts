/**
 * SweetAlert2, loaded when first needed: the build without its stylesheet inside (it would inject it as a style
 * element, which the Content-Security-Policy refuses), its stylesheet as a file, and the theme's colours over it.
 */
export async function loadSweetAlert() {
  const [{ default: Swal }] = await Promise.all([
    import('sweetalert2/dist/sweetalert2.esm.js'),
    import('sweetalert2/dist/sweetalert2.css'),
    import('./sweetalert-theme.scss'),
  ]);
  return Swal;
}
