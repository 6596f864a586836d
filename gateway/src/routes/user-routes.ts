import { z } from 'zod';
import { defineRoute } from './route.js';

export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/email/captcha/send',
    surfaces: ['base'],
    owner: 'user',
    summary: 'E-mail a six-digit verification code (valid 10 minutes)',
    query: z.object({
      email: z.string().min(1, 'Please input email address').max(254),
      purpose: z.enum(['register', 'password_reset']).default('register'),
    }),
    handle: async ({ query, clients }) => {
      const { expiresInSeconds } = await clients.user.requestVerificationCode({ email: query.email, purpose: query.purpose });
      return { expiresInSeconds };
    },
  }),
];
