/**
 * The colours a product can have: the key stored on the product (`products.colour`), the
 * listing's colour filter takes in its URL (`colour=navy`), and the shade its swatch is
 * painted in. Names are in the catalog dictionaries (`catalog.colours`), one per language.
 */
export const COLOUR_HEX = {
  black: "#1f1f1f",
  white: "#f5f5f0",
  grey: "#8c8c8c",
  navy: "#1b2a4a",
  "dark-blue": "#23395d",
  "light-blue": "#9cc3e5",
  green: "#4f7a4a",
  red: "#c0392b",
  pink: "#f4b6c2",
  beige: "#d9c7a7",
  yellow: "#f2c94c",
  brown: "#7b4b2a",
} as const;

export type ColourKey = keyof typeof COLOUR_HEX;

/** In the order the filter lists them: dark to light, then the colours. */
export const COLOUR_KEYS = Object.keys(COLOUR_HEX) as ColourKey[];

export const isColourKey = (value: string): value is ColourKey => Object.hasOwn(COLOUR_HEX, value);
