import { z } from 'zod/mini';

export const RegisterPushTokenRequestSchema = z.object({ fcmToken: z.string(), deviceId: z.string() });
