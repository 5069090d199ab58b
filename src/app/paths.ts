/** Every route path of the app: the router, the menu and the tests read this one table. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  loginBasic: '/pages/login-basic',
  loginCover: '/pages/login-cover',
  registerBasic: '/pages/register-basic',
  registerCover: '/pages/register-cover',
  notAuthorized: '/misc/not-authorized',
  error: '/misc/error',
  accessControl: '/access-control',
  todo: '/apps/todo',
  permissions: '/apps/permissions',
  userList: '/apps/user/list',
  calendar: '/apps/calendar',
} as const;
