/** A failure the API turns into `{error: {code, message}}` with its status. */
// Fields are declared apart from the constructor, so plain Node runs the module (it only strips types).
export class CommerceError extends Error {
  readonly status: 400 | 403 | 404 | 409 | 422;
  readonly code: string;
  readonly fields?: Record<string, string>;

  constructor(status: 400 | 403 | 404 | 409 | 422, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = "CommerceError";
    this.status = status;
    this.code = code;
    if (fields !== undefined) this.fields = fields;
  }
}

export const notFound = (code: string, message: string) => new CommerceError(404, code, message);
export const conflict = (code: string, message: string) => new CommerceError(409, code, message);
