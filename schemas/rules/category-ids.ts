/** Category id lists are written as in the specification: "201,158". */
const CATEGORY_IDS = /^[1-9]\d*(,[1-9]\d*)*$/;

export const CATEGORY_IDS_HELP = "Write category ids as whole numbers separated by commas, without spaces, like 201,158.";

export function checkCategoryIds(value: unknown): true | string {
  if (value === undefined || value === null || value === "") return true;
  return typeof value === "string" && CATEGORY_IDS.test(value) ? true : CATEGORY_IDS_HELP;
}

/** The ids of a comma-separated list; empty for null or blank. Throws on a malformed list. */
export function parseCategoryIds(value: string | null | undefined): number[] {
  if (value === undefined || value === null || value === "") return [];
  if (checkCategoryIds(value) !== true) throw new RangeError(`malformed category id list: ${value}`);
  return value.split(",").map(Number);
}
