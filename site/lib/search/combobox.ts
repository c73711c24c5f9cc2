/**
 * Which option of the panel's listbox is active as the shopper presses keys in
 * the search field (the ARIA combobox pattern with aria-activedescendant): -1 is
 * none, so typing goes on in the field; arrows wrap around the options.
 */
export type ComboboxKey = "ArrowDown" | "ArrowUp" | "Home" | "End";

export function isComboboxKey(key: string): key is ComboboxKey {
  return key === "ArrowDown" || key === "ArrowUp" || key === "Home" || key === "End";
}

export function moveActive(active: number, count: number, key: ComboboxKey): number {
  if (count === 0) return -1;
  switch (key) {
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1;
    case "Home":
      return active < 0 ? -1 : 0;
    case "End":
      return active < 0 ? -1 : count - 1;
  }
}
