import { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../../config/config';
import { limiter, minutesOf } from '../../lib/rate-limit';
import { parseInput } from '../../lib/validation';
import { login } from './auth.service';

export const loginSchema = z.object({
  username: z.string('Username is required.').trim().min(1, 'Username is required.').max(64, 'Username is too long.'),
  password: z.string('Password is required.').min(1, 'Password is required.').max(200, 'Password is too long.'),
});

export function authRouter(config: Config): Router {
  const { max, windowMs } = config.rateLimits.login;
  const loginLimiter = limiter({
    max,
    windowMs,
    failuresOnly: true,
    message: `Too many login attempts. Please try again in ${minutesOf(windowMs)} minutes.`,
  });

  const router = Router();
  router.post('/login', loginLimiter, async (req, res) => {
    const { username, password } = parseInput(loginSchema, req.body);
    const token = await login(config, username, password);
    res.json({ token, message: 'Login successful.' });
  });
  return router;
}
