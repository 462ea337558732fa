import type { FastifyReply } from 'fastify';
import { CUSTOMER_LOGIN_ERROR_CODES, CUSTOMER_LOGIN_MESSAGES, type LoginCodeErrorAnswer } from '../../contracts';

/** Server messages of the code and session errors (the widget shows its own spec strings). */
export const LOGIN_ANSWER_MESSAGES = {
  codeExpired: 'The verification code has expired. Please request a new code.',
  codeLocked: 'Too many wrong codes. Please request a new code.',
  sessionMismatch: 'This session belongs to another customer or site.',
  badSession: 'chatSession is not an encoded chat session',
} as const;

const C = CUSTOMER_LOGIN_ERROR_CODES;

/** 400 answers of a code check; `attemptsLeft` for a wrong code. */
export const codeAnswers = {
  invalid: (attemptsLeft: number): LoginCodeErrorAnswer => ({ message: CUSTOMER_LOGIN_MESSAGES.invalidCode, code: C.invalidCode, attemptsLeft }),
  expired: (): LoginCodeErrorAnswer => ({ message: LOGIN_ANSWER_MESSAGES.codeExpired, code: C.codeExpired }),
  locked: (): LoginCodeErrorAnswer => ({ message: LOGIN_ANSWER_MESSAGES.codeLocked, code: C.codeLocked, attemptsLeft: 0 }),
};

/** 403 SESSION_MISMATCH: the stored session names another customer, phone or site than the token. */
export const sessionMismatch = (reply: FastifyReply) =>
  reply.code(403).send({ message: LOGIN_ANSWER_MESSAGES.sessionMismatch, code: C.sessionMismatch });
