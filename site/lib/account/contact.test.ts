import { describe, expect, it } from "vitest";
import { parseContact } from "./contact.ts";

describe("identity reply", () => {
  it("reads the contact JSON string", () => {
    expect(parseContact({ contact: '{"contactId":"c1"}' })).toEqual({ contactId: "c1" });
    expect(parseContact({ contact: '{"contactId":"c1","discoveryKey":"k"}' })).toEqual({ contactId: "c1", discoveryKey: "k" });
  });

  it("is null for anything it cannot read, so the soft login is false", () => {
    for (const reply of [null, {}, { contact: 1 }, { contact: "not json" }, { contact: "null" }, { contact: '{"contactId":""}' }])
      expect(parseContact(reply)).toBeNull();
  });
});
