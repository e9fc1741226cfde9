import { z } from 'zod';

/** Every error answer of the API (and the forms' thank-yous, and the shell's refusals): `{ "message": string }`. */
export const messageSchema = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof messageSchema>;

/** The message of an answer's `{ message }` body, or undefined when the body is not one. */
export const messageOf = (body: unknown): string | undefined => messageSchema.safeParse(body).data?.message;
