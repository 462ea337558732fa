import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Write = (data: unknown) => string;

/** The zod schema a route's response entry holds: the schema itself, or `{ properties: schema }`. */
function zodSchemaOf(entry: unknown): z.ZodType | undefined {
  if (entry instanceof z.ZodType) return entry;
  const properties = (entry as { properties?: unknown } | null)?.properties;
  return properties instanceof z.ZodType ? properties : undefined;
}

/**
 * fast-json-stringify's writer for an answer's contract, from its JSON Schema (the output side); undefined
 * when JSON Schema cannot say what zod's encode does (a transform, a codec, a date), which then keeps
 * zod's writer.
 */
export function compiledWriter(schema: z.ZodType): Write | undefined {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' });
    return fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0]) as Write;
  } catch {
    return undefined;
  }
}

/** Thrown (as a 500) when the two writers of an answer disagree: a contract JSON Schema reads differently from zod. */
export class AnswerWritersDisagree extends Error {
  override name = 'AnswerWritersDisagree';
}

/**
 * How the API writes its answers: fast-json-stringify compiled once per route and status from the zod
 * contract's JSON Schema. It writes only the contract's fields, as zod's encode did, in one pass, where
 * zod rebuilt every answer and JSON.stringify then walked it again: a page of eight items cost 68 µs
 * that way and 26 µs this way (api/README.md, "Answer writing").
 *
 * With `crossCheck` (the test suites, NODE_ENV=test) every answer is also encoded by zod: an answer
 * that breaks its contract fails as before, and one the two writers would write as different JSON fails
 * too, so every suite proves the compiled writer keeps to the contract. (Only the order of an object's
 * keys may differ: fast-json-stringify writes a contract's optional fields after its required ones.)
 */
export function answerSerializerCompiler(options: { crossCheck: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const viaZod: Write = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    // Compiled at the route's first answer, not at start-up: compiling every route's writer there added
    // about 0.6 s to the API's start, for routes a process may never answer.
    let write: Write | undefined;
    return (data) => {
      write ??= writerOf(route, viaZod, options.crossCheck);
      return write(data);
    };
  };
}

/** The compiled writer of a route's answer (cross-checked by zod's when asked), or zod's when none compiles. */
function writerOf(route: { schema: unknown; method: string; url: string; httpStatus?: string }, viaZod: Write, crossCheck: boolean): Write {
  const schema = zodSchemaOf(route.schema);
  const compiled = schema && compiledWriter(schema);
  if (!compiled) return viaZod;
  if (!crossCheck) return compiled;
  return (data) => {
    const expected = viaZod(data);
    const written = compiled(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new AnswerWritersDisagree(`${route.method} ${route.url} ${route.httpStatus ?? ''}: the compiled writer wrote ${written} where zod wrote ${expected}`);
    }
    return written;
  };
}
