import { describe, expect, it } from "vitest";
import type { ContentChange } from "./change-bus.server.ts";
import { EVERYTHING, type Listenable, type ListenEvent, listenForChanges } from "./listen.server.ts";

/** A stand-in for @sanity/client's listen(): the test pushes events and failures into the subscriber. */
function fakeProject() {
  const subscribers: { next: (event: ListenEvent) => void; error: (error: unknown) => void }[] = [];
  const queries: string[] = [];
  const client: Listenable = {
    listen(query) {
      queries.push(query);
      return {
        subscribe(observer) {
          subscribers.push(observer);
          return { unsubscribe: () => subscribers.splice(subscribers.indexOf(observer), 1) };
        },
      };
    },
  };
  return { client, queries, current: () => subscribers.at(-1) };
}

const log = { info: () => {}, warn: () => {} };

describe("content changes heard from the project", () => {
  it("turns a publish into a change of its language, and ignores drafts and uploaded pictures", () => {
    const project = fakeProject();
    const changes: ContentChange[] = [];
    const stop = listenForChanges(project.client, { onChange: (c) => changes.push(c), log });
    const stream = project.current();
    stream?.next({ type: "welcome" });
    stream?.next({
      type: "mutation",
      documentId: "drafts.perk-sv-1",
      result: { _id: "drafts.perk-sv-1", _type: "perk", language: "sv" },
    });
    // An editor uploads a picture: no page shows it yet, so nothing is purged.
    stream?.next({
      type: "mutation",
      documentId: "image-e060545d4e7e9c3bf84a585b1e46bf4bac3c833c-600x750-svg",
      result: { _id: "image-e060545d4e7e9c3bf84a585b1e46bf4bac3c833c-600x750-svg", _type: "sanity.imageAsset" },
    });
    stream?.next({
      type: "mutation",
      documentId: "menu-fi-primary",
      previous: { _id: "menu-fi-primary", _type: "menu", language: "fi" },
      result: { _id: "menu-fi-primary", _type: "menu", language: "fi" },
    });
    expect(changes).toEqual([{ ids: ["menu-fi-primary"], types: ["menu"], languages: ["fi"], markets: [] }]);
    stop();
    expect(project.current()).toBeUndefined();
  });

  it("drops everything once after the stream had a gap, since changes may have been missed", () => {
    const project = fakeProject();
    const changes: ContentChange[] = [];
    listenForChanges(project.client, { onChange: (c) => changes.push(c), log });
    project.current()?.next({ type: "welcome" });
    expect(changes).toEqual([]);
    project.current()?.next({ type: "reconnect" });
    project.current()?.next({ type: "welcome" });
    project.current()?.next({ type: "welcome" });
    expect(changes).toEqual([EVERYTHING]);
  });

  it("treats a deleted document it knows nothing of as possibly anywhere", () => {
    const project = fakeProject();
    const changes: ContentChange[] = [];
    listenForChanges(project.client, { onChange: (c) => changes.push(c), log });
    project.current()?.next({ type: "mutation", documentId: "settings-x" });
    expect(changes[0]?.languages).toBeNull();
  });

  it("listens again after the stream failed, and purges what it may have missed", async () => {
    const project = fakeProject();
    const changes: ContentChange[] = [];
    const stop = listenForChanges(project.client, { onChange: (c) => changes.push(c), log, retryMs: 5 });
    project.current()?.next({ type: "welcome" });
    project.current()?.error(new Error("401"));
    await expect.poll(() => project.queries.length).toBe(2);
    project.current()?.next({ type: "welcome" });
    expect(changes).toEqual([EVERYTHING]);
    stop();
  });

  it("asks for its client again on every start, so a renewed token is used after a refusal", async () => {
    const project = fakeProject();
    let made = 0;
    const stop = listenForChanges(
      () => {
        made++;
        return project.client;
      },
      { onChange: () => {}, log, retryMs: 5 },
    );
    project.current()?.error(Object.assign(new Error("Session not found"), { status: 401 }));
    await expect.poll(() => made).toBe(2);
    stop();
  });
});
