/** The shape of an English reference dictionary, with its literal strings widened to string. */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
