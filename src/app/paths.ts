/** The paths of the app's own pages (sign-in, errors, access control); each module routes its own. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  loginBasic: '/pages/login-basic',
  loginCover: '/pages/login-cover',
  registerBasic: '/pages/register-basic',
  registerCover: '/pages/register-cover',
  twoStepsBasic: '/pages/two-steps-basic',
  twoStepsCover: '/pages/two-steps-cover',
  accountSettings: '/pages/account-settings',
  notAuthorized: '/misc/not-authorized',
  error: '/misc/error',
  accessControl: '/access-control',
  todo: '/apps/todo',
} as const;
