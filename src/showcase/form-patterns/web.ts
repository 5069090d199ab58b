import { defineWebModule } from '@/web/web-module';

/** The form pattern pages: layouts, a wizard, every validation rule, and a repeater; each saves for real. */
export const formPatternsWeb = defineWebModule({
  name: 'form-patterns',
  pages: [
    { path: '/forms/layout/form-layout', page: () => import('./ui/form-layout-page'), access: 'signed-in', menu: { titleKey: 'nav.formLayout', section: 'forms' } },
    { path: '/forms/wizard', page: () => import('./ui/wizard-page'), access: 'signed-in', menu: { titleKey: 'nav.formWizard', section: 'forms' } },
    { path: '/forms/form-validation', page: () => import('./ui/form-validation-page'), access: 'signed-in', menu: { titleKey: 'nav.formValidation', section: 'forms' } },
    { path: '/forms/form-repeater', page: () => import('./ui/form-repeater-page'), access: 'signed-in', menu: { titleKey: 'nav.formRepeater', section: 'forms' } },
  ],
});
