/** Resolves once `check()` holds; throws when it still does not after `ms` (a wait for a condition, not a timing). */
export async function until(check: () => boolean, ms = 2000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met');
    await new Promise((r) => {
      setTimeout(r, 5);
    });
  }
}
