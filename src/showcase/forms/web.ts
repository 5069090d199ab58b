import { defineWebModule } from '@/web/web-module';

const element = (name: string, page: () => Promise<{ default: React.ComponentType }>, titleKey: string) => ({
  path: `/forms/elements/${name}`,
  page,
  access: 'signed-in' as const,
  menu: { titleKey: `nav.formElements.${titleKey}`, section: 'forms' as const },
});

/** The form elements showcase (SPEC §2 /forms/elements/…): every control the app's forms are made of, with its variants and states. */
export const formElementsWeb = defineWebModule({
  name: 'form-elements',
  pages: [
    element('input', () => import('./ui/input-page'), 'input'),
    element('input-group', () => import('./ui/input-group-page'), 'inputGroup'),
    element('input-mask', () => import('./ui/input-mask-page'), 'inputMask'),
    element('textarea', () => import('./ui/textarea-page'), 'textarea'),
    element('checkbox', () => import('./ui/checkbox-page'), 'checkbox'),
    element('radio', () => import('./ui/radio-page'), 'radio'),
    element('switch', () => import('./ui/switch-page'), 'switch'),
    element('select', () => import('./ui/select-page'), 'select'),
    element('number-input', () => import('./ui/number-input-page'), 'numberInput'),
    element('file-uploader', () => import('./ui/file-uploader-page'), 'fileUploader'),
    element('editor', () => import('./ui/editor-page'), 'editor'),
    element('pickers', () => import('./ui/pickers-page'), 'pickers'),
  ],
});
