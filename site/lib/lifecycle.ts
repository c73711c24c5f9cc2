/**
 * What a server process does when it stops (site/lib/http/node.server.ts, on
 * SIGTERM, after its last request): close the database pool, flush what is
 * kept. The list lives on globalThis because the built shop and the server in
 * front of it each carry their own copy of this module.
 */
type Hook = () => unknown;

const KEY = Symbol.for("littlenorth.shutdown-hooks");

function hooks(): Hook[] {
  const holder = globalThis as unknown as Record<symbol, Hook[] | undefined>;
  holder[KEY] ??= [];
  return holder[KEY];
}

export function onShutdown(hook: Hook): void {
  hooks().push(hook);
}

/** Runs every hook once, the last registered first; a failing hook does not stop the others. */
export async function runShutdownHooks(onError: (error: unknown) => void = () => {}): Promise<void> {
  for (const hook of hooks().splice(0).reverse()) {
    try {
      await hook();
    } catch (error) {
      onError(error);
    }
  }
}
