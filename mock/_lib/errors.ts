/**
 * A refused domain operation (a state edge a document does not hold, stock that is not there): a
 * translation key (server.*), its variables and an HTTP status. The handlers turn it into an answer
 * in the caller's language (mock/_lib/kits/document.ts).
 */
import type { FieldProblem } from './http';

export class DomainError extends Error {
  constructor(
    public key: string,
    public vars: Record<string, string | number> = {},
    public status = 409,
    /** Store checks of a body (a number taken…): the field each is about. */
    public fields?: Record<string, FieldProblem>,
    /** Added to the message (who holds the units a refusal is about). */
    public detail?: FieldProblem,
  ) {
    super(key);
  }
}
