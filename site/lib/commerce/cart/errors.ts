/** A failure the API turns into `{error: {code, message}}` with its status. */
export class CommerceError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "CommerceError";
  }
}

export const notFound = (code: string, message: string) => new CommerceError(404, code, message);
export const conflict = (code: string, message: string) => new CommerceError(409, code, message);
