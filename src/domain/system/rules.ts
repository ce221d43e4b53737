/**
 * The limits and formats of user, role and sign-in requests: one definition for the mock's
 * schemas (./schema.ts) and the console's forms. Kept free of zod so that a form importing a
 * limit does not bring the schema library into the browser bundle.
 */

export const USERNAME_MAX = 32;
export const NAME_MAX = 50;
export const PHONE_MAX = 20;
/** RFC 5321's limit of a forward path; also keeps the format check cheap. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 64;
export const ROLE_CODE_MAX = 32;
export const ROLE_NAME_MAX = 50;
export const DESCRIPTION_MAX = 200;
/** A role, warehouse or menu id. */
export const ID_MAX = 32;
/** Roles or warehouses on one user, ids on one role (the menus have fewer than 200 ids). */
export const LIST_MAX = 500;
/** Sign-in fields are only compared, never stored: a generous cap that still bounds the work. */
export const LOGIN_USERNAME_MAX = 64;
export const LOGIN_PASSWORD_MAX = 128;

export const USERNAME_RE = /^[A-Za-z0-9_.-]{3,32}$/;
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)\S{8,64}$/;
export const PHONE_RE = /^\+?[0-9][0-9 -]{5,19}$/;
export const ROLE_CODE_RE = /^[A-Za-z][A-Za-z0-9_-]{1,31}$/;

const SPACE = /\s/;

/**
 * `local@domain.tld` checked in one pass: the same addresses as /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
 * which backtracks over every dot of a long domain (seconds for a 60 KB address).
 */
export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX || SPACE.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1) return false;
  const domain = value.slice(at + 1);
  return domain.length >= 3 && domain.slice(1, -1).includes('.');
}
