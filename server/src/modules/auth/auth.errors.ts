import { AppError } from '../../shared/errors';

/** One message for every wrong combination, so it tells nothing about which part was wrong. */
export class InvalidCredentialsError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', 'Wrong username or password');
  }
}

export class TooManyAttemptsError extends AppError {
  constructor(override readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', `Too many failed sign-ins: try again in ${retryAfterSeconds} seconds`);
  }
}

/** Wrong current passwords, one after another: the session may be someone else's. */
export class SignedOutAfterWrongPasswordsError extends AppError {
  constructor() {
    super(
      'UNAUTHENTICATED',
      'Too many wrong current passwords: you are signed out everywhere; sign in again',
    );
  }
}
