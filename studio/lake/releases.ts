/**
 * Content Releases on the local lake (docs/adr/0034-content-releases-on-the-local-lake.md):
 * release documents (`_.releases.<id>`, type `system.release`), the versions in them
 * (`versions.<id>.<docId>`), and the Actions API's release and version actions the
 * Studio's release tool and @sanity/client send. Each action becomes changes of the
 * transaction it is part of, so publishing a release is one transaction: every version
 * becomes published, or none does.
 */
import { Mutation as MutatorMutation } from "@sanity/mutator";
import { z } from "zod";
import { isDraftId, isVersionId, type LakeDocument, publishedIdOf, releaseOf, VERSIONS_PREFIX } from "./groq.ts";
import { applyMutation, LakeError, type MutationResult, type WorkingSet } from "./mutations.ts";

export const RELEASE_TYPE = "system.release";
const RELEASE_PREFIX = "_.releases.";

export const releaseDocumentId = (releaseId: string) => `${RELEASE_PREFIX}${releaseId}`;

/** Where a release stands: only an active one takes changes of its versions. */
export type ReleaseState = "active" | "scheduled" | "published" | "archived";

/** The versions an archived release had, kept on it so unarchiving brings them back (Sanity keeps them in history). */
const ARCHIVED_VERSIONS = "_lakeArchivedVersions";

const releaseId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "A release id is letters, digits, _ and - (at most 64)");
const metadataSchema = z.looseObject({
  title: z.string().max(500).optional(),
  description: z.string().max(10_000).optional(),
  releaseType: z.enum(["asap", "scheduled", "undecided"]).optional(),
  intendedPublishAt: z.iso.datetime({ offset: true }).optional(),
  cardinality: z.enum(["one", "many"]).optional(),
});

export const releaseActionSchemas = [
  z.object({ actionType: z.literal("sanity.action.release.create"), releaseId, metadata: metadataSchema.default({}) }),
  z.object({ actionType: z.literal("sanity.action.release.edit"), releaseId, patch: z.looseObject({}) }),
  z.object({ actionType: z.literal("sanity.action.release.publish"), releaseId }),
  z.object({
    actionType: z.literal("sanity.action.release.schedule"),
    releaseId,
    publishAt: z.iso.datetime({ offset: true }),
  }),
  z.object({ actionType: z.literal("sanity.action.release.unschedule"), releaseId }),
  z.object({ actionType: z.literal("sanity.action.release.archive"), releaseId }),
  z.object({ actionType: z.literal("sanity.action.release.unarchive"), releaseId }),
  z.object({ actionType: z.literal("sanity.action.release.delete"), releaseId }),
  z.object({
    actionType: z.literal("sanity.action.document.version.create"),
    publishedId: z.string().min(1),
    document: z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) }).optional(),
    baseId: z.string().min(1).optional(),
    versionId: z.string().min(1).optional(),
    ifBaseRevisionId: z.string().optional(),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.version.discard"),
    versionId: z.string().min(1),
    purge: z.boolean().optional(),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.version.replace"),
    document: z.looseObject({ _id: z.string().min(1), _type: z.string().min(1) }),
  }),
  z.object({
    actionType: z.literal("sanity.action.document.version.unpublish"),
    versionId: z.string().min(1),
    publishedId: z.string().min(1),
  }),
] as const;

type PublicReleaseAction = z.infer<(typeof releaseActionSchemas)[number]>;

/** What the lake's scheduler commits when a release is due; never accepted from the HTTP API. */
export interface ScheduledPublish {
  actionType: "lake.release.publishScheduled";
  releaseId: string;
}

export type ReleaseAction = PublicReleaseAction | ScheduledPublish;

export interface ReleaseContext {
  transactionId: string;
  timestamp: string;
  /**
   * Ids a release action changed as part of the release (its versions, and the documents
   * publishing makes): they are allowed by the right to act on the release, not each on its own.
   */
  coveredByRelease: Set<string>;
  /** Release documents the release actions wrote: nothing else may write one (a mutation could skip a state). */
  releaseDocuments: Set<string>;
}

const RELEASE_ACTION_TYPES = new Set<string>([
  ...releaseActionSchemas.map((schema) => schema.shape.actionType.value),
  "lake.release.publishScheduled",
]);

export function isReleaseAction(action: { actionType: string }): action is ReleaseAction {
  return RELEASE_ACTION_TYPES.has(action.actionType);
}

function actionError(description: string, id: string, status = 409): LakeError {
  return new LakeError(status, status === 404 ? "DOCUMENT_NOT_FOUND" : "CONFLICT", description, "actionError", [
    { error: { description, type: "actionError", id } },
  ]);
}

function invalid(description: string): LakeError {
  return new LakeError(400, "INVALID_ACTION", description, "actionError");
}

