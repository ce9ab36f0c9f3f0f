import { z } from 'zod';

export const RegisterPushTokenRequestSchema = z.object({ fcmToken: z.string(), deviceId: z.string() });
