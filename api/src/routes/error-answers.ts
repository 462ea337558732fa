import { errorAnswerSchema } from '../contracts';

type ErrorAnswers<S extends readonly number[]> = { [K in S[number]]: typeof errorAnswerSchema };

/**
 * The error answers a route documents, each in the one error shape (`{ code?, message }`):
 * `response: { 200: answerSchema, ...errorAnswers(400, 401, 403) }`. The statuses stay listed per route,
 * since they are what its OpenAPI page promises; only the shape is said once.
 */
export function errorAnswers<const S extends readonly number[]>(...statuses: S): ErrorAnswers<S> {
  return Object.fromEntries(statuses.map((status) => [status, errorAnswerSchema])) as ErrorAnswers<S>;
}
