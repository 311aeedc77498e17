import { ContextdError } from '../../src/util/errors.js';

/** The ContextdError a call fails with; a call that succeeds, or fails otherwise, fails the test. */
export async function failure(promise: Promise<unknown>): Promise<ContextdError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ContextdError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