/** A document's content without its system fields, to become another version of it. */
function contentOf(doc: LakeDocument): LakeDocument {
  const { _rev, _updatedAt, _createdAt, _originalId, _system, ...rest } = doc;
  return rest as LakeDocument;
}

function stateOf(release: LakeDocument | undefined): ReleaseState | undefined {
  return release?.state as ReleaseState | undefined;
}

function requireRelease(set: WorkingSet, id: string, states: ReleaseState[], doing: string): LakeDocument {
  const docId = releaseDocumentId(id);
  const release = set.get(docId);
  if (!release) throw actionError(`Release "${id}" does not exist`, docId, 404);
  const state = stateOf(release);
  if (!state || !states.includes(state))
    throw actionError(`Release "${id}" is ${state ?? "in no state"}: it cannot be ${doing}`, docId);
  return release;
}

/** The versions a release holds now, as this transaction sees them. */
async function versionsOf(set: WorkingSet, id: string): Promise<LakeDocument[]> {
  const ids = await set.select("*[_id in path($path)]", { path: `${VERSIONS_PREFIX}${id}.**` });
  return ids.map((versionId) => set.get(versionId)).filter((doc): doc is LakeDocument => doc !== undefined);
}

/** Whether a version says "unpublish this document when the release is published" (version.unpublish). */
function unpublishes(version: LakeDocument): boolean {
  return (version._system as { delete?: unknown } | undefined)?.delete === true;
}

async function writeRelease(set: WorkingSet, ctx: ReleaseContext, release: LakeDocument): Promise<MutationResult[]> {
  ctx.releaseDocuments.add(release._id);
  return applyMutation({ createOrReplace: release }, set, ctx);
}

async function publish(set: WorkingSet, ctx: ReleaseContext, release: LakeDocument, id: string): Promise<MutationResult[]> {
  const results: MutationResult[] = [];
  const finalDocumentStates: { id: string }[] = [];
  for (const version of await versionsOf(set, id)) {
    const publishedId = publishedIdOf(version._id);
    ctx.coveredByRelease.add(version._id).add(publishedId);
    finalDocumentStates.push({ id: publishedId });
    results.push(
      ...(await applyMutation(
        unpublishes(version) ? { delete: { id: publishedId } } : { createOrReplace: { ...contentOf(version), _id: publishedId } },
        set,
        ctx,
      )),
      ...(await applyMutation({ delete: { id: version._id } }, set, ctx)),
    );
  }
  results.push(
    ...(await writeRelease(set, ctx, { ...release, state: "published", publishedAt: ctx.timestamp, finalDocumentStates })),
  );
  return results;
}

function versionIdOf(id: string, action: { publishedId: string }): string {
  if ((!isVersionId(id) && !isDraftId(id)) || publishedIdOf(id) !== action.publishedId || isVersionId(action.publishedId)) {
    throw invalid(`"${id}" is not a version of "${action.publishedId}"`);
  }
  return id;
}

