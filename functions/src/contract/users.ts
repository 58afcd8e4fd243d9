import { z } from 'zod';
import { email, optionalString, phoneNumber, requiredString, optionalEmail, password } from './common';

export const createUserBody = z.object({
  userId: requiredString(128),
  firstName: requiredString(100),
  lastName: requiredString(100),
  phoneNumber: z.union([z.literal(''), phoneNumber()]).optional(),
  email: email(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const updateUserBody = z
  .object({
    firstName: requiredString(100),
    lastName: requiredString(100),
    phoneNumber: z.union([z.literal(''), phoneNumber()]),
    photoURL: optionalString(2000),
  })
  .partial()
  .strict();
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const registerBody = z.object({
  firstName: requiredString(100),
  lastName: requiredString(100),
  email: email(),
  password: password(),
  phoneNumber: z.union([z.literal(''), phoneNumber()]).optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const updateAuthBody = z
  .object({
    email: email(),
    password: password(),
    phoneNumber: z.union([z.literal(''), phoneNumber()]),
  })
  .partial()
  .strict();
export type UpdateAuthBody = z.infer<typeof updateAuthBody>;

export const existQuery = z.object({
  email: optionalEmail(),
  phoneNumber: z.union([z.literal(''), phoneNumber()]).optional(),
});

export interface User {
  userId: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  photoURL?: string;
  /** Ids of the global roles given to the user; company roles come through membership. */
  roleIds: string[];
  createdAt: string;
  updatedAt: string;
}
