/** Shown in the footer (product.md screen 4). */
export const appVersion = { version: "3.0", year: 2025 } as const;

/** product.md section 9: yearly licence price, in euros. */
export const LICENCE_PRICE_EUR = 19.9;
