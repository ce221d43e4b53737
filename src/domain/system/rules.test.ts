import fc from 'fast-check';
import { EMAIL_MAX, isEmail } from './rules';

/** The pattern isEmail replaces: the same addresses, but it backtracks over every dot of a long domain. */
const OLD_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

describe('isEmail', () => {
  it.each(['a@b.c', 'first.last@example.com', 'x@sub.domain.org', 'a@b.c.', 'a@.b.c', 'a+tag@b-c.io', '用户@例子.中国'])('accepts %s', (v) => {
    expect(isEmail(v)).toBe(true);
  });

  it.each(['', 'a', '@b.c', 'a@', 'a@b', 'a@.c', 'a@b.', 'a@@b.c', 'a@b@c.d', 'a b@c.d', 'a@b.c ', 'a@b\t.c', 'a@b\n.c'])('refuses %j', (v) => {
    expect(isEmail(v)).toBe(false);
  });

  it('decides like the old pattern on every short address (property)', () => {
    const chars = fc.constantFrom('a', 'b', '.', '@', ' ', '\t', '-');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 12 }).map((cs) => cs.join('')), (v) => isEmail(v) === OLD_EMAIL_RE.test(v)),
      { numRuns: 5000 },
    );
  });

  it(`refuses anything over ${EMAIL_MAX} characters, valid or not`, () => {
    const local = 'a'.repeat(EMAIL_MAX - '@example.com'.length);
    expect(isEmail(`${local}@example.com`)).toBe(true);
    expect(isEmail(`${local}a@example.com`)).toBe(false);
  });

  it('answers a 60 KB address of dots (which froze the old pattern) with a plain no', () => {
    // The old pattern needs ~n²/2 steps here; isEmail stops at the length, and its own pass is linear.
    const hostile = `a@${'a.'.repeat(30_000)} `;
    expect(isEmail(hostile)).toBe(false);
    expect(isEmail(`a@${'a.'.repeat(120)} `)).toBe(false);
  });
});
