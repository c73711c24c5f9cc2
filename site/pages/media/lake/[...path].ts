import type { APIRoute } from "astro";
import { lakePicture } from "#lib/content/lake-media.server.ts";

export const prerender = false;

/** GET /media/lake/images/{project}/{dataset}/{file}: a picture of the local Content Lake (site/lib/content/images.server.ts). */
export const GET: APIRoute = ({ params }) => lakePicture(`/${params.path ?? ""}`);
