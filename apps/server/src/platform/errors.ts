// A rule broken by the caller: answered with HTTP `status` and the Turkish text as the body, nothing written.
export class AppError extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(message, 404);
