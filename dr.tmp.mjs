import { createClient } from "@sanity/client";
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const apiHost = "https://localhost:3443";
const shop = "http://localhost:4321";
const form = new URLSearchParams({ email: "admin@littlenorth.local", password: process.env.PW, origin: "https://littlenorth.localhost:3443/studio" });
const signIn = await fetch(`${apiHost}/login`, { method: "POST", body: form, redirect: "manual" });
const sid = new URL(signIn.headers.get("location")).hash.replace("#sid=", "");
const { token } = await (await fetch(`${apiHost}/v2025-02-19/auth/fetch?sid=${sid}`)).json();
const writer = createClient({ projectId: "littlenorth", dataset: "production", apiHost, useProjectHostname: false, useCdn: false, apiVersion: "2025-02-19", token });
const secret = `bench-${Date.now()}`;
await writer.createOrReplace({ _id: `drafts.bench-secret`, _type: "sanity.previewUrlSecret", secret, source: "bench", studioUrl: "https://littlenorth.localhost:3443/studio" });
const path = process.argv[2] || "/se";
const enter = await fetch(`${shop}/api/preview?sanity-preview-secret=${secret}&sanity-preview-pathname=${encodeURIComponent(path)}`, { redirect: "manual" });
const cookie = enter.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
if (!cookie) throw new Error(`no cookie: ${enter.status} ${await enter.text()}`);
const time = async (url, headers) => { const s = performance.now(); const r = await fetch(url, { headers }); await r.text(); return [Math.round(performance.now() - s), r.status]; };
const draft = [], plain = [];
for (let i = 0; i < Number(process.argv[3] || 10); i++) {
  draft.push((await time(`${shop}${path}`, { cookie }))[0]);
  plain.push((await time(`${shop}${path}?bench=${i}-${Date.now()}`, {}))[0]);
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`${path}: draft render median ${med(draft)} ms [${draft.join(",")}]; public render (render cache missed, fragments kept) median ${med(plain)} ms [${plain.join(",")}]`);
await writer.delete("drafts.bench-secret");
