/**
 * The Actions API (`/data/actions`) the Studio uses for document work: each
 * action is expressed as the mutations Sanity documents for it and applied in
 * the same transaction, so a publish is atomic (the published document
 * replaced and the draft removed, or neither).
 */
import { z } from "zod";
import { DRAFTS_PREFIX, isDraftId, isVersionId, type LakeDocument, publishedIdOf } from "./groq.ts";
import { applyMutation, checkId, conflict, LakeError, type Mutation, type MutationResult, type WorkingSet } from "./mutations.ts";
import {
  applyReleaseAction,
  isReleaseAction,
  type ReleaseContext,
  releaseActionSchemas,
  type ScheduledPublish,
} from "./releases.ts";

const patchSchema = z.looseObject({});

export const actionSchema = z.discriminatedUnion("actionType", [
  z.object({
    actionType: z.literal("sanity.action.document.create"),
    publishedId: z.string().min(1),
    attributes: z.looseObject({ _type: z.string().min(1), _id: z.string().optional() }),
    ifExists: z.enum(["fail", "ignore"]).default("fail"),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.edit"),
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
    patch: patchSchema,
  }),
  z.object({
    actionType: z.literal("sanity.action.document.publish"),
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
    ifDraftRevisionId: z.string().optional(),
    ifPublishedRevisionId: z.string().optional(),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.unpublish"),
    draftId: z.string().min(1),
    publishedId: z.string().min(1),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.discard"),
    draftId: z.string().min(1),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.delete"),
    publishedId: z.string().min(1),
    includeDrafts: z.array(z.string()).optional(),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.replaceDraft"),
    publishedId: z.string().min(1),
    attributes: z.looseObject({ _type: z.string().min(1) }),
  }),
  ...releaseActionSchemas,
]);
export type Action = z.infer<typeof actionSchema> | ScheduledPublish;

type Context = ReleaseContext;

function actionError(description: string, id: string, status = 409): LakeError {
  return new LakeError(status, status === 404 ? "DOCUMENT_NOT_FOUND" : "CONFLICT", description, "actionError", [
    { error: { description, type: "actionError", id } },
  ]);
}

function samePair(draftOrVersionId: string, publishedId: string): void {
  if (publishedIdOf(draftOrVersionId) !== publishedId || isDraftId(publishedId) || isVersionId(publishedId)) {
    throw new LakeError(
      400,
      "INVALID_ACTION",
      `"${draftOrVersionId}" is not a draft or version of "${publishedId}"`,
      "actionError",
    );
  }
}

/** A document's content without its system fields, to become another version of it. */
function contentOf(doc: LakeDocument): Record<string, unknown> {
  const { _rev, _updatedAt, _originalId, ...rest } = doc;
  return rest;
}

const run = (mutation: Mutation, set: WorkingSet, ctx: Context) => applyMutation(mutation, set, ctx);

/** Applies one action to the working set (see applyMutation). */
export async function applyAction(action: Action, set: WorkingSet, ctx: Context): Promise<MutationResult[]> {
  if (isReleaseAction(action)) return applyReleaseAction(action, set, ctx);
  switch (action.actionType) {
    case "sanity.action.document.create": {
      const id = checkId(action.attributes._id ?? `${DRAFTS_PREFIX}${action.publishedId}`);
      samePair(id, action.publishedId);
      if (set.get(id)) {
        if (action.ifExists === "ignore") return [];
        throw actionError(`Document "${id}" already exists`, id);
      }
      return run({ create: { ...action.attributes, _id: id } }, set, ctx);
    }
    case "sanity.action.document.edit": {
      samePair(action.draftId, action.publishedId);
      const results: MutationResult[] = [];
      if (!set.get(action.draftId)) {
        const published = set.get(action.publishedId);
        if (!published) throw actionError(`Neither "${action.draftId}" nor "${action.publishedId}" exists`, action.draftId, 404);
        const { _createdAt, ...content } = contentOf(published);
        results.push(...(await run({ create: { ...(content as LakeDocument), _id: action.draftId } }, set, ctx)));
      }
      results.push(...(await run({ patch: { ...action.patch, id: action.draftId } }, set, ctx)));
      return results;
    }
    case "sanity.action.document.publish": {
      samePair(action.draftId, action.publishedId);
      const draft = set.get(action.draftId);
      if (!draft) throw actionError(`There is no draft "${action.draftId}" to publish`, action.draftId, 404);
      if (action.ifDraftRevisionId && draft._rev !== action.ifDraftRevisionId) {
        throw conflict(`Draft "${action.draftId}" has changed (revision "${draft._rev}")`, action.draftId, "actionError");
      }
      const published = set.get(action.publishedId);
      if (action.ifPublishedRevisionId && published?._rev !== action.ifPublishedRevisionId) {
        throw conflict(`Published "${action.publishedId}" has changed since it was read`, action.publishedId, "actionError");
      }
      return [
        ...(await run({ createOrReplace: { ...(contentOf(draft) as LakeDocument), _id: action.publishedId } }, set, ctx)),
        ...(await run({ delete: { id: action.draftId } }, set, ctx)),
      ];
    }
    case "sanity.action.document.unpublish": {
      samePair(action.draftId, action.publishedId);
      const published = set.get(action.publishedId);
      if (!published) throw actionError(`"${action.publishedId}" is not published`, action.publishedId, 404);
      return [
        ...(await run({ createIfNotExists: { ...(contentOf(published) as LakeDocument), _id: action.draftId } }, set, ctx)),
        ...(await run({ delete: { id: action.publishedId } }, set, ctx)),
      ];
    }
    case "sanity.action.document.discard": {
      if (!isDraftId(action.draftId) && !isVersionId(action.draftId)) {
        throw new LakeError(400, "INVALID_ACTION", `"${action.draftId}" is not a draft`, "actionError");
      }
      if (!set.get(action.draftId)) throw actionError(`There is no draft "${action.draftId}" to discard`, action.draftId, 404);
      return run({ delete: { id: action.draftId } }, set, ctx);
    }
    case "sanity.action.document.delete": {
      const drafts = action.includeDrafts ?? [];
      for (const id of drafts) samePair(id, action.publishedId);
      return run({ delete: { id: [action.publishedId, ...drafts] } }, set, ctx);
    }
    case "sanity.action.document.replaceDraft": {
      const id = `${DRAFTS_PREFIX}${action.publishedId}`;
      return run({ createOrReplace: { ...action.attributes, _id: id } as LakeDocument }, set, ctx);
    }
  }
}
