/** Fills `{name}` slots in a UI string; a slot with no value stays visible, so a test can catch it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
