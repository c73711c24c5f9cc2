// @vitest-environment jsdom
import { act, createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import type { InputProps } from "sanity";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The Studio's document store is Sanity's; what is ours is when the form root asks it to commit, and what it focuses.
const execute = vi.fn();
vi.mock("sanity", () => ({
  getPublishedId: (id: string) => id.replace(/^drafts\./, ""),
  getVersionFromId: () => undefined,
  pathToString: (path: string[]) => path.join("."),
  useDocumentOperation: () => ({ commit: { execute } }),
}));
const { COMMIT_AFTER_MS, formRootInput } = await import("./form-root.tsx");

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame", "cancelAnimationFrame", "performance"] });
  execute.mockClear();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

/** One component type for every render, so a render with a new value updates the form as the Studio's does. */
const FormRoot = ({ props }: { props: InputProps }) => formRootInput(props);

/** The document's root input as the Studio renders it: the form is an input whose id is its field's path. */
function render(value: Record<string, unknown>, focusPath: string[] = []) {
  const props = {
    path: [],
    value,
    focusPath,
    schemaType: { name: "alertBanner" },
    renderDefault: () => createElement("input", { id: "text", defaultValue: String(value.text ?? "") }),
  } as unknown as InputProps;
  act(() => root.render(createElement(FormRoot, { props })));
}

describe("the form's root input", () => {
  it("commits nothing on opening, and once a short pause after each run of changes", () => {
    render({ _id: "drafts.banner", text: "Rea" });
    act(() => vi.advanceTimersByTime(5_000));
    expect(execute).not.toHaveBeenCalled();

    render({ _id: "drafts.banner", text: "Rea i" });
    act(() => vi.advanceTimersByTime(COMMIT_AFTER_MS - 20));
    render({ _id: "drafts.banner", text: "Rea id" });
    act(() => vi.advanceTimersByTime(COMMIT_AFTER_MS - 1));
    expect(execute).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(execute).toHaveBeenCalledTimes(1);

    render({ _id: "drafts.banner", text: "Rea ida" });
    act(() => vi.advanceTimersByTime(COMMIT_AFTER_MS));
    expect(execute).toHaveBeenCalledTimes(2);
  });

  it("focuses the field a click in the frame opened, unless the editor is in another field", () => {
    render({ _id: "drafts.banner", text: "Rea" }, ["text"]);
    act(() => vi.advanceTimersByTime(50));
    expect(document.activeElement?.id).toBe("text");

    act(() => root.render(null));
    const other = document.createElement("input");
    document.body.append(other);
    other.focus();
    render({ _id: "drafts.other", text: "Rea" }, ["text"]);
    act(() => vi.advanceTimersByTime(50));
    expect(document.activeElement).toBe(other);
    other.remove();
  });

  it("renders any other input as Sanity does, with no companion", () => {
    const renderDefault = vi.fn(() => createElement("input", { id: "name" }));
    const props = { path: ["name"], value: "x", schemaType: { name: "string" }, renderDefault } as unknown as InputProps;
    expect(formRootInput(props)).toEqual(renderDefault.mock.results[0]?.value);
  });
});