/** Applies one release or version action to the working set (see applyMutation). */
export async function applyReleaseAction(action: ReleaseAction, set: WorkingSet, ctx: ReleaseContext): Promise<MutationResult[]> {
  switch (action.actionType) {
    case "sanity.action.release.create": {
      const docId = releaseDocumentId(action.releaseId);
      if (set.get(docId)) throw actionError(`Release "${action.releaseId}" already exists`, docId);
      ctx.releaseDocuments.add(docId);
      return applyMutation(
        {
          create: {
            _id: docId,
            _type: RELEASE_TYPE,
            name: action.releaseId,
            state: "active",
            metadata: { releaseType: "undecided", ...action.metadata },
          },
        },
        set,
        ctx,
      );
    }
    case "sanity.action.release.edit": {
      const release = requireRelease(set, action.releaseId, ["active", "scheduled", "archived", "published"], "edited");
      const patched = new MutatorMutation({
        mutations: [{ patch: { ...structuredClone(action.patch), id: release._id } as never }],
      }).apply(structuredClone(release) as never) as LakeDocument | null;
      // Only what people write about a release changes; its state is the actions' to move.
      const metadata = metadataSchema.parse(patched?.metadata ?? {});
      return writeRelease(set, ctx, { ...release, metadata });
    }
    case "sanity.action.release.publish": {
      const release = requireRelease(set, action.releaseId, ["active", "scheduled"], "published");
      return publish(set, ctx, release, action.releaseId);
    }
    case "lake.release.publishScheduled": {
      // An unschedule (or a publish by hand) that came first wins: nothing to do then.
      const release = set.get(releaseDocumentId(action.releaseId));
      if (stateOf(release) !== "scheduled" || !release) return [];
      // The transaction's timestamp has whole seconds (as Sanity's): so does the comparison.
      if (Math.floor(Date.parse(String(release.publishAt)) / 1000) * 1000 > Date.parse(ctx.timestamp)) return [];
      return publish(set, ctx, release, action.releaseId);
    }
    case "sanity.action.release.schedule": {
      const release = requireRelease(set, action.releaseId, ["active"], "scheduled");
      return writeRelease(set, ctx, { ...release, state: "scheduled", publishAt: new Date(action.publishAt).toISOString() });
    }
    case "sanity.action.release.unschedule": {
      const { publishAt: _publishAt, ...release } = requireRelease(set, action.releaseId, ["scheduled"], "unscheduled");
      return writeRelease(set, ctx, { ...(release as LakeDocument), state: "active" });
    }
    case "sanity.action.release.archive": {
      const release = requireRelease(set, action.releaseId, ["active"], "archived");
      const versions = await versionsOf(set, action.releaseId);
      const results: MutationResult[] = [];
      for (const version of versions) {
        ctx.coveredByRelease.add(version._id);
        results.push(...(await applyMutation({ delete: { id: version._id } }, set, ctx)));
      }
      results.push(
        ...(await writeRelease(set, ctx, { ...release, state: "archived", [ARCHIVED_VERSIONS]: versions.map(contentOf) })),
      );
      return results;
    }
    case "sanity.action.release.unarchive": {
      const { [ARCHIVED_VERSIONS]: kept, ...release } = requireRelease(set, action.releaseId, ["archived"], "unarchived");
      const results: MutationResult[] = [];
      for (const version of (kept ?? []) as LakeDocument[]) {
        ctx.coveredByRelease.add(version._id);
        results.push(...(await applyMutation({ createIfNotExists: version }, set, ctx)));
      }
      results.push(...(await writeRelease(set, ctx, { ...(release as LakeDocument), state: "active" })));
      return results;
    }
    case "sanity.action.release.delete": {
      const release = requireRelease(set, action.releaseId, ["archived", "published"], "deleted (archive it first)");
      ctx.releaseDocuments.add(release._id);
      return applyMutation({ delete: { id: release._id } }, set, ctx);
    }
    case "sanity.action.document.version.create": {
      if (action.document) {
        const id = versionIdOf(action.document._id, action);
        return applyMutation({ create: { ...(action.document as LakeDocument), _id: id } }, set, ctx);
      }
      if (!action.baseId || !action.versionId) throw invalid("A version is made from a document or from a baseId and versionId");
      const id = versionIdOf(action.versionId, action);
      if (publishedIdOf(action.baseId) !== action.publishedId)
        throw invalid(`"${action.baseId}" is not a version of "${action.publishedId}"`);
      const base = set.get(action.baseId);
      if (!base) throw actionError(`There is no document "${action.baseId}" to make a version of`, action.baseId, 404);
      if (action.ifBaseRevisionId && base._rev !== action.ifBaseRevisionId) {
        throw actionError(`"${action.baseId}" has changed (revision "${base._rev}")`, action.baseId);
      }
      return applyMutation({ create: { ...contentOf(base), _id: id } }, set, ctx);
    }
    case "sanity.action.document.version.discard": {
      if (!isVersionId(action.versionId) && !isDraftId(action.versionId)) throw invalid(`"${action.versionId}" is not a version`);
      if (!set.get(action.versionId)) throw actionError(`There is no version "${action.versionId}"`, action.versionId, 404);
      return applyMutation({ delete: { id: action.versionId } }, set, ctx);
    }
    case "sanity.action.document.version.replace": {
      if (!isVersionId(action.document._id) && !isDraftId(action.document._id)) {
        throw invalid(`"${action.document._id}" is not a version id`);
      }
      return applyMutation({ createOrReplace: action.document as LakeDocument }, set, ctx);
    }
    case "sanity.action.document.version.unpublish": {
      const id = versionIdOf(action.versionId, action);
      if (!isVersionId(id)) throw invalid(`"${id}" is not a release version`);
      const published = set.get(action.publishedId);
      if (!published) throw actionError(`"${action.publishedId}" is not published`, action.publishedId, 404);
      const current = set.get(id);
      return applyMutation(
        { createOrReplace: { ...contentOf(current ?? published), _id: id, _system: { delete: true } } },
        set,
        ctx,
      );
    }
  }
}

/**
 * Refuses a change of a version whose release is not active (scheduled, published or
 * archived releases are locked, as on Sanity), unless a release action made it.
 */
export function checkReleaseLock(id: string, set: WorkingSet, ctx: ReleaseContext): void {
  if (id.startsWith(RELEASE_PREFIX) && !ctx.releaseDocuments.has(id)) {
    throw invalid(`"${id}" is a release: change it with the release actions`);
  }
  const release = releaseOf(id);
  if (!release || ctx.coveredByRelease.has(id)) return;
  const state = stateOf(set.get(releaseDocumentId(release)));
  if (state && state !== "active") {
    throw actionError(`Release "${release}" is ${state}: its documents cannot be changed (unschedule it first)`, id);
  }
}
