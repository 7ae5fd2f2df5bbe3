// A module of its own, free of yup: the public pages that compare products (Home's rates, the
// calculators) must not pull the form rules into their first-visit JavaScript.

/** Whether two product or scheme names are the same one, as administrators type them (case and outer spaces aside). */
export const sameProduct = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
