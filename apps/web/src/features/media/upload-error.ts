// An upload's failure, apart from the upload code: the upload banner (in every screen's frame) tells it without
// loading that code before the first upload (issue 8, "Loading speed").

/** A failed signature or upload: the status and body of the answer (profiles spec 8), 0 when none came. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    /** The answer's body; the alert helpers read { errors: [{ msg }] } from it. */
    readonly data: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export const UPLOAD_FAILED = 'The upload failed. Please try again.';
