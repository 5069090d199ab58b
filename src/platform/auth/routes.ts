import { defineRoutes } from '@/platform/contract/define-routes';

export const authRoutes = defineRoutes({
  login: { method: 'POST', path: '/jwt/login', access: 'public' },
  register: { method: 'POST', path: '/jwt/register', access: 'public' },
  refresh: { method: 'POST', path: '/jwt/refresh-token', access: 'public' },
  twoSteps: { method: 'POST', path: '/jwt/two-steps', access: 'public' },
  logout: { method: 'POST', path: '/jwt/logout', access: 'public' },
  me: { method: 'GET', path: '/jwt/me', access: 'signed-in' },
});
