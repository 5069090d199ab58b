import { ShieldCheck } from 'lucide-react';
import { defineWebModule } from '@/web/web-module';
import { LAYOUT_DEMOS } from '@/web/pages/layouts/demos';
import { paths } from './paths';

/** The app's own pages: sign-in and registration (and their design demos), errors, maintenance, access control, layout demos. */
export const shellPages = defineWebModule({
  name: 'shell',
  pages: [
    { path: paths.accessControl, page: () => import('@/web/pages/access-control-page'), access: { action: 'read', subject: 'ACL' }, menu: { titleKey: 'nav.accessControl', icon: ShieldCheck } },
    { path: paths.login, page: () => import('@/web/pages/auth/login-page'), layout: 'blank', access: 'guest-only' },
    { path: paths.register, page: () => import('@/web/pages/auth/register-page'), layout: 'blank', access: 'guest-only' },
    { path: paths.loginBasic, page: () => import('@/web/pages/auth/login-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.loginBasic', section: 'authentication' } },
    { path: paths.loginCover, page: () => import('@/web/pages/auth/login-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.loginCover', section: 'authentication' } },
    { path: paths.registerBasic, page: () => import('@/web/pages/auth/register-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.registerBasic', section: 'authentication' } },
    { path: paths.registerCover, page: () => import('@/web/pages/auth/register-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.registerCover', section: 'authentication' } },
    { path: paths.forgotPasswordBasic, page: () => import('@/web/pages/auth/forgot-password-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.forgotPasswordBasic', section: 'authentication' } },
    { path: paths.forgotPasswordCover, page: () => import('@/web/pages/auth/forgot-password-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.forgotPasswordCover', section: 'authentication' } },
    { path: paths.resetPasswordBasic, page: () => import('@/web/pages/auth/reset-password-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.resetPasswordBasic', section: 'authentication' } },
    { path: paths.resetPasswordCover, page: () => import('@/web/pages/auth/reset-password-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.resetPasswordCover', section: 'authentication' } },
    { path: paths.verifyEmailBasic, page: () => import('@/web/pages/auth/verify-email-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.verifyEmailBasic', section: 'authentication' } },
    { path: paths.verifyEmailCover, page: () => import('@/web/pages/auth/verify-email-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.verifyEmailCover', section: 'authentication' } },
    { path: paths.twoStepsBasic, page: () => import('@/web/pages/auth/two-steps-basic-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.twoStepsBasic', section: 'authentication' } },
    { path: paths.twoStepsCover, page: () => import('@/web/pages/auth/two-steps-cover-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.twoStepsCover', section: 'authentication' } },
    { path: paths.notAuthorized, page: () => import('@/web/pages/misc/not-authorized-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.notAuthorized', section: 'misc' } },
    { path: paths.error, page: () => import('@/web/pages/misc/error-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.error', section: 'misc' } },
    { path: paths.maintenance, page: () => import('@/web/pages/misc/maintenance-page'), layout: 'blank', access: 'public', menu: { titleKey: 'nav.maintenance', section: 'misc' } },
    // The layout demos: each applies its option to the frame while shown, leaving the saved customizer choices alone.
    { path: LAYOUT_DEMOS.collapseMenu, page: () => import('@/web/pages/layouts/collapse-menu-page'), access: 'signed-in', layoutOptions: { menu: 'collapsed' }, menu: { titleKey: 'nav.layoutCollapseMenu', section: 'layouts' } },
    { path: LAYOUT_DEMOS.layoutBoxed, page: () => import('@/web/pages/layouts/layout-boxed-page'), access: 'signed-in', layoutOptions: { content: 'boxed' }, menu: { titleKey: 'nav.layoutBoxed', section: 'layouts' } },
    { path: LAYOUT_DEMOS.withoutMenu, page: () => import('@/web/pages/layouts/without-menu-page'), access: 'signed-in', layoutOptions: { menu: 'hidden' }, menu: { titleKey: 'nav.layoutWithoutMenu', section: 'layouts' } },
    { path: LAYOUT_DEMOS.layoutEmpty, page: () => import('@/web/pages/layouts/layout-empty-page'), access: 'signed-in', layoutOptions: { frame: 'empty' }, menu: { titleKey: 'nav.layoutEmpty', section: 'layouts' } },
    { path: LAYOUT_DEMOS.layoutBlank, page: () => import('@/web/pages/layouts/layout-blank-page'), layout: 'blank', access: 'signed-in', menu: { titleKey: 'nav.layoutBlank', section: 'layouts' } },
  ],
});
